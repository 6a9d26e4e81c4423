import type { Role } from '@nyansa/contract';
import { defaultNavLinks, type NavLinkItem } from '@nyansa/ui';

export const clinicNavLink: NavLinkItem = { label: 'Clinic', href: '/clinic' };

/** The header's links for a role: the shop's, and the Clinic for a dermatologist (the server checks every call). */
export function navLinksFor(role: Role | undefined): readonly NavLinkItem[] {
  return role === 'dermatologist' ? [...defaultNavLinks, clinicNavLink] : defaultNavLinks;
}

/** The navigation link to highlight for a path: detail pages light up their section. */
export function activeNavHref(pathname: string, links: readonly NavLinkItem[] = defaultNavLinks): string | undefined {
  if (pathname === '/SkinAnalysis') return '/skin-analysis';
  return links.find((link) => pathname === link.href || pathname.startsWith(`${link.href}/`))?.href;
}

/** Where the navigation's search icon sends the shopper; the products page focuses its search box. */
export const searchState = { focusSearch: true } as const;

export function wantsSearchFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { focusSearch?: unknown }).focusSearch === true;
}
