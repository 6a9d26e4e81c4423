// The product listing's constants, without zod: the browser's first load reads them (issue 34).

/** (beyond) `relevance`: best match of `search` first (without a search: best rated); `rating`: average, then count. */
export const productSorts = ['created_at', 'price', 'product_name', 'rating', 'relevance'] as const;
export const productPageSize = 12;
export const categories = ['skincare', 'body', 'lip'] as const;
