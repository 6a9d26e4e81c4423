import type { Product } from '@nyansa/contract';
import { useCurrency } from '@nyansa/ui';
import { useEffect } from 'react';

/** The brand shown in titles, navigation and footer; another brand site sets VITE_BRAND_NAME. */
export const brandName: string = import.meta.env.VITE_BRAND_NAME || 'Nyansa';

function descriptionMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/** Sets the page's title ('<title> | Nyansa') and meta description while the page is shown. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${brandName}` : brandName;
    descriptionMeta().content = description;
  }, [title, description]);
}

/** schema.org Product data of a product page, as the JSON-LD object search engines read. */
export function productJsonLd(product: Product, pageUrl: string, currency: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.product_name,
    description: product.description,
    image: new URL(product.image_url, pageUrl).href,
    sku: String(product.product_id),
    category: product.category,
    brand: { '@type': 'Brand', name: brandName },
    offers: {
      '@type': 'Offer',
      // schema.org wants the amount as a plain decimal number, not a formatted price.
      price: product.price.toFixed(2),
      priceCurrency: currency,
      availability: 'https://schema.org/InStock',
      url: pageUrl,
    },
  };
}

/** Adds the product's JSON-LD to <head> while the page is shown; textContent keeps it data, never script. */
export function useProductJsonLd(product: Product | undefined): void {
  const currency = useCurrency();
  useEffect(() => {
    if (!product) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.productJsonLd = String(product.product_id);
    script.textContent = JSON.stringify(productJsonLd(product, window.location.href, currency));
    document.head.append(script);
    return () => script.remove();
  }, [product, currency]);
}
