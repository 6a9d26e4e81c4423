ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "analyses" ALTER COLUMN "image_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "keep_analysis_photos" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" IN ('product.create', 'product.update', 'product.delete', 'product.archive', 'product.picture_delete', 'user.role', 'user.delete', 'brand.create', 'consultation.claim', 'consultation.release', 'consultation.reply', 'review.hide', 'review.show'));