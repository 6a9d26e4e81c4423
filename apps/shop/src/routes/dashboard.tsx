import {
  authMessages,
  checkPassword,
  passwordMessages,
  plans,
  updateProfileRequestSchema,
  validationMessages,
  type BillingCycle,
  type PackageType,
  type User,
} from '@nyansa/contract';
import { formatKes } from '@nyansa/contract/money';
import {
  AnalysisHistoryList,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  CartList,
  FieldError,
  formatDate,
  formatPrice,
  LoadingState,
  PlanCard,
  ProductCard,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type CartLine,
} from '@nyansa/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAnalyses } from '../data/useAnalyses';
import { useCart } from '../data/useCart';
import { useFavorites } from '../data/useFavorites';
import { usePricing, type ShopPlan } from '../data/usePricing';
import { useProduct } from '../data/useProduct';
import { productImageUrl } from '../data/productImages';
import { paymentReturnDelayMs } from '../data/useOrder';
import { useProfile } from '../data/useProfile';
import { useSubscription } from '../data/useSubscription';
import { Field, firstErrors } from '../forms/Field';
import { usePageMeta } from '../seo';
import { useSession } from '../session';
import { toast } from '../toast';

/** Spec section 9: the dashboard shows at most 3 recent analyses. */
export const recentAnalysesShown = 3;

const tabs = ['profile', 'favorites', 'cart'] as const;
type DashboardTab = (typeof tabs)[number];

// A payment reference is confirmed once per page session, even when the page mounts twice.
const confirmedReferences = new Set<string>();

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
  const { profile, loading, error } = useProfile();
  const confirming = usePaymentReturn(params, setParams);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10">
      {confirming ? (
        <p role="status" className="rounded-md border border-border bg-muted px-4 py-3 text-sm">
          Confirming your payment...
        </p>
      ) : null}
      <DashboardHeader profile={profile} loading={loading} error={error} />
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <Tabs value={tab} onValueChange={showTab}>
          <TabsList aria-label="Dashboard sections">
            <TabsTrigger value="profile">Profile</TabsTrigger>
            <TabsTrigger value="favorites">Favorites</TabsTrigger>
            <TabsTrigger value="cart">Cart</TabsTrigger>
          </TabsList>
          <TabsContent value="profile" className="flex flex-col gap-6">
            <h2 className="sr-only">Profile</h2>
            {profile ? <ProfileCard profile={profile} /> : null}
            <ChangePasswordCard />
            <SubscriptionPanel email={profile?.email ?? null} />
          </TabsContent>
          <TabsContent value="favorites">
            <h2 className="sr-only">Favorites</h2>
            <FavoritesTab />
          </TabsContent>
          <TabsContent value="cart">
            <h2 className="sr-only">Cart</h2>
            <CartTab />
          </TabsContent>
        </Tabs>
        <RecentAnalyses />
      </div>
    </div>
  );
}

/** Back from the payment page with ?reference or ?trxref: wait 2 s, verify, re-fetch the plan, tidy the URL. */
function usePaymentReturn(params: URLSearchParams, setParams: ReturnType<typeof useSearchParams>[1]): boolean {
  const { confirmPayment } = useSubscription();
  const reference = params.get('reference') ?? params.get('trxref');
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (!reference || confirmedReferences.has(reference)) return;
    setConfirming(true);
    const timer = setTimeout(() => {
      confirmedReferences.add(reference);
      void confirmPayment(reference).finally(() => {
        setConfirming(false);
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('reference');
            next.delete('trxref');
            return next;
          },
          { replace: true },
        );
      });
    }, paymentReturnDelayMs);
    return () => clearTimeout(timer);
  }, [reference, confirmPayment, setParams]);
  return confirming;
}

function initials(profile: User): string {
  return `${profile.first_name.charAt(0)}${profile.last_name.charAt(0)}`.toUpperCase() || '?';
}

