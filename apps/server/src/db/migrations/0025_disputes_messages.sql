CREATE TYPE "public"."dispute_decision" AS ENUM('rejected', 'price_adjusted', 'sale_cancelled');--> statement-breakpoint
CREATE TYPE "public"."dispute_reason" AS ENUM('not_as_described', 'undisclosed_damage', 'mileage_discrepancy', 'documents', 'other');--> statement-breakpoint
CREATE TYPE "public"."dispute_status" AS ENUM('open', 'resolved');--> statement-breakpoint
CREATE TYPE "public"."message_author" AS ENUM('seller', 'dealer', 'staff');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'message.received';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'dispute.opened';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'dispute.resolved';--> statement-breakpoint
ALTER TYPE "public"."upload_purpose" ADD VALUE 'dispute_photo';--> statement-breakpoint
ALTER TYPE "public"."auction_outcome" ADD VALUE 'cancelled';--> statement-breakpoint
CREATE TABLE "auction_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"auction_id" uuid NOT NULL,
	"from" "message_author" NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dispute_photos" (
	"dispute_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "dispute_photos_dispute_id_upload_id_pk" PRIMARY KEY("dispute_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"auction_id" uuid NOT NULL,
	"dealer_id" uuid,
	"status" "dispute_status" NOT NULL,
	"reason" "dispute_reason" NOT NULL,
	"description" text NOT NULL,
	"requested_adjustment_cents" integer,
	"sale_price_cents" integer NOT NULL,
	"sold_at" timestamp with time zone NOT NULL,
	"seller_response" text,
	"responded_at" timestamp with time zone,
	"decision" "dispute_decision",
	"adjusted_price_cents" integer,
	"note" text,
	"decided_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "disputes_resolved" CHECK (("disputes"."status" = 'resolved') = ("disputes"."decision" is not null and "disputes"."resolved_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "message_emails" (
	"auction_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"emailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_emails_auction_id_recipient_id_pk" PRIMARY KEY("auction_id","recipient_id")
);
--> statement-breakpoint
ALTER TABLE "auction_messages" ADD CONSTRAINT "auction_messages_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_messages" ADD CONSTRAINT "auction_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_photos" ADD CONSTRAINT "dispute_photos_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_photos" ADD CONSTRAINT "dispute_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_dealer_id_dealer_profiles_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealer_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_emails" ADD CONSTRAINT "message_emails_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_emails" ADD CONSTRAINT "message_emails_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_messages_auction_idx" ON "auction_messages" USING btree ("auction_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_photos_upload_key" ON "dispute_photos" USING btree ("upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_auction_key" ON "disputes" USING btree ("auction_id");--> statement-breakpoint
CREATE INDEX "disputes_status_created_idx" ON "disputes" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "disputes_dealer_idx" ON "disputes" USING btree ("dealer_id");