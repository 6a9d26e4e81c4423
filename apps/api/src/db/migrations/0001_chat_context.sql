ALTER TABLE "chat_messages" ADD COLUMN "context" jsonb;--> statement-breakpoint
ALTER TABLE "chat_messages" DROP COLUMN "intent";--> statement-breakpoint
ALTER TABLE "chat_messages" DROP COLUMN "query";