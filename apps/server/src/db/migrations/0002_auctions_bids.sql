CREATE TABLE "auction_bidders" (
	"auction_id" uuid NOT NULL,
	"dealer_id" uuid NOT NULL,
	"alias_number" integer NOT NULL,
	"max_cents" integer NOT NULL,
	"max_since" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auction_bidders_auction_id_dealer_id_pk" PRIMARY KEY("auction_id","dealer_id")
);
--> statement-breakpoint
CREATE TABLE "auction_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"auction_id" uuid NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"dealer_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"max_amount_cents" integer,
	"is_proxy" boolean NOT NULL,
	"seq" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"dealer_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_dealer_id_key_pk" PRIMARY KEY("dealer_id","key")
);
--> statement-breakpoint
CREATE TABLE "watchlist" (
	"dealer_id" uuid NOT NULL,
	"auction_id" uuid NOT NULL,
	"ending_soon_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "watchlist_dealer_id_auction_id_pk" PRIMARY KEY("dealer_id","auction_id")
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "leader_dealer_id" uuid;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "bidder_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_bidders" ADD CONSTRAINT "auction_bidders_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bidders" ADD CONSTRAINT "auction_bidders_dealer_id_dealer_profiles_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealer_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_events" ADD CONSTRAINT "auction_events_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_dealer_id_dealer_profiles_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealer_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_dealer_id_dealer_profiles_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealer_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_dealer_id_dealer_profiles_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealer_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_bidders_dealer_idx" ON "auction_bidders" USING btree ("dealer_id","auction_id");--> statement-breakpoint
CREATE INDEX "auction_events_auction_id_idx" ON "auction_events" USING btree ("auction_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_auction_seq_key" ON "bids" USING btree ("auction_id","seq");--> statement-breakpoint
CREATE INDEX "bids_dealer_auction_idx" ON "bids" USING btree ("dealer_id","auction_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "watchlist_auction_idx" ON "watchlist" USING btree ("auction_id");--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_leader_dealer_id_dealer_profiles_id_fk" FOREIGN KEY ("leader_dealer_id") REFERENCES "public"."dealer_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auctions_winner_idx" ON "auctions" USING btree ("winner_dealer_id","ended_at");