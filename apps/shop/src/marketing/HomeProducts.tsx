import { CategoryNav, RecentlyViewedStrip } from '@nyansa/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ProductCatalog } from '../products/components/ProductCatalog';
import { useRecentlyViewed } from '../products/recentlyViewed';

const routerLink = ({ href, children, ...props }: { href: string; className: string; children: ReactNode; 'aria-current'?: 'page' }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);

/** The home page's shop: what the shopper looked at last, the categories and the catalog. */
export default function HomeProducts() {
  const recentlyViewed = useRecentlyViewed();
  return (
    <>
      {recentlyViewed.length ? <RecentlyViewedStrip products={recentlyViewed} renderLink={routerLink} /> : null}
      <CategoryNav aria-label="Shop by category" current="" allLabel="All products" hrefFor={(category) => (category ? `/products?category=${category}` : '/products')} renderLink={routerLink} />
      {/* Below the hero: its photos wait to be scrolled to (the preloader still fetches the first 4), leaving the bandwidth to the hero. */}
      <ProductCatalog eagerImages={0} />
    </>
  );
}
