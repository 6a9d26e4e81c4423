export { NavBar, defaultNavLinks, dashboardLink, type NavBarProps, type NavLinkItem } from './NavBar';
