import { lowStockThreshold, packageTypes, plans } from '@nyansa/contract';
import { formatPrice, StatCard } from '@nyansa/ui';
import { Link } from 'react-router-dom';
import { useAdminOverview } from '../../data/useAdmin';

const periods = [
  ['today', 'today'],
  ['last_7_days', 'last 7 days'],
  ['last_30_days', 'last 30 days'],
] as const;

/** Orders and revenue per period (the total of orders and plan payments, then each), active plans, open and overdue dermatologist requests, pending role requests, orders to ship, low stock. */
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
        <StatCard label="Paid orders to ship" value={value(overview?.to_fulfil)} loading={loading} />
      </div>
      {overview?.low_stock ? (
        <section aria-labelledby="low-stock-heading" className="flex flex-col gap-2">
          <h3 id="low-stock-heading" className="font-display text-lg font-semibold">
            Low stock
          </h3>
          {overview.low_stock.length === 0 ? (
            <p className="text-sm text-muted-foreground">Every counted product has more than {lowStockThreshold} units.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
              {overview.low_stock.map((item) => (
                <li key={item.product_id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                  <span className="break-words">
                    {item.product_name}
                    {item.brand_name ? <span className="text-muted-foreground"> ({item.brand_name})</span> : null}
                  </span>
                  <span className={item.stock === 0 ? 'font-medium text-danger' : 'font-medium'}>{item.stock === 0 ? 'Out of stock' : `${item.stock} left`}</span>
                </li>
              ))}
            </ul>
          )}
          <Link to="/admin/products" className="self-start text-sm font-medium underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring">
            Change stock in Products
          </Link>
        </section>
      ) : null}
    </section>
  );
}
