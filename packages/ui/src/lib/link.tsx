import type { ReactNode } from 'react';

/** What a link renderer receives; pass these to react-router's Link as `to={href}`. */
export interface LinkRenderProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
  onClick?: () => void;
}

/** Renders a link: a plain anchor by default, the app's router link when given (no full page load). */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

export const renderAnchor: RenderLink = ({ href, children, ...props }) => (
  <a href={href} {...props}>
    {children}
  </a>
);
