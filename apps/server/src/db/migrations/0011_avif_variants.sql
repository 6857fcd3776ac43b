ALTER TABLE "uploads" ADD COLUMN "thumbnail_avif_key" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "display_avif_key" text;