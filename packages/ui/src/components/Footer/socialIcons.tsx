import type { ReactElement } from 'react';

const svg = (path: ReactElement) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    {path}
  </svg>
);

/** Simple outline glyphs for the footer's social links (lucide ships no brand logos). */
export const socialIcons = {
  instagram: svg(
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
    </>,
  ),
  facebook: svg(<path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6v4h3v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2z" />),
  x: svg(<path d="M4 4l16 16M20 4 4 20" />),
  tiktok: svg(<path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 4.5" />),
} satisfies Record<string, ReactElement>;

export type SocialNetwork = keyof typeof socialIcons;
