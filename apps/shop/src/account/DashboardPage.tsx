import { Tabs, TabsContent, TabsList, TabsTrigger } from '@nyansa/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { PlacedOrderState } from '../checkout/components/PaymentReturn';
import { RecentAnalyses } from '../analysis/components/RecentAnalyses';
import { usePaymentReturn } from '../data/usePaymentReturn';
import { loadedWhenShown } from '../layout/loadedWhenShown';
import { useProfile } from '../data/useProfile';
import { useSubscription } from '../data/useSubscription';
import { usePageMeta } from '../seo';
import { SubscriptionPanel } from '../subscriptions/components/SubscriptionPanel';
import { AddressBook } from './components/AddressBook';
import { ChangePasswordCard } from './components/ChangePasswordCard';
import { DashboardHeader } from './components/DashboardHeader';
import { LogoutEverywhereCard } from './components/LogoutEverywhereCard';
import { ProfileCard } from './components/ProfileCard';
import { StaffLinks } from './components/StaffLinks';
import { YourDataCard } from './components/YourDataCard';

// The tabs after the first load with the page's first render done (the orders' table alone is ~20 kB gzip).
const FavoritesTab = loadedWhenShown(() => import('./components/FavoritesTab').then((module) => module.FavoritesTab));
const CartPanel = loadedWhenShown(() => import('../cart/components/CartPanel').then((module) => module.CartPanel));
const OrdersTab = loadedWhenShown(() => import('../orders/components/OrdersTab').then((module) => module.OrdersTab));

const tabs = ['profile', 'favorites', 'cart', 'orders'] as const;
type DashboardTab = (typeof tabs)[number];

/** The dashboard: tabs Profile, Favorites, Cart and Orders, recent analyses, and the return from a plan's payment page. */
export default function DashboardPage() {
  usePageMeta('Dashboard', 'Your profile, favorites, cart, subscription and recent skin analyses.');
  const [params, setParams] = useSearchParams();
  // The tab lives in the address, so the navigation's favorites and cart icons can open theirs.
  const tab: DashboardTab = tabs.find((name) => name === params.get('tab')) ?? 'profile';
  const showTab = (next: string) =>
    setParams(
      (current) => {
        const address = new URLSearchParams(current);
        if (next === 'profile') address.delete('tab');
        else address.set('tab', next);
        return address;
      },
      { replace: true },
    );
  const placedOrder = (useLocation().state as Partial<PlacedOrderState> | null)?.placedOrder ?? null;
  const { profile, loading, error } = useProfile();
  const { confirming, activated } = usePlanPaymentReturn(params, setParams);
  useEffect(() => {
    for (const part of [FavoritesTab, CartPanel, OrdersTab]) part.preload();
  }, []);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10">
      {confirming ? (
        <p role="status" className="rounded-md border border-border bg-muted px-4 py-3 text-sm">
          Confirming your payment...
        </p>
      ) : null}
      <DashboardHeader profile={profile} loading={loading} error={error} />
      <StaffLinks role={profile?.role} />
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <Tabs value={tab} onValueChange={showTab}>
          <TabsList aria-label="Dashboard sections">
            <TabsTrigger value="profile">Profile</TabsTrigger>
            <TabsTrigger value="favorites">Favorites</TabsTrigger>
            <TabsTrigger value="cart">Cart</TabsTrigger>
            <TabsTrigger value="orders">Orders</TabsTrigger>
          </TabsList>
          <TabsContent value="profile" className="flex flex-col gap-6">
            <h2 className="sr-only">Profile</h2>
            {profile ? <ProfileCard profile={profile} /> : null}
            <AddressBook />
            <ChangePasswordCard />
            <LogoutEverywhereCard />
            <SubscriptionPanel email={profile?.email ?? null} focusPlan={activated} />
            <YourDataCard />
          </TabsContent>
          <TabsContent value="favorites">
            <h2 className="sr-only">Favorites</h2>
            <FavoritesTab />
          </TabsContent>
          <TabsContent value="cart">
            <h2 className="sr-only">Cart</h2>
            <CartPanel />
          </TabsContent>
          <TabsContent value="orders">
            <h2 className="sr-only">Orders</h2>
            <OrdersTab placedOrderId={placedOrder} />
          </TabsContent>
        </Tabs>
        <RecentAnalyses />
      </div>
    </div>
  );
}

/**
 * Back from a plan's payment page: verify and re-fetch the plan (useSubscription), then tidy the
 * address. `activated` once the plan is confirmed, so focus moves to it.
 */
function usePlanPaymentReturn(params: URLSearchParams, setParams: ReturnType<typeof useSearchParams>[1]): { confirming: boolean; activated: boolean } {
  const { confirmPayment } = useSubscription();
  const [activated, setActivated] = useState(false);
  const confirm = useCallback(
    async (reference: string) => {
      setActivated(await confirmPayment(reference));
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('reference');
          next.delete('trxref');
          return next;
        },
        { replace: true },
      );
    },
    [confirmPayment, setParams],
  );
  return { confirming: usePaymentReturn(params.get('reference') ?? params.get('trxref'), confirm), activated };
}
