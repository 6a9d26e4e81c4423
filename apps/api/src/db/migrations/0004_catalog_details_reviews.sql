CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "reviews_product_id_user_id_key" UNIQUE("product_id","user_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_text_check" CHECK (length("reviews"."text") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_type" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "areas" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "skin_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "concerns" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "key_ingredients" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ingredients" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "how_to_use" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "free_of" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spf" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."hidden_at" IS NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_type_check" CHECK ("products"."product_type" IN ('cleanser', 'toner', 'serum', 'moisturiser', 'sunscreen', 'eye_cream', 'mask', 'exfoliant', 'body_lotion', 'body_oil', 'body_butter', 'body_scrub', 'body_shimmer', 'shower_gel', 'hand_cream', 'lip_balm', 'lip_oil', 'lip_gloss', 'lip_scrub', 'lip_mask', 'set'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_areas_check" CHECK ("products"."areas" <@ ARRAY['face', 'eyes', 'lips', 'body', 'hands']::text[]);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_skin_types_check" CHECK ("products"."skin_types" <@ ARRAY['normal', 'dry', 'oily', 'combination', 'sensitive', 'acne_prone']::text[]);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_concerns_check" CHECK ("products"."concerns" <@ ARRAY['dryness', 'oiliness', 'redness', 'dark_spots', 'acne', 'sensitivity', 'dark_circles', 'dullness']::text[]);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_free_of_check" CHECK ("products"."free_of" <@ ARRAY['fragrance', 'essential_oils', 'alcohol', 'sulphates', 'parabens', 'silicones', 'mineral_oil', 'animal_derived']::text[]);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" IN ('product.create', 'product.update', 'product.delete', 'product.archive', 'user.role', 'brand.create', 'consultation.claim', 'consultation.release', 'consultation.reply', 'review.hide', 'review.show'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" IN ('product', 'user', 'brand', 'consultation', 'review'));