// A large, realistic catalog for the catalog bench, written by the database itself: one
// INSERT ... SELECT over generate_series (no fixture in git, no row through Node). Names combine a
// house, a claim, a hero ingredient and a product type ("Adwoa Soothing Shea Body Butter"); each
// product type brings its category and area; concerns, skin types, free-of flags, SPF, prices and
// dates vary per row. Deterministic (setseed), so two runs measure the same catalog.
import { productTypes } from '@nyansa/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { seedProducts } from '../src/modules/catalog/seed-data';

const houses = ['Adwoa', 'Akosua', 'Ama', 'Efua', 'Esi', 'Kente', 'Aburi', 'Volta', 'Sahel', 'Harmattan', 'Osu', 'Labadi', 'Kumasi', 'Ashanti', 'Baobab', 'Nyansa'];
const claims = ['Soothing', 'Hydrating', 'Brightening', 'Calming', 'Nourishing', 'Purifying', 'Gentle', 'Daily', 'Overnight', 'Restoring', 'Clarifying', 'Smoothing', 'Radiance', 'Barrier', 'Comfort', 'Silky', 'Rich', 'Light', 'Deep', 'Fresh'];
// A hero ingredient as a shopper names it, and as the ingredient list (INCI) does.
const ingredients: Array<[string, string]> = [
  ['Shea', 'Butyrospermum Parkii Butter'],
  ['Cocoa', 'Theobroma Cacao Seed Butter'],
  ['Baobab', 'Adansonia Digitata Seed Oil'],
  ['Moringa', 'Moringa Oleifera Seed Oil'],
  ['Marula', 'Sclerocarya Birrea Seed Oil'],
  ['Hibiscus', 'Hibiscus Sabdariffa Flower Extract'],
  ['Aloe', 'Aloe Barbadensis Leaf Juice'],
  ['Niacinamide', 'Niacinamide'],
  ['Vitamin C', 'Ascorbyl Glucoside'],
  ['Hyaluronic Acid', 'Sodium Hyaluronate'],
  ['Ceramide', 'Ceramide NP'],
  ['Rosehip', 'Rosa Canina Fruit Oil'],
  ['Green Tea', 'Camellia Sinensis Leaf Extract'],
  ['Kaolin', 'Kaolin'],
  ['Oat', 'Avena Sativa Kernel Flour'],
  ['Squalane', 'Squalane'],
  ['Retinol', 'Retinol'],
  ['Zinc', 'Zinc Oxide'],
  ['Coffee', 'Coffea Arabica Seed Powder'],
  ['Mango', 'Mangifera Indica Seed Butter'],
  ['Coconut', 'Cocos Nucifera Oil'],
  ['Turmeric', 'Curcuma Longa Root Extract'],
  ['Panthenol', 'Panthenol'],
  ['Glycolic Acid', 'Glycolic Acid'],
  ['Salicylic Acid', 'Salicylic Acid'],
];
const fillers = ['Aqua', 'Glycerin', 'Caprylic/Capric Triglyceride', 'Cetearyl Alcohol', 'Xanthan Gum', 'Tocopherol', 'Citric Acid', 'Sodium Benzoate', 'Potassium Sorbate', 'Parfum', 'Dimethicone', 'Phenoxyethanol'];
const concerns = ['dryness', 'oiliness', 'redness', 'dark_spots', 'acne', 'sensitivity', 'dark_circles', 'dullness'];
const skinTypes = ['normal', 'dry', 'oily', 'combination', 'sensitive', 'acne_prone'];
const freeOf = ['fragrance', 'essential_oils', 'alcohol', 'sulphates', 'parabens', 'silicones', 'mineral_oil', 'animal_derived'];

function categoryOf(type: string): { category: string; area: string } {
  if (type.startsWith('lip_')) return { category: 'lip', area: 'lips' };
  if (type === 'hand_cream') return { category: 'body', area: 'hands' };
  if (type.startsWith('body_') || type === 'shower_gel') return { category: 'body', area: 'body' };
  if (type === 'eye_cream') return { category: 'skincare', area: 'eyes' };
  return { category: 'skincare', area: 'face' };
}

