-- A bid's locking read in one round trip (issue 36): the auction row locked, then — after the
-- lock is held, each statement of a VOLATILE function taking a fresh snapshot under READ
-- COMMITTED — the bidding dealer as committed now and every standing maximum with its dealer's
-- status and suspension count. One plain statement could not do it: its other reads would use
-- the snapshot taken before it waited for the lock. The decision stays in the engine (TS); this
-- only reads. The bid sends it in BEGIN's round trip ("begin; select * from bid_lock(…)").
-- Rows are JSON with the tables' column names; the server maps them with the tables' own column
-- definitions. A missing auction gives a null `auction` and no bidders, the dealer still read.
CREATE FUNCTION "bid_lock"("p_auction" uuid, "p_user" uuid)
  RETURNS TABLE ("auction" json, "dealer" json, "bidders" json)
  LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "locked" "auctions";
BEGIN
  SELECT * INTO "locked" FROM "auctions" WHERE "id" = "p_auction" FOR UPDATE;
  RETURN QUERY SELECT
    CASE WHEN "locked"."id" IS NULL THEN NULL ELSE to_json("locked") END,
    (SELECT json_build_object('id', "d"."id", 'status', "d"."status",
        'suspension_count', "d"."suspension_count")
      FROM "dealer_profiles" AS "d" WHERE "d"."user_id" = "p_user"),
    (SELECT coalesce(json_agg(json_build_object('bidder', to_json("b"),
        'dealer_status', "d"."status", 'suspension_count', "d"."suspension_count")), '[]'::json)
      FROM "auction_bidders" AS "b" JOIN "dealer_profiles" AS "d" ON "d"."id" = "b"."dealer_id"
      WHERE "locked"."id" IS NOT NULL AND "b"."auction_id" = "locked"."id");
END $$;
