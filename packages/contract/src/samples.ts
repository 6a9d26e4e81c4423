import type { Product } from './schemas/products';

function sample(productId: number, productName: string, price: number, category: Product['category'], slug: string, description: string): Product {
  return {
    product_id: productId,
    product_name: productName,
    price,
    description,
    image_url: `/images/products/${slug}.webp`,
    brand_id: null,
    category,
    // The API seeds these eight last, one second apart, from 2025-01-01T09:00:00Z.
    created_at: new Date(Date.parse('2025-01-01T09:00:00Z') + (productId - 1) * 1000).toISOString(),
    details: null,
    rating_average: null,
    rating_count: 0,
  };
}

/**
 * The eight built-in products of spec section 3: the shop shows them when the product list fails
 * or is empty, and the API seeds them into a fresh catalog with these ids, images and texts, so an
 * add to cart from the fallback reaches the same product.
 */
export const sampleProducts: readonly Product[] = [
  sample(26, 'Sunscreen Cream', 5.99, 'skincare', 'sunscreen-cream',
    'A broad-spectrum SPF 50 cream that protects from UVA and UVB without a white cast. Reapply every two hours outdoors.'),
  sample(25, 'Vitamin C Serum', 3.99, 'skincare', 'vitamin-c-serum',
    'A brightening serum with stable vitamin C and ferulic acid that fades dark spots and evens skin tone. Use in the morning under sunscreen.'),
  sample(24, 'Body Glow', 7.99, 'body', 'body-glow',
    'A shimmering body oil-lotion with golden pearl pigments for a warm, radiant glow on every skin tone.'),
  sample(23, 'Pink Lip Balm', 1.99, 'lip', 'pink-lip-balm',
    'A nourishing balm with a soft pink tint, made with shea butter and sweet almond oil.'),
  sample(22, 'Body Butter', 5.99, 'body', 'body-butter',
    'A whipped blend of shea and mango butters that melts into dry elbows, knees and heels and keeps skin soft all day.'),
  sample(21, 'Lip Scrub', 0.99, 'lip', 'lip-scrub',
    'Brown sugar and coconut oil gently polish away flakes for smooth lips. Rub in small circles, then wipe off.'),
  sample(20, 'Nyansa Pouch Starter Pack', 40.99, 'skincare', 'pouch-starter-pack',
    'Our branded travel pouch packed with travel sizes of the cleanser, Vitamin C Serum, Sunscreen Cream and Pink Lip Balm. The easiest way to start.'),
  sample(19, 'Full Set', 55.99, 'skincare', 'full-set',
    'The whole routine in one box: cleanser, toner, Vitamin C Serum, moisturiser, Sunscreen Cream, Body Butter, Body Glow and lip care. A generous gift.'),
];