function DashboardHeader({ profile, loading, error }: { profile: User | undefined; loading: boolean; error: string | null }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  const onLogout = () => {
    // Both updates render together (the router applies navigations at once, not as transitions):
    // the shopper lands on / signed out, never on a protected page without a token.
    void navigate('/');
    logout();
    toast.success(authMessages.loggedOut);
  };
  return (
    <header className="flex flex-wrap items-center gap-4">
      {profile?.avatar ? (
        <img src={profile.avatar} alt="" className="size-16 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-primary font-display text-xl text-primary-foreground">
          {profile ? initials(profile) : ''}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <h1 className="font-display text-3xl font-semibold break-words">
          {profile ? `${profile.first_name} ${profile.last_name}` : 'Dashboard'}
        </h1>
        {profile ? <p className="text-muted-foreground break-words">{profile.email}</p> : null}
        {loading ? <LoadingState label="Loading your profile..." className="justify-start py-2" /> : null}
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <Button variant="outline" onClick={onLogout}>
        Logout
      </Button>
    </header>
  );
}

function ProfileCard({ profile }: { profile: User }) {
  const { update } = useProfile();
  const [editing, setEditing] = useState(false);
  const [firstName, setFirstName] = useState(profile.first_name);
  const [lastName, setLastName] = useState(profile.last_name);
  const [errors, setErrors] = useState<Partial<Record<'first_name' | 'last_name', string>>>({});
  const [saving, setSaving] = useState(false);

  const reset = () => {
    setFirstName(profile.first_name);
    setLastName(profile.last_name);
    setErrors({});
    setEditing(false);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateProfileRequestSchema.safeParse({ first_name: firstName, last_name: lastName });
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    const failure = await update(parsed.data);
    setSaving(false);
    if (failure) {
      toast.error(failure);
      return;
    }
    toast.success(authMessages.profileUpdated);
    setEditing(false);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
      </CardHeader>
      <CardContent>
        {editing ? (
          <form aria-label="Edit Profile" noValidate onSubmit={save} className="flex flex-col gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="First name" value={firstName} error={errors.first_name} onChange={(event) => setFirstName(event.target.value)} />
              <Field label="Last name" value={lastName} error={errors.last_name} onChange={(event) => setLastName(event.target.value)} />
            </div>
            {/* The API changes names only; the email is the login and stays as it is. */}
            <Field label="Email" type="email" value={profile.email} readOnly aria-readonly="true" />
            <div className="flex gap-2">
              <Button type="submit" loading={saving}>
                Save
              </Button>
              <Button variant="outline" onClick={reset} disabled={saving}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-col gap-4">
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-muted-foreground">Name</dt>
                <dd className="font-medium break-words">{`${profile.first_name} ${profile.last_name}`}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Email</dt>
                <dd className="font-medium break-words">{profile.email}</dd>
              </div>
            </dl>
            <Button variant="outline" className="self-start" onClick={() => setEditing(true)}>
              Edit Profile
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function ChangePasswordCard() {
  const { changePassword } = useProfile();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!current || !next || !confirm) return setError(validationMessages.passwordFieldsRequired);
    if (next !== confirm) return setError(validationMessages.passwordsDoNotMatch);
    const strength = checkPassword(next);
    if (!strength.ok) return setError(strength.message);
    setError(null);
    setSaving(true);
    const outcome = await changePassword({ currentPassword: current, newPassword: next });
    setSaving(false);
    if (outcome === 'saved') {
      toast.success(passwordMessages.success);
      setCurrent('');
      setNext('');
      setConfirm('');
      return;
    }
    toast.error(outcome === 'refused' ? passwordMessages.failedCheckCurrent : passwordMessages.failed);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
      </CardHeader>
      <CardContent>
        <form aria-label="Change Password" aria-describedby={error ? errorId : undefined} noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field label="Current password" type="password" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} />
          <Field label="New password" type="password" autoComplete="new-password" value={next} onChange={(event) => setNext(event.target.value)} />
          <Field label="Confirm new password" type="password" autoComplete="new-password" value={confirm} onChange={(event) => setConfirm(event.target.value)} />
          <FieldError id={errorId} className="whitespace-pre-line">
            {error ?? undefined}
          </FieldError>
          <Button type="submit" className="self-start" loading={saving}>
            Change Password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function priceOf(plan: ShopPlan, cycle: BillingCycle): number {
  return cycle === 'yearly' ? plan.yearly : plan.monthly;
}

function SubscriptionPanel({ email }: { email: string | null }) {
  const { subscription, status, activePlan, loading, subscribe, cancel } = useSubscription();
  const { plans: shopPlans, planFor } = usePricing();
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const [busy, setBusy] = useState<PackageType | 'cancel' | null>(null);
  const radioName = useId();

  // Basic holders are offered the two paid plans; paid holders the other plans they could move to.
  const offered = shopPlans.filter((plan) => plan.id !== activePlan && !(activePlan !== null && plan.id === 'basic'));
  const choose = async (plan: ShopPlan) => {
    if (!email) return;
    setBusy(plan.id);
    await subscribe({ packageType: plan.id, cycle, amount: priceOf(plan, cycle), email });
    setBusy(null);
  };
  const onCancel = async () => {
    setBusy('cancel');
    await cancel();
    setBusy(null);
  };

  const currentPlan = subscription ? planFor(subscription.package_type) : null;
  const currentCycle = subscription?.billing_cycle ?? 'monthly';

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription</CardTitle>
        <CardDescription>Prices in US dollars, with an approximate amount in Kenyan shillings.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {loading ? (
          <LoadingState label="Loading your subscription..." className="py-4" />
        ) : subscription && currentPlan ? (
          <section aria-label="Current plan" className="flex flex-col gap-2 rounded-md bg-muted p-4">
            <p className="flex flex-wrap items-center gap-2">
              <span>
                Current plan: <strong>{currentPlan.name}</strong>
              </span>
              <Badge variant={status === 'active' ? 'success' : 'outline'}>{status === 'active' ? 'Active' : 'Inactive'}</Badge>
            </p>
            <p className="text-sm text-muted-foreground">
              {formatPrice(priceOf(currentPlan, currentCycle))} {currentCycle === 'yearly' ? 'per year' : 'per month'} (about{' '}
              {formatKes(priceOf(currentPlan, currentCycle))})
            </p>
            {subscription.end_date ? (
              <p className="text-sm text-muted-foreground">
                {status === 'active' ? 'Renews or ends on' : 'Ended on'} {formatDate(subscription.end_date)}
              </p>
            ) : null}
            {status === 'active' && subscription.package_type !== 'basic' ? (
              <Button variant="danger" size="sm" className="self-start" loading={busy === 'cancel'} onClick={() => void onCancel()}>
                Cancel Subscription
              </Button>
            ) : null}
          </section>
        ) : (
          <p className="text-sm text-muted-foreground">You have no subscription yet.</p>
        )}

        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-2 text-sm font-medium">Billing</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name={radioName} value="monthly" checked={cycle === 'monthly'} onChange={() => setCycle('monthly')} />
            Monthly
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name={radioName} value="yearly" checked={cycle === 'yearly'} onChange={() => setCycle('yearly')} />
            Yearly <Badge variant="secondary">Save up to 20%</Badge>
          </label>
        </fieldset>

        <section aria-label={activePlan === 'basic' ? 'Upgrade options' : 'Plans'} className="flex flex-col gap-3">
          <h4 className="font-semibold">{activePlan === 'basic' ? 'Upgrade your plan' : activePlan ? 'Other plans' : 'Choose a plan'}</h4>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {offered.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={{ ...plan, description: `About ${formatKes(priceOf(plan, cycle))} ${cycle === 'yearly' ? 'per year' : 'per month'}` }}
                cycle={cycle}
                featured={plan.id === 'ai_analysis'}
                ctaLabel={activePlan === 'basic' ? `Upgrade to ${plans[plan.id].name}` : 'Subscribe Now'}
                loading={busy === plan.id}
                disabled={!email || busy !== null}
                onSelect={() => void choose(plan)}
              />
            ))}
          </div>
        </section>
      </CardContent>
    </Card>
  );
}

function FavoritesTab() {
  const { ids } = useFavorites();
  if (ids.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center text-muted-foreground">
        <p>You have no favorites yet.</p>
        <Button asChild variant="outline">
          <Link to="/products">Browse products</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul aria-label="Favorite products" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {ids.map((id) => (
        <li key={id}>
          <FavoriteProduct productId={id} />
        </li>
      ))}
    </ul>
  );
}

function FavoriteProduct({ productId }: { productId: number }) {
  const { product, loading } = useProduct(String(productId));
  const { toggle } = useFavorites();
  const { quantities, addOrUpdate } = useCart();
  const navigate = useNavigate();
  if (loading) return <LoadingState label="Loading product..." />;
  if (!product) return null;
  const summary = {
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    imageUrl: productImageUrl(product.image_url),
  };
  return (
    <ProductCard
      product={summary}
      isFavorite
      cartQuantity={quantities.get(product.id) ?? 0}
      onToggleFavorite={() => void toggle(product.id)}
      onAddToCart={(_, quantity) => void addOrUpdate(product.id, quantity, { replace: true })}
      onOpen={() => void navigate(`/products/${product.id}`)}
    />
  );
}

function CartTab() {
  const { items, cart, loading, error, updateQuantity, remove } = useCart();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const track = async (itemId: number, change: Promise<boolean>) => {
    setBusy((current) => new Set(current).add(itemId));
    await change;
    setBusy((current) => {
      const next = new Set(current);
      next.delete(itemId);
      return next;
    });
  };
  const lines: CartLine[] = items.map((item) => ({
    id: item.id,
    productId: item.product_id,
    name: item.product.name,
    unitPrice: item.product.price,
    quantity: item.quantity,
    imageUrl: productImageUrl(item.product.image_url),
  }));
  if (loading) return <LoadingState label="Loading your cart..." />;
  return (
    <div className="flex flex-col gap-3">
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <CartList
        items={lines}
        total={cart.cart_total}
        busyItemIds={busy}
        // The minus control never goes below 1 (spec section 5).
        onQuantityChange={(line, quantity) => void track(line.id, updateQuantity(line.id, Math.max(1, quantity)))}
        onRemove={(line) => void track(line.id, remove(line.id))}
        onCheckout={() => void navigate('/checkout')}
      />
    </div>
  );
}

function RecentAnalyses() {
  const { history, loading, error } = useAnalyses();
  return (
    <aside className="flex flex-col gap-3">
      <AnalysisHistoryList
        heading="Recent Skin Analyses"
        items={history}
        limit={recentAnalysesShown}
        loading={loading}
        error={error}
        emptyText="No skin analyses yet"
      />
      <Button asChild variant="outline" className="self-start">
        <Link to="/SkinAnalysis">Go to Skin Analysis</Link>
      </Button>
    </aside>
  );
}
