ALTER TYPE "public"."notification_type" ADD VALUE 'offer.received';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'offer.accepted';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'offer.declined';