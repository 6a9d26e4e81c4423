export { CartList, type CartLine, type CartListProps } from './CartList';