const types = productTypes.filter((type) => type !== 'set');
const typeLabels = types.map((type) => type.replace('_', ' ').replace(/^./, (c) => c.toUpperCase()));

/** The words shoppers of this catalog type: what the bench searches and autocompletes. */
export const catalogWords = [...claims, ...ingredients.map(([name]) => name), ...typeLabels].map((word) => word.toLowerCase());

const text = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** Adds `count` products (on top of the seed) and refreshes the planner's statistics. */
export async function seedLargeCatalog({ db }: Database, count: number): Promise<void> {
  const images = seedProducts.map((product) => `/images/products/${product.key}.webp`);
  await db.transaction(async (tx) => {
    // The same session as the insert: the seed makes every run's catalog the same.
    await tx.execute(sql`SELECT setseed(0.29)`);
    await tx.execute(sql`
    WITH c AS (
      SELECT ${text(houses)} AS houses, ${text(claims)} AS claims, ${text(ingredients.map(([name]) => name))} AS heroes,
             ${text(ingredients.map(([, inci]) => inci))} AS incis, ${text(types)} AS types, ${text(typeLabels)} AS labels,
             ${text(types.map((type) => categoryOf(type).category))} AS categories, ${text(types.map((type) => categoryOf(type).area))} AS areas,
             ${text(fillers)} AS fillers, ${text(concerns)} AS concerns, ${text(skinTypes)} AS skin_types, ${text(freeOf)} AS free_of, ${text(images)} AS images
    ), pick AS (
      SELECT g, c.*,
             1 + floor(random() * cardinality(c.houses))::int AS h, 1 + floor(random() * cardinality(c.claims))::int AS k,
             1 + floor(random() * cardinality(c.heroes))::int AS i, 1 + floor(random() * cardinality(c.heroes))::int AS i2,
             1 + floor(random() * cardinality(c.types))::int AS t, 1 + floor(random() * cardinality(c.images))::int AS m,
             random() AS r
        FROM generate_series(1, ${count}) AS g, c
    )
    INSERT INTO products (name, description, price_cents, image_url, brand_id, category, product_type, areas, skin_types, concerns,
                          key_ingredients, ingredients, how_to_use, free_of, spf, created_at)
    SELECT p.houses[p.h] || ' ' || p.claims[p.k] || ' ' || p.heroes[p.i] || ' ' || p.labels[p.t],
           'A ' || lower(p.claims[p.k]) || ' ' || lower(p.labels[p.t]) || ' with ' || p.heroes[p.i] || ' and ' || p.heroes[p.i2]
             || ' that leaves skin comfortable and soft. Made in small batches; apply as part of your daily routine.',
           300 + floor(p.r * 9700)::int,
           p.images[p.m],
           (SELECT id FROM brands ORDER BY id LIMIT 1),
           p.categories[p.t], p.types[p.t], ARRAY[p.areas[p.t]],
           ARRAY(SELECT s FROM unnest(p.skin_types) s WHERE random() < 0.5 + 0 * p.g),
           ARRAY(SELECT s FROM unnest(p.concerns) s WHERE random() < 0.2 + 0 * p.g),
           ARRAY[p.heroes[p.i], p.heroes[p.i2]],
           ARRAY['Aqua', p.incis[p.i]] || ARRAY(SELECT s FROM unnest(p.fillers) s WHERE random() < 0.4 + 0 * p.g) || ARRAY[p.incis[p.i2]],
           'Apply to clean skin morning and evening.',
           ARRAY(SELECT s FROM unnest(p.free_of) s WHERE random() < 0.3 + 0 * p.g),
           CASE WHEN p.types[p.t] IN ('sunscreen', 'moisturiser') AND p.r < 0.5 THEN (ARRAY[15, 30, 50])[1 + floor(random() * 3)::int] END,
           now() - (p.g || ' minutes')::interval - interval '1 day'
      FROM pick p`);
  });
  // What autovacuum does after a bulk insert, done now rather than during the measurement: the
  // statistics, and the visibility map that lets counts and deep pages read indexes only.
  await db.execute(sql`VACUUM (ANALYZE) products`);
  await db.execute(sql`ANALYZE catalog_terms`);
}
