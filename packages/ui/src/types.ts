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
  /** Whether it can be bought: 'Only 3 left' (`left` when 5 or fewer) or 'Out of stock'; untracked without it. */
  stock?: { status: 'in_stock' | 'low_stock' | 'out_of_stock'; left?: number | null } | null;
}
