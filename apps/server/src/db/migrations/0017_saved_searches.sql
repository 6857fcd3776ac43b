CREATE TYPE "public"."saved_search_alert" AS ENUM('instant', 'daily', 'off');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'saved_search.match';--> statement-breakpoint
CREATE TABLE "saved_search_digests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"saved_search_id" uuid NOT NULL,
	"auction_id" uuid NOT NULL,
	"dealer_id" uuid NOT NULL,
	"alert" "saved_search_alert" NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"digest_id" uuid,
	CONSTRAINT "saved_search_matches_saved_search_id_auction_id_pk" PRIMARY KEY("saved_search_id","auction_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"alert" "saved_search_alert" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_alerted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "saved_search_digests" ADD CONSTRAINT "saved_search_digests_dealer_id_dealer_profiles_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealer_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_digest_id_saved_search_digests_id_fk" FOREIGN KEY ("digest_id") REFERENCES "public"."saved_search_digests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_dealer_id_dealer_profiles_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealer_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_digests_dealer_day_key" ON "saved_search_digests" USING btree ("dealer_id","day");--> statement-breakpoint
CREATE INDEX "saved_search_matches_undigested_idx" ON "saved_search_matches" USING btree ("dealer_id","published_at") WHERE "saved_search_matches"."alert" = 'daily' and "saved_search_matches"."digest_id" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_dealer_created_idx" ON "saved_searches" USING btree ("dealer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_searches_alerting_idx" ON "saved_searches" USING btree ("alert") WHERE "saved_searches"."alert" <> 'off';