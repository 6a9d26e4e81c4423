// Reviews' plain values; the schemas are in schemas/reviews.ts.

export const reviewHideReasonMaxLength = 500;
export const reviewPageSize = 5;
