CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"region" text NOT NULL,
	"city" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"landmark" text,
	"digital_address" text,
	"postal_code" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_country_check" CHECK ("addresses"."country" IN ('GH', 'NG', 'KE', 'ZA', 'US'))
);
--> statement-breakpoint
CREATE TABLE "cart_deliveries" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"address_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"fee_cents" integer NOT NULL,
	"free_over_cents" integer,
	"estimate_min_days" integer NOT NULL,
	"estimate_max_days" integer NOT NULL,
	"pickup_point" jsonb,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_options_seed_key_key" UNIQUE("seed_key"),
	CONSTRAINT "delivery_options_kind_check" CHECK ("delivery_options"."kind" IN ('delivery', 'pickup')),
	CONSTRAINT "delivery_options_country_check" CHECK ("delivery_options"."country" IN ('GH', 'NG', 'KE', 'ZA', 'US')),
	CONSTRAINT "delivery_options_fee_check" CHECK ("delivery_options"."fee_cents" >= 0 AND ("delivery_options"."free_over_cents" IS NULL OR "delivery_options"."free_over_cents" >= 0)),
	CONSTRAINT "delivery_options_estimate_check" CHECK ("delivery_options"."estimate_min_days" >= 0 AND "delivery_options"."estimate_min_days" <= "delivery_options"."estimate_max_days"),
	CONSTRAINT "delivery_options_pickup_check" CHECK (("delivery_options"."kind" = 'pickup') = ("delivery_options"."pickup_point" IS NOT NULL)),
	CONSTRAINT "delivery_options_default_check" CHECK (NOT "delivery_options"."is_default" OR ("delivery_options"."kind" = 'pickup' AND "delivery_options"."active"))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_status_check" CHECK ("order_events"."status" IN ('unfulfilled', 'processing', 'shipped', 'delivered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"restock" boolean NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_cents_check" CHECK ("order_refunds"."amount_cents" > 0),
	CONSTRAINT "order_refunds_status_check" CHECK ("order_refunds"."status" IN ('pending', 'processed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_amount_cents_check" CHECK ("sandbox_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "reserved_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "restocked_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_status" text DEFAULT 'unfulfilled' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_deliveries" ADD CONSTRAINT "cart_deliveries_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_deliveries" ADD CONSTRAINT "cart_deliveries_option_id_fkey" FOREIGN KEY ("option_id") REFERENCES "public"."delivery_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_deliveries" ADD CONSTRAINT "cart_deliveries_address_id_fkey" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_per_user" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_options_one_default" ON "delivery_options" USING btree ("is_default") WHERE "delivery_options"."is_default";--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_reference_idx" ON "sandbox_refunds" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "orders_fulfilment_idx" ON "orders" USING btree ("fulfilment_status","paid_at") WHERE "orders"."status" = 'paid';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_check" CHECK ("products"."stock" >= 0);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_stock_check" CHECK ("order_items"."reserved_quantity" BETWEEN 0 AND "order_items"."quantity" AND "order_items"."restocked_quantity" BETWEEN 0 AND "order_items"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_status_check" CHECK ("orders"."fulfilment_status" IN ('unfulfilled', 'processing', 'shipped', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_carrier_check" CHECK ("orders"."carrier" IN ('dhl', 'ups', 'fedex', 'usps', 'ghana_post_ems', 'other'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_fee_cents_check" CHECK ("orders"."delivery_fee_cents" >= 0 AND "orders"."delivery_fee_cents" < "orders"."total_cents");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" IN ('product.create', 'product.update', 'product.delete', 'product.archive', 'user.role', 'brand.create', 'consultation.claim', 'consultation.release', 'consultation.reply', 'review.hide', 'review.show', 'order.fulfilment', 'order.cancel', 'order.refund', 'delivery_option.create', 'delivery_option.update'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" IN ('product', 'user', 'brand', 'consultation', 'review', 'order', 'delivery_option'));