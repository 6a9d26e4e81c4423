import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { renderAnchor, type RenderLink } from '../../lib/link';
import { defaultCategories, type FilterOption } from '../../lib/options';

export interface CategoryNavProps extends Omit<ComponentProps<'nav'>, 'children'> {
  categories?: readonly FilterOption[];
  /** The category shown now; null for all products. */
  current: string | null;
  /** The address of a category's listing (null: all products), e.g. '/products?category=lip'. */
  hrefFor: (category: string | null) => string;
  /** Renders every link, so the app can pass its router's Link; defaults to <a>. */
  renderLink?: RenderLink;
  allLabel?: string;
}

/** 'All', 'Skincare', 'Body', 'Lip' as links; the current one is marked (aria-current) and filled. */
export function CategoryNav({
  categories = defaultCategories,
  current,
  hrefFor,
  renderLink = renderAnchor,
  allLabel = 'All',
  className,
  'aria-label': ariaLabel = 'Product categories',
  ...props
}: CategoryNavProps) {
  const items: { value: string | null; label: string }[] = [{ value: null, label: allLabel }, ...categories];
  return (
    <nav data-slot="category-nav" aria-label={ariaLabel} className={cn('-mx-1 overflow-x-auto px-1 py-1', className)} {...props}>
      <ul className="flex w-max gap-2">
        {items.map((item) => {
          const active = item.value === current;
          return (
            <li key={item.value ?? ''}>
              {renderLink({
                href: hrefFor(item.value),
                className: cn(
                  'inline-flex h-10 items-center rounded-full border px-5 text-sm font-medium whitespace-nowrap outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                  active
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border bg-surface text-surface-foreground hover:border-primary hover:text-primary',
                ),
                children: item.label,
                ...(active ? { 'aria-current': 'page' as const } : {}),
              })}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
