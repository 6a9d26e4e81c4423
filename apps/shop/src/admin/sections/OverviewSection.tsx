import { packageTypes, plans } from '@nyansa/contract';
import { formatPrice, StatCard } from '@nyansa/ui';
import { useAdminOverview } from '../../data/useAdmin';

const periods = [
  ['today', 'today'],
  ['last_7_days', 'last 7 days'],
  ['last_30_days', 'last 30 days'],
] as const;

/** Orders and revenue per period (the total of orders and plan payments, then each), active plans, open and overdue dermatologist requests, pending role requests. */
export function OverviewSection() {
  const { overview, loading, error } = useAdminOverview();
  if (error) {
    return (
      <p role="alert" className="text-danger">
        {error}
      </p>
    );
  }
  const value = (figure: number | undefined) => (figure === undefined ? '—' : String(figure));
  return (
    <section aria-labelledby="overview-heading" className="flex flex-col gap-4">
      <h2 id="overview-heading" className="font-display text-xl font-semibold">
        Overview
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {periods.map(([key, words]) => (
          <StatCard key={`orders-${key}`} label={`Paid orders ${words}`} value={value(overview?.orders[key])} loading={loading} />
        ))}
        {periods.map(([key, words]) => (
          <StatCard
            key={`revenue-${key}`}
            label={`Revenue ${words}`}
            value={overview ? formatPrice(overview.total_revenue[key], overview.currency) : '—'}
            hint={overview ? `Orders ${formatPrice(overview.revenue[key], overview.currency)} + plans ${formatPrice(overview.plan_revenue[key], overview.currency)}` : undefined}
            loading={loading}
          />
        ))}
        {packageTypes.map((plan) => (
          <StatCard key={plan} label={`Active ${plans[plan].name} plans`} value={value(overview?.subscriptions[plan])} loading={loading} />
        ))}
        <StatCard label="Open dermatologist requests" value={value(overview?.consultations.open)} loading={loading} />
        <StatCard label="Overdue dermatologist requests" value={value(overview?.consultations.overdue)} hint="past their 24 hours" loading={loading} />
        <StatCard label="Pending role requests" value={value(overview?.role_requests)} loading={loading} />
      </div>
    </section>
  );
}
