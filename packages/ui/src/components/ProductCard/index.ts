export { ProductCard, productCardImageSizes, type ProductCardProps } from './ProductCard';
