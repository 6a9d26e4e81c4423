CREATE TABLE "catalog_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "catalog_terms_products_check" CHECK ("catalog_terms"."products" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_average" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_concerns_idx" ON "products" USING gin ("concerns") WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_skin_types_idx" ON "products" USING gin ("skin_types") WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("product_type") WHERE "products"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WHERE "products"."deleted_at" IS NULL;