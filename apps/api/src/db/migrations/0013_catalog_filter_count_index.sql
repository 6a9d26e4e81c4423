-- The listing's count of a filtered catalog (category, price range, concerns) read from one index
-- alone: category and price as keys, the concerns carried along (INCLUDE), so an index-only scan
-- counts the matches without visiting the table. Drizzle's index builder cannot say INCLUDE, hence
-- custom SQL; the schema (db/schema/core.ts) names it in a comment.
CREATE INDEX IF NOT EXISTS "products_filter_idx" ON "products" USING btree ("category", "price_cents") INCLUDE ("concerns") WHERE "deleted_at" IS NULL;
