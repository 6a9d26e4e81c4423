/** A product as the components show it; the app maps API fields (product_name, image_url) to it. */
export interface ProductSummary {
  id: number;
  name: string;
  description: string;
  /** In the currency of the nearest CurrencyProvider. */
  price: number;
  imageUrl?: string | null;
  /** The same picture at several widths (`srcset`), so a small screen loads a small one. */
  imageSrcSet?: string | null;
  /** The average of its reviews and how many; none shown without reviews. */
  rating?: { average: number; count: number } | null;
}
