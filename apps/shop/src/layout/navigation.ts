import { defaultNavLinks } from '@nyansa/ui';

/** The navigation link to highlight for a path: detail pages light up their section. */
export function activeNavHref(pathname: string): string | undefined {
  if (pathname === '/SkinAnalysis') return '/skin-analysis';
  return defaultNavLinks.find((link) => pathname === link.href || pathname.startsWith(`${link.href}/`))?.href;
}

/** Where the navigation's search icon sends the shopper; the products page focuses its search box. */
export const searchState = { focusSearch: true } as const;

export function wantsSearchFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { focusSearch?: unknown }).focusSearch === true;
}
