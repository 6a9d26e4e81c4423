import { lazy, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { preloadNearViewportSections } from './layout/nearViewport';
import { RequireAuth } from './session/RequireAuth';

type PageModule = { default: ComponentType };

/**
 * A page in its own chunk, so the first screen loads only what it shows. Once its code is in
 * (preload, before hydrating server-rendered markup), it renders without suspending.
 */
function page(load: () => Promise<PageModule>) {
  let loaded: PageModule | undefined;
  const preload = () => load().then((module) => (loaded = module));
  const Lazy = lazy(preload);
  function Page() {
    const Loaded = loaded?.default;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { element: <Page />, handle: { preload } satisfies PageHandle };
}

/** What a route tells the server renderer and the hydration. */
interface PageHandle {
  preload(): Promise<unknown>;
  /** Shown only to a signed-in shopper, whose token the server never sees: rendered in the browser. */
  signedInOnly?: boolean;
}

function signedInPage(load: () => Promise<PageModule>) {
  const { element, handle } = page(load);
  return { element: <RequireAuth>{element}</RequireAuth>, handle: { ...handle, signedInOnly: true } satisfies PageHandle };
}

const skinAnalysis = page(() => import('./analysis/SkinAnalysisPage'));
const verifyEmail = page(() => import('./account/VerifyEmailPage'));

/** The routes of spec section 2. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, ...page(() => import('./marketing/HomePage')) },
      { path: 'login', ...page(() => import('./account/LoginPage')) },
      { path: 'verify-email/:token', ...verifyEmail },
      { path: 'verify-email', ...verifyEmail },
      { path: 'reset-password/:token', ...page(() => import('./account/ResetPasswordPage')) },
      { path: 'products', ...page(() => import('./products/ProductsPage')) },
      { path: 'products/:id', ...page(() => import('./products/ProductPage')) },
      { path: 'subscriptions', ...page(() => import('./subscriptions/SubscriptionsPage')) },
      { path: 'about', ...page(() => import('./marketing/AboutPage')) },
      { path: 'privacy', ...page(() => import('./marketing/PrivacyPage')) },
      { path: 'skin-analysis', ...skinAnalysis },
      // The dashboard links here with this capitalisation (spec section 2).
      { path: 'SkinAnalysis', ...skinAnalysis, caseSensitive: true },
      { path: 'dashboard', ...signedInPage(() => import('./account/DashboardPage')) },
      { path: 'checkout', ...signedInPage(() => import('./checkout/CheckoutPage')) },
      { path: 'orders/:id', ...signedInPage(() => import('./orders/OrderPage')) },
      { path: 'order-confirmation', ...signedInPage(() => import('./checkout/OrderConfirmationPage')) },
      // Staff pages: each in its own chunks, never in a shopper's first load.
      { path: 'clinic', ...signedInPage(() => import('./clinic/ClinicPage')) },
      { path: 'admin/*', ...signedInPage(() => import('./admin/AdminPage')) },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The page a path shows: its handle, or null for an unknown path (which goes to /). */
export function pageAt(pathname: string): PageHandle | null {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as PageHandle | undefined;
  return handle ?? null;
}

/** Loads the code of every page (the server does, once, at start). */
export function preloadAllPages(): Promise<unknown> {
  const handles = (list: RouteObject[]): PageHandle[] =>
    list.flatMap((route) => [...(route.handle ? [route.handle as PageHandle] : []), ...handles(route.children ?? [])]);
  // The pages first: their modules declare the sections that load near the viewport.
  return Promise.all(handles(routes).map((handle) => handle.preload())).then(preloadNearViewportSections);
}

/** The shop's pages, inside the browser's router (or the server's and tests' routers). */
export function ShopRoutes() {
  return useRoutes(routes);
}
