export { ProductCard, type ProductCardProps } from './ProductCard';
export { productCardImageSizes } from './imageSizes';
