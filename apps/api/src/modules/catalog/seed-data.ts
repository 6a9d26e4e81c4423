import type { Category } from '@nyansa/contract';
import type { PackShape } from './artwork';

export interface SeedProduct {
  key: string;
  name: string;
  price: number;
  category: Category;
  description: string;
  shape: PackShape;
  /** Pack colour and accent colour of the artwork. */
  colors: [string, string];
}

// Listed oldest first: the spec's eight sample products come last so they lead page 1 (newest first).
export const seedProducts: SeedProduct[] = [
  { key: 'foaming-cleanser', name: 'Gentle Foaming Cleanser', price: 4.49, category: 'skincare', shape: 'pump', colors: ['#e8f1ee', '#4f8a7b'],
    description: 'A soft, low-foam gel cleanser with aloe and glycerin that lifts sunscreen and the day’s grime without leaving skin tight. For morning and evening use on all skin types.' },
  { key: 'hydrating-toner', name: 'Hydrating Rose Toner', price: 3.49, category: 'skincare', shape: 'bottle', colors: ['#fbe4e8', '#c2577a'],
    description: 'An alcohol-free toner of rose water and panthenol that restores moisture right after cleansing and preps skin for serum. Pat in with the palms or a cotton pad.' },
  { key: 'shea-night-cream', name: 'Shea Night Cream', price: 6.99, category: 'skincare', shape: 'jar', colors: ['#f3e6d3', '#9b6a3c'],
    description: 'A rich overnight cream with unrefined shea butter and ceramides that rebuilds the skin barrier while you sleep. Best for normal to dry skin.' },
  { key: 'hyaluronic-serum', name: 'Hyaluronic Acid Serum', price: 4.99, category: 'skincare', shape: 'dropper', colors: ['#e3eefb', '#3d6fb0'],
    description: 'Two weights of hyaluronic acid draw water into the upper layers of the skin for an instant plump, dewy finish. Apply to damp skin before moisturiser.' },
  { key: 'niacinamide-serum', name: 'Niacinamide Blemish Serum', price: 4.79, category: 'skincare', shape: 'dropper', colors: ['#eef0e2', '#6d7a2e'],
    description: '10% niacinamide with zinc to calm redness, even out dark marks and keep shine in check. Use once or twice a day on clean skin.' },
  { key: 'clay-mask', name: 'Kaolin Clay Purifying Mask', price: 5.49, category: 'skincare', shape: 'jar', colors: ['#ece7e1', '#7a6a5a'],
    description: 'A creamy kaolin and charcoal mask that draws out excess oil and unclogs pores in ten minutes. Use once or twice a week, then rinse with warm water.' },
  { key: 'eye-cream', name: 'Brightening Under-Eye Cream', price: 6.49, category: 'skincare', shape: 'tube', colors: ['#f6efe0', '#b08a2e'],
    description: 'Caffeine and vitamin C in a light cream that softens puffiness and dark circles. Tap a rice-grain amount around the orbital bone morning and night.' },
  { key: 'daily-moisturiser-spf30', name: 'Daily Moisturiser SPF 30', price: 6.99, category: 'skincare', shape: 'tube', colors: ['#fff4d6', '#d08a1a'],
    description: 'A weightless day cream with broad-spectrum SPF 30 that leaves no white cast on deeper skin tones. The last step of your morning routine.' },
  { key: 'cocoa-body-lotion', name: 'Cocoa Body Lotion', price: 4.99, category: 'body', shape: 'pump', colors: ['#efe0d2', '#6b3f22'],
    description: 'Fast-absorbing lotion with raw cocoa butter and vitamin E for soft, even-toned skin from shoulders to heels. Smells gently of chocolate.' },
  { key: 'coffee-body-scrub', name: 'Coffee Body Scrub', price: 5.29, category: 'body', shape: 'jar', colors: ['#e6d8cc', '#4a2d1c'],
    description: 'Finely ground Ghanaian coffee in coconut oil buffs away dry patches and wakes up dull skin. Massage onto damp skin in the shower, then rinse.' },
  { key: 'moringa-body-oil', name: 'Moringa Body Oil', price: 6.29, category: 'body', shape: 'bottle', colors: ['#f1f3d9', '#7c8a1e'],
    description: '100% cold-pressed moringa oil that sinks in quickly and leaves a soft sheen. Smooth over skin straight after bathing to lock in moisture.' },
  { key: 'hibiscus-shower-gel', name: 'Hibiscus Shower Gel', price: 3.79, category: 'body', shape: 'bottle', colors: ['#fde3ea', '#b3204a'],
    description: 'A sulphate-free shower gel with hibiscus extract and a fresh floral scent. Cleans without stripping, even with daily use.' },
  { key: 'hand-cream', name: 'Shea Hand Cream', price: 2.49, category: 'body', shape: 'tube', colors: ['#f5ecdf', '#a26b35'],
    description: 'A non-greasy hand cream with shea butter and glycerin for hands that wash often. Small enough for any bag.' },
  { key: 'tinted-lip-oil', name: 'Tinted Lip Oil', price: 3.29, category: 'lip', shape: 'wand', colors: ['#fbdfe2', '#c93a55'],
    description: 'A sheer berry tint in a blend of jojoba and rosehip oils: glossy shine, light colour and lasting comfort in one swipe.' },
  { key: 'overnight-lip-mask', name: 'Overnight Lip Mask', price: 2.99, category: 'lip', shape: 'tin', colors: ['#f7e1ee', '#9c3f7a'],
    description: 'A thick balm of shea, beeswax and vitamin E that repairs dry, cracked lips overnight. Apply a generous layer before bed.' },
  { key: 'shea-lip-butter', name: 'Shea Lip Butter', price: 1.49, category: 'lip', shape: 'stick', colors: ['#f4eadc', '#8f6a3d'],
    description: 'Everyday lip care in a twist-up stick: unrefined shea butter and cocoa butter, no added fragrance.' },
  { key: 'clear-lip-gloss', name: 'Clear Lip Gloss', price: 2.29, category: 'lip', shape: 'wand', colors: ['#f3f1f5', '#7d6f8c'],
    description: 'A non-sticky clear gloss with a glass-like shine that layers over any lipstick or shines on its own.' },
  { key: 'spf-lip-balm', name: 'SPF 15 Lip Balm', price: 2.19, category: 'lip', shape: 'stick', colors: ['#fff1d9', '#e0912b'],
    description: 'A sun-protecting lip balm with SPF 15 for beach days and long walks. Reapply every two hours in the sun.' },
  // The spec's eight sample products.
  { key: 'full-set', name: 'Full Set', price: 55.99, category: 'skincare', shape: 'set', colors: ['#f6e3ea', '#a8325e'],
    description: 'The whole routine in one box: cleanser, toner, Vitamin C Serum, moisturiser, Sunscreen Cream, Body Butter, Body Glow and lip care. A generous gift.' },
  { key: 'pouch-starter-pack', name: 'Nyansa Pouch Starter Pack', price: 40.99, category: 'skincare', shape: 'pouch', colors: ['#efe2d6', '#b4436c'],
    description: 'Our branded travel pouch packed with travel sizes of the cleanser, Vitamin C Serum, Sunscreen Cream and Pink Lip Balm. The easiest way to start.' },
  { key: 'lip-scrub', name: 'Lip Scrub', price: 0.99, category: 'lip', shape: 'tin', colors: ['#fde6df', '#d2553c'],
    description: 'Brown sugar and coconut oil gently polish away flakes for smooth lips. Rub in small circles, then wipe off.' },
  { key: 'body-butter', name: 'Body Butter', price: 5.99, category: 'body', shape: 'jar', colors: ['#f6ead8', '#b57b3a'],
    description: 'A whipped blend of shea and mango butters that melts into dry elbows, knees and heels and keeps skin soft all day.' },
  { key: 'pink-lip-balm', name: 'Pink Lip Balm', price: 1.99, category: 'lip', shape: 'stick', colors: ['#fde0e8', '#e0607e'],
    description: 'A nourishing balm with a soft pink tint, made with shea butter and sweet almond oil.' },
  { key: 'body-glow', name: 'Body Glow', price: 7.99, category: 'body', shape: 'pump', colors: ['#fbeedc', '#c98b2b'],
    description: 'A shimmering body oil-lotion with golden pearl pigments for a warm, radiant glow on every skin tone.' },
  { key: 'vitamin-c-serum', name: 'Vitamin C Serum', price: 3.99, category: 'skincare', shape: 'dropper', colors: ['#fff0d6', '#e07b12'],
    description: 'A brightening serum with stable vitamin C and ferulic acid that fades dark spots and evens skin tone. Use in the morning under sunscreen.' },
  { key: 'sunscreen-cream', name: 'Sunscreen Cream', price: 5.99, category: 'skincare', shape: 'tube', colors: ['#fff6d1', '#e0a400'],
    description: 'A broad-spectrum SPF 50 cream that protects from UVA and UVB without a white cast. Reapply every two hours outdoors.' },
];
