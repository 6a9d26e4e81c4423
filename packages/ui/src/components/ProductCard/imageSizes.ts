// Its own module, so a page that only builds image addresses for cards loads no card (issue 34).
/**
 * A card's width in `ProductGrid` (1 to 4 columns, 24 px gaps) inside a page column of at most
 * 1280 px with 16 px sides: the browser picks the image width from it before any layout. A phone
 * of 3x density is told two thirds of the width, so it loads the 800 px photo, not the 1200 px one
 * (twice its CSS width is as sharp as the eye tells apart at that size).
 */
export const productCardImageSizes =
  '(max-width: 639px) and (min-resolution: 2.5dppx) calc((100vw - 32px) * 2 / 3), (min-width: 1280px) 294px, (min-width: 1024px) calc((100vw - 104px) / 4), (min-width: 768px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)';
