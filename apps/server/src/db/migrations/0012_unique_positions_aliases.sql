-- Issue 28: unique indexes back photo positions and bidder aliases. The code never wrote
-- duplicates (both are decided under a row lock), but rows written otherwise could hold some, and
-- the indexes would then refuse to build: such rows are mended first, and untouched otherwise.
-- A listing whose photos share a place gets places 0…n-1 in its display order.
UPDATE "listing_photos" AS p SET "position" = r."rn" - 1
FROM (
  SELECT "id", row_number() OVER (
    PARTITION BY "listing_id" ORDER BY "position", "created_at", "id"
  ) AS "rn"
  FROM "listing_photos"
  WHERE "listing_id" IN (
    SELECT "listing_id" FROM "listing_photos"
    GROUP BY "listing_id", "position" HAVING count(*) > 1
  )
) AS r
WHERE p."id" = r."id";--> statement-breakpoint
-- A bidder sharing its alias with an earlier bidder of its auction takes a new alias after the
-- auction's highest one, so no alias already shown changes; the auction's count follows.
WITH "ranked" AS (
  SELECT "auction_id", "dealer_id", "alias_number", "created_at", row_number() OVER (
    PARTITION BY "auction_id", "alias_number" ORDER BY "created_at", "dealer_id"
  ) AS "k"
  FROM "auction_bidders"
), "moved" AS (
  SELECT d."auction_id", d."dealer_id",
    greatest(a."bidder_count", (
      SELECT max(b."alias_number") FROM "auction_bidders" AS b
      WHERE b."auction_id" = d."auction_id"
    )) + row_number() OVER (
      PARTITION BY d."auction_id" ORDER BY d."alias_number", d."created_at", d."dealer_id"
    ) AS "alias"
  FROM "ranked" AS d
  JOIN "auctions" AS a ON a."id" = d."auction_id"
  WHERE d."k" > 1
)
UPDATE "auction_bidders" AS b SET "alias_number" = m."alias"
FROM "moved" AS m
WHERE b."auction_id" = m."auction_id" AND b."dealer_id" = m."dealer_id";--> statement-breakpoint
UPDATE "auctions" AS a SET "bidder_count" = m."top"
FROM (
  SELECT "auction_id", max("alias_number") AS "top" FROM "auction_bidders" GROUP BY "auction_id"
) AS m
WHERE a."id" = m."auction_id" AND a."bidder_count" < m."top";--> statement-breakpoint
DROP INDEX "listing_photos_listing_position_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bidders_auction_alias_key" ON "auction_bidders" USING btree ("auction_id","alias_number");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_photos_listing_position_key" ON "listing_photos" USING btree ("listing_id","position");
