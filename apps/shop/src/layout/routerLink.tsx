import type { RenderLink } from '@nyansa/ui';
import { Link } from 'react-router-dom';

/** The ui components' links as the router's: a real `<a href>` that navigates without a page load. */
export const routerLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);
