CREATE TYPE "public"."auction_outcome" AS ENUM('sold', 'reserve_not_met', 'no_bids');--> statement-breakpoint
CREATE TYPE "public"."auction_status" AS ENUM('pending', 'scheduled', 'live', 'ended');--> statement-breakpoint
CREATE TYPE "public"."dealer_status" AS ENUM('pending', 'active', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."fee_status" AS ENUM('outstanding', 'collected');--> statement-breakpoint
CREATE TYPE "public"."kyc_kind" AS ENUM('seller', 'dealer');--> statement-breakpoint
CREATE TYPE "public"."kyc_status" AS ENUM('pending', 'approved', 'rejected', 'resubmission_requested');--> statement-breakpoint
CREATE TYPE "public"."listing_category" AS ENUM('vehicles', 'motorcycles', 'machinery', 'electronics', 'jewellery_watches', 'art_collectibles', 'home_garden', 'other');--> statement-breakpoint
CREATE TYPE "public"."listing_condition" AS ENUM('new', 'used', 'for_parts');--> statement-breakpoint
CREATE TYPE "public"."listing_status" AS ENUM('draft', 'pending_review', 'approved', 'rejected', 'in_auction', 'sold', 'unsold');--> statement-breakpoint
CREATE TYPE "public"."upload_purpose" AS ENUM('listing_photo', 'kyc_document');--> statement-breakpoint
CREATE TYPE "public"."upload_status" AS ENUM('pending', 'finalized');--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"status" "auction_status" NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"starting_price_cents" integer NOT NULL,
	"reserve_price_cents" integer,
	"current_price_cents" integer,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"outcome" "auction_outcome",
	"hammer_price_cents" integer,
	"winner_dealer_id" uuid,
	"fee_cents" integer,
	"fee_status" "fee_status",
	"fee_collected_at" timestamp with time zone,
	"fee_reference" text,
	"ended_at" timestamp with time zone,
	"force_end_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "dealer_status" NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address" jsonb NOT NULL,
	"website" text,
	"suspended_reason" text,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "kyc_kind" NOT NULL,
	"status" "kyc_status" NOT NULL,
	"details" jsonb NOT NULL,
	"document_upload_ids" uuid[] NOT NULL,
	"review_note" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"submitted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"status" "listing_status" NOT NULL,
	"title" text,
	"description" text DEFAULT '' NOT NULL,
	"category" "listing_category",
	"condition" "listing_condition",
	"location_city" text,
	"location_country" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"starting_price_cents" integer,
	"reserve_price_cents" integer,
	"currency" text NOT NULL,
	"rejection_reason" text,
	"rerun_count" integer DEFAULT 0 NOT NULL,
	"review_claimed_by" uuid,
	"review_claimed_until" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(title, '') || ' ' || description)) STORED,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"purpose" "upload_purpose" NOT NULL,
	"status" "upload_status" NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"listing_id" uuid,
	"width" integer,
	"height" integer,
	"received_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"finalized_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_winner_dealer_id_dealer_profiles_id_fk" FOREIGN KEY ("winner_dealer_id") REFERENCES "public"."dealer_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_profiles" ADD CONSTRAINT "dealer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_records" ADD CONSTRAINT "kyc_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_records" ADD CONSTRAINT "kyc_records_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_id_uploads_id_fk" FOREIGN KEY ("id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_review_claimed_by_users_id_fk" FOREIGN KEY ("review_claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auctions_listing_created_idx" ON "auctions" USING btree ("listing_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auctions_status_start_idx" ON "auctions" USING btree ("status","start_at");--> statement-breakpoint
CREATE INDEX "auctions_status_end_idx" ON "auctions" USING btree ("status","end_at");--> statement-breakpoint
CREATE INDEX "auctions_status_created_idx" ON "auctions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "auctions_fee_status_idx" ON "auctions" USING btree ("fee_status","ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_profiles_user_key" ON "dealer_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dealer_profiles_status_created_idx" ON "dealer_profiles" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "dealer_profiles_created_idx" ON "dealer_profiles" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_records_user_kind_key" ON "kyc_records" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "kyc_records_status_submitted_idx" ON "kyc_records" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "listing_photos_listing_position_idx" ON "listing_photos" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listings_seller_created_idx" ON "listings" USING btree ("seller_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_status_submitted_idx" ON "listings" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "listings_status_created_idx" ON "listings" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "uploads_status_expires_idx" ON "uploads" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "uploads_owner_created_idx" ON "uploads" USING btree ("owner_id","created_at");