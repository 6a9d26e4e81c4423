import type { Role } from '@nyansa/contract';
import { cn, LoadingState } from '@nyansa/ui';
import type { ReactNode } from 'react';
import { Navigate, NavLink, useRoutes } from 'react-router-dom';
import { useProfile } from '../data/useProfile';
import { usePageMeta } from '../seo';
import { RequireRole } from '../session/RequireRole';
import { AuditSection } from './sections/AuditSection';
import { DeliverySection } from './sections/DeliverySection';
import { FulfilmentSection } from './sections/FulfilmentSection';
import { OrdersSection } from './sections/OrdersSection';
import { OverviewSection } from './sections/OverviewSection';
import { PackingSlipSection } from './sections/PackingSlipSection';
import { PeopleSection } from './sections/PeopleSection';
import { ProductsSection } from './sections/ProductsSection';
import { ReviewsSection } from './sections/ReviewsSection';

interface Section {
  path: string;
  label: string;
  /** Who the server lets in (the screens follow it; the server checks every call). */
  roles: readonly Role[];
  /** The screen, or how to draw it for the caller's role. */
  element: ReactNode | ((role: Role) => ReactNode);
}

const sections: readonly Section[] = [
  { path: 'overview', label: 'Overview', roles: ['admin'], element: <OverviewSection /> },
  { path: 'products', label: 'Products', roles: ['admin', 'brand_admin'], element: <ProductsSection /> },
  { path: 'orders', label: 'Orders', roles: ['admin', 'brand_admin'], element: <OrdersSection /> },
  // Admins move orders forward; a brand_admin sees its own lines and acts on none.
  { path: 'fulfilment', label: 'Fulfilment', roles: ['admin', 'brand_admin'], element: (role) => <FulfilmentSection canAct={role === 'admin'} /> },
  { path: 'delivery', label: 'Delivery', roles: ['admin'], element: <DeliverySection /> },
  { path: 'people', label: 'People', roles: ['admin'], element: <PeopleSection /> },
  { path: 'reviews', label: 'Reviews', roles: ['admin'], element: <ReviewsSection /> },
  { path: 'audit', label: 'Audit', roles: ['admin'], element: <AuditSection /> },
];

function BackOffice({ role }: { role: Role }) {
  const mine = sections.filter((section) => section.roles.includes(role));
  const routes = useRoutes([
    ...mine.map((section) => ({ path: section.path, element: typeof section.element === 'function' ? section.element(role) : section.element })),
    // Reached from the fulfilment queue; not a tab of its own.
    ...(role === 'admin' ? [{ path: 'packing-slip/:orderId', element: <PackingSlipSection /> }] : []),
    // Absolute: a relative target under an unknown nested path (/admin/a/b) would pile up segments.
    { path: '*', element: <Navigate to={`/admin/${mine[0]!.path}`} replace /> },
  ]);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10">
      <h1 className="font-display text-3xl font-semibold">Back office</h1>
      <nav aria-label="Back office">
        <ul className="flex flex-wrap gap-2 border-b border-border pb-2">
          {mine.map((section) => (
            <li key={section.path}>
              <NavLink
                to={`/admin/${section.path}`}
                className={({ isActive }) =>
                  cn(
                    'inline-flex rounded-md px-3 py-2 text-sm font-medium outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
                    isActive && 'bg-secondary text-secondary-foreground',
                  )
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {routes}
    </div>
  );
}

/** /admin: the back office of admins (everything) and brand admins (their products and order lines). */
export default function AdminPage() {
  usePageMeta('Back office', 'Products, orders, people and the audit log.');
  const { profile } = useProfile();
  return (
    <RequireRole roles={['admin', 'brand_admin']}>
      {profile ? <BackOffice role={profile.role} /> : <LoadingState label="Loading..." />}
    </RequireRole>
  );
}
