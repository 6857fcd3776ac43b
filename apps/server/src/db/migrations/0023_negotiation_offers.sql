CREATE TYPE "public"."offer_side" AS ENUM('seller', 'dealer');--> statement-breakpoint
CREATE TYPE "public"."offer_status" AS ENUM('pending', 'accepted', 'declined', 'countered', 'lapsed');--> statement-breakpoint
CREATE TABLE "negotiation_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"auction_id" uuid NOT NULL,
	"by" "offer_side" NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "offer_status" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "negotiation_offers" ADD CONSTRAINT "negotiation_offers_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "negotiation_offers_auction_idx" ON "negotiation_offers" USING btree ("auction_id","created_at","id");