export { NavBar, defaultNavLinks, dashboardLink, type NavBarProps, type NavLinkItem, type NavLinkRenderProps, type RenderLink } from './NavBar';
