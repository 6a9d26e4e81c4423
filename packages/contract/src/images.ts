/**
 * The product image variants the API renders (`/images/products/<key>.webp?w=&q=`). A page's
 * `srcset` lists these widths; any other asked width is served the next one up (the widest
 * above it), any other quality the nearest of these, so no address makes a new render.
 */
export const productImageWidths = [200, 400, 800, 1200] as const;

/** 80 is the spec's quality for product images; 50 is the lighter variant for data-saving clients. */
export const productImageQualities = [50, 80] as const;

export type ProductImageWidth = (typeof productImageWidths)[number];
export type ProductImageQuality = (typeof productImageQualities)[number];
