import type { ShopProduct } from '@nyansa/api-client';
import type { ProductSummary } from '@nyansa/ui';
import { productImageSrcSet, productImageUrl } from './productImages';

/** A product as the ui components show it, with the resized image URL and its other widths. */
export function toSummary(product: ShopProduct): ProductSummary {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    imageUrl: productImageUrl(product.image_url),
    imageSrcSet: productImageSrcSet(product.image_url),
    rating: product.rating_count > 0 && product.rating_average !== null ? { average: product.rating_average, count: product.rating_count } : null,
    stock: product.stock_status ? { status: product.stock_status, left: product.stock_left ?? null } : null,
  };
}
