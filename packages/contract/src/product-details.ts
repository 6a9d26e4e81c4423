// (beyond) What a product is and suits, beyond its name and description: the shop shows it on the
// product page and filters by it, the back office edits it, the assistant answers from it.

export const productTypes = [
  'cleanser',
  'toner',
  'serum',
  'moisturiser',
  'sunscreen',
  'eye_cream',
  'mask',
  'exfoliant',
  'body_lotion',
  'body_oil',
  'body_butter',
  'body_scrub',
  'body_shimmer',
  'shower_gel',
  'hand_cream',
  'lip_balm',
  'lip_oil',
  'lip_gloss',
  'lip_scrub',
  'lip_mask',
  'set',
] as const;
export type ProductType = (typeof productTypes)[number];

export const productTypeLabels: Record<ProductType, string> = {
  cleanser: 'Cleanser',
  toner: 'Toner',
  serum: 'Serum',
  moisturiser: 'Moisturiser',
  sunscreen: 'Sunscreen',
  eye_cream: 'Eye cream',
  mask: 'Face mask',
  exfoliant: 'Exfoliant',
  body_lotion: 'Body lotion',
  body_oil: 'Body oil',
  body_butter: 'Body butter',
  body_scrub: 'Body scrub',
  body_shimmer: 'Body shimmer',
  shower_gel: 'Shower gel',
  hand_cream: 'Hand cream',
  lip_balm: 'Lip balm',
  lip_oil: 'Lip oil',
  lip_gloss: 'Lip gloss',
  lip_scrub: 'Lip scrub',
  lip_mask: 'Lip mask',
  set: 'Set',
};

/** Where a product goes on. */
export const productAreas = ['face', 'eyes', 'lips', 'body', 'hands'] as const;
export type ProductArea = (typeof productAreas)[number];

export const productAreaLabels: Record<ProductArea, string> = {
  face: 'Face',
  eyes: 'Eye area',
  lips: 'Lips',
  body: 'Body',
  hands: 'Hands',
};

export const skinTypes = ['normal', 'dry', 'oily', 'combination', 'sensitive', 'acne_prone'] as const;
export type SkinType = (typeof skinTypes)[number];

export const skinTypeLabels: Record<SkinType, string> = {
  normal: 'Normal',
  dry: 'Dry',
  oily: 'Oily',
  combination: 'Combination',
  sensitive: 'Sensitive',
  acne_prone: 'Acne-prone',
};

/** The catalog's concerns, as `GET /api/products?concern=` takes them. */
export const productConcerns = ['dryness', 'oiliness', 'redness', 'dark_spots', 'acne', 'sensitivity', 'dark_circles', 'dullness'] as const;
export type ProductConcern = (typeof productConcerns)[number];

export const productConcernLabels: Record<ProductConcern, string> = {
  dryness: 'Dryness',
  oiliness: 'Oiliness',
  redness: 'Redness',
  dark_spots: 'Dark spots',
  acne: 'Acne',
  sensitivity: 'Sensitivity',
  dark_circles: 'Dark circles',
  dullness: 'Dullness',
};

/**
 * What a product is free of. `alcohol` means drying alcohols (ethanol, alcohol denat.), not the
 * fatty alcohols such as cetearyl alcohol; `fragrance` also rules out scented plant waters and
 * fragrance allergens; `animal_derived` free means vegan.
 */
export const freeOfFlags = ['fragrance', 'essential_oils', 'alcohol', 'sulphates', 'parabens', 'silicones', 'mineral_oil', 'animal_derived'] as const;
export type FreeOfFlag = (typeof freeOfFlags)[number];

export const freeOfLabels: Record<FreeOfFlag, string> = {
  fragrance: 'Fragrance-free',
  essential_oils: 'No essential oils',
  alcohol: 'Alcohol-free',
  sulphates: 'Sulphate-free',
  parabens: 'Paraben-free',
  silicones: 'Silicone-free',
  mineral_oil: 'Mineral-oil-free',
  animal_derived: 'Vegan',
};
