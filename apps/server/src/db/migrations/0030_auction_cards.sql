-- Each auction's card stored with it (issue 36, ADR 065): the public answer's fields as JSON
-- text, so a list reads two texts per card instead of writing every card's JSON per request.
-- `card_head` holds the auction's own fields (an unclosed object: `{"id":…,"currency":…`),
-- `card_listing` its listing's part (`PublicAuction.listing`); a read adds `server_time` and
-- a dealer's fields. The expressions are rendered from apps/server/src/modules/auctions/
-- answer-sql.ts (`cardTriggerExpressions`, the contract's increment bands included), and a
-- test compares them with these functions.
ALTER TABLE "auctions" ADD COLUMN "card_head" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "card_listing" text;--> statement-breakpoint
CREATE FUNCTION "auction_card_listing"("l" "listings") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT (('{"title":' || coalesce(to_json("l"."title")::text, 'null') || ',"thumbnail_url":' || coalesce('"' || ((case when "l"."status" in ('in_auction', 'sold', 'unsold') and "l"."cover_photo_id" is not null then '/api/photos/' || "l"."cover_photo_id" || '/thumbnail' end))::text || '"', 'null') || ',"location_city":' || coalesce(to_json("l"."location_city")::text, 'null')) || '}')
$$;--> statement-breakpoint
-- Before every insert, and every update that sets a field the card shows (a bid's included):
-- the head again; the listing's part on an insert, a move to another listing, or when missing.
CREATE FUNCTION "auction_card_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."card_head" := ('{"id":' || coalesce('"' || (NEW."id")::text || '"', 'null') || ',"listing_id":' || coalesce('"' || (NEW."listing_id")::text || '"', 'null') || ',"status":' || coalesce('"' || (NEW."status")::text || '"', 'null') || ',"start_at":' || coalesce('"' || (to_char(NEW."start_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text || '"', 'null') || ',"end_at":' || coalesce('"' || (to_char(NEW."end_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text || '"', 'null') || ',"starting_price_cents":' || coalesce((NEW."starting_price_cents")::text, 'null') || ',"current_price_cents":' || coalesce((NEW."current_price_cents")::text, 'null') || ',"min_next_bid_cents":' || coalesce(((case when NEW."current_price_cents" is null then NEW."starting_price_cents" when NEW."current_price_cents" < 1000000000 then least((NEW."current_price_cents" + (case when NEW."current_price_cents" < 100000 then 1000 when NEW."current_price_cents" < 500000 then 5000 when NEW."current_price_cents" < 2000000 then 10000 else 25000 end)), 1000000000) else (NEW."current_price_cents" + (case when NEW."current_price_cents" < 100000 then 1000 when NEW."current_price_cents" < 500000 then 5000 when NEW."current_price_cents" < 2000000 then 10000 else 25000 end)) end))::text, 'null') || ',"bid_count":' || coalesce((NEW."bid_count")::text, 'null') || ',"reserve_met":' || coalesce(((case when NEW."reserve_price_cents" is null then null else coalesce(NEW."current_price_cents" >= NEW."reserve_price_cents", false) end))::text, 'null') || ',"outcome":' || coalesce('"' || (NEW."outcome")::text || '"', 'null') || ',"currency":' || coalesce(to_json(NEW."currency")::text, 'null'));
  IF TG_OP = 'INSERT' OR NEW."card_listing" IS NULL
    OR NEW."listing_id" IS DISTINCT FROM OLD."listing_id" THEN
    NEW."card_listing" := (SELECT "auction_card_listing"("l") FROM "listings" AS "l"
      WHERE "l"."id" = NEW."listing_id");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "auctions_card" BEFORE INSERT OR UPDATE OF "id", "listing_id", "status", "start_at", "end_at", "starting_price_cents", "current_price_cents", "bid_count", "reserve_price_cents", "outcome", "currency"
  ON "auctions" FOR EACH ROW EXECUTE FUNCTION "auction_card_sync"();--> statement-breakpoint
-- After every update of a listing that sets a field its cards show: each of its auctions'
-- listing part, where it changed (the cover's own trigger, 0029, sets `cover_photo_id`).
CREATE FUNCTION "listing_card_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "card" text := "auction_card_listing"(NEW);
BEGIN
  UPDATE "auctions" SET "card_listing" = "card"
    WHERE "listing_id" = NEW."id" AND "card_listing" IS DISTINCT FROM "card";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "listings_card" AFTER UPDATE OF "title", "location_city", "status", "cover_photo_id"
  ON "listings" FOR EACH ROW EXECUTE FUNCTION "listing_card_sync"();--> statement-breakpoint
-- Every existing auction's card, by its trigger (`card_listing` is null).
UPDATE "auctions" SET "listing_id" = "listing_id";--> statement-breakpoint
ALTER TABLE "auctions" ALTER COLUMN "card_head" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ALTER COLUMN "card_listing" SET NOT NULL;
