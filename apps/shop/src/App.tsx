import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { RequireAuth } from './session/RequireAuth';

// Every page is its own chunk so the first screen loads only what it shows.
const Home = lazy(() => import('./routes/home'));
const Login = lazy(() => import('./routes/login'));
const VerifyEmail = lazy(() => import('./routes/verify-email'));
const ResetPassword = lazy(() => import('./routes/reset-password'));
const Products = lazy(() => import('./routes/products'));
const Product = lazy(() => import('./routes/product'));
const Subscriptions = lazy(() => import('./routes/subscriptions'));
const About = lazy(() => import('./routes/about'));
const SkinAnalysis = lazy(() => import('./routes/skin-analysis'));
const Dashboard = lazy(() => import('./routes/dashboard'));
const Checkout = lazy(() => import('./routes/checkout'));
const OrderConfirmation = lazy(() => import('./routes/order-confirmation'));

/** The routes of spec section 2. */
const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <Home /> },
      { path: 'login', element: <Login /> },
      { path: 'verify-email/:token', element: <VerifyEmail /> },
      { path: 'verify-email', element: <VerifyEmail /> },
      { path: 'reset-password/:token', element: <ResetPassword /> },
      { path: 'products', element: <Products /> },
      { path: 'products/:id', element: <Product /> },
      { path: 'subscriptions', element: <Subscriptions /> },
      { path: 'about', element: <About /> },
      { path: 'skin-analysis', element: <SkinAnalysis /> },
      // The dashboard links here with this capitalisation (spec section 2).
      { path: 'SkinAnalysis', element: <SkinAnalysis />, caseSensitive: true },
      { path: 'dashboard', element: <RequireAuth><Dashboard /></RequireAuth> },
      { path: 'checkout', element: <RequireAuth><Checkout /></RequireAuth> },
      { path: 'order-confirmation', element: <RequireAuth><OrderConfirmation /></RequireAuth> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The shop's pages, inside the browser's router (or the tests' memory router). */
export function ShopRoutes() {
  return useRoutes(routes);
}
