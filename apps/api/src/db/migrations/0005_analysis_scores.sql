ALTER TABLE "analyses" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "scores" jsonb;