ALTER TABLE "auction_bidders" ADD COLUMN "suspensions_seen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "unsold_reason" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "offer_dealer_id" uuid;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "offer_cents" integer;--> statement-breakpoint
ALTER TABLE "dealer_profiles" ADD COLUMN "suspension_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_offer_dealer_id_dealer_profiles_id_fk" FOREIGN KEY ("offer_dealer_id") REFERENCES "public"."dealer_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Backfill (ADR 025): each dealer's suspensions so far, from the audit trail.
UPDATE "dealer_profiles" AS p SET "suspension_count" = s.n
  FROM (SELECT "subject_id", count(*)::integer AS n FROM "audit_events"
        WHERE "type" = 'dealer.suspended' GROUP BY "subject_id") AS s
  WHERE s."subject_id" = p."id";--> statement-breakpoint
-- A standing maximum saw the suspensions that came before it was last set; later ones void it.
UPDATE "auction_bidders" AS b SET "suspensions_seen" = (
  SELECT count(*)::integer FROM "audit_events" AS e
  WHERE e."type" = 'dealer.suspended' AND e."subject_id" = b."dealer_id"
    AND e."created_at" < b."updated_at");--> statement-breakpoint
-- Auctions that already ended below the reserve offer their leader's bid, as before.
UPDATE "auctions" SET "offer_dealer_id" = "leader_dealer_id", "offer_cents" = "current_price_cents"
  WHERE "outcome" = 'reserve_not_met' AND "leader_dealer_id" IS NOT NULL;
