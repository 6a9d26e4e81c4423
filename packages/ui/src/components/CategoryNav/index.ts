export { CategoryNav, type CategoryNavProps } from './CategoryNav';
