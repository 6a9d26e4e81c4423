-- Search words match the beginning of a word as written too, not only of its english stem: "hydrati"
-- is no beginning of 'hydrat' (hydrating), "sensiti" none of 'sensit' (sensitivity), and a stop word
-- ("to" of toner) has no stem at all. Both documents hold each word twice, as the english
-- configuration stems it and as the 'simple' one writes it, with the same weights. (Generated from
-- the schema for name_vector, drizzle-kit drops the column and its index; the rest is hand-written.)
ALTER TABLE "products" drop column "name_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, name) || to_tsvector('simple'::regconfig, name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_name_search_idx" ON "products" USING gin ("name_vector") WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_document(name text, description text, key_ingredients text[], ingredients text[], concerns text[], product_type text, category text)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english', name) || to_tsvector('simple', name), 'A')
      || setweight(to_tsvector('english', description) || to_tsvector('simple', description), 'B')
      || setweight(to_tsvector('english', rest) || to_tsvector('simple', rest), 'C')
    FROM (SELECT concat_ws(' ', array_to_string(key_ingredients, ' '), array_to_string(ingredients, ' '),
            replace(array_to_string(concerns, ' '), '_', ' '), replace(product_type, '_', ' '), category) AS rest) AS words
$$;
--> statement-breakpoint
UPDATE products SET search_vector = products_search_document(name, description, key_ingredients, ingredients, concerns, product_type, category);
