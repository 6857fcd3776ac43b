-- Each listing's cover kept on its row (issue 36, ADR 061): the first of its photos by position,
-- null without any. A list reads it from the row instead of looking up each card's photos.
ALTER TABLE "listings" ADD COLUMN "cover_photo_id" uuid;--> statement-breakpoint
-- The one declaration of "the cover": every insert, move or delete of a photo (a reorder, or a
-- cascade from a deleted upload or listing) sets it again for the listing it touched, when it
-- changed. Row triggers fire after their statement, so a reorder's last one sees its end state.
CREATE FUNCTION "listing_cover_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "touched" uuid;
BEGIN
  FOREACH "touched" IN ARRAY ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD."listing_id" END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW."listing_id" END
  ] LOOP
    CONTINUE WHEN "touched" IS NULL;
    UPDATE "listings" AS "l" SET "cover_photo_id" = "first"."id"
      FROM (SELECT (SELECT "p"."id" FROM "listing_photos" AS "p"
        WHERE "p"."listing_id" = "touched" ORDER BY "p"."position" LIMIT 1) AS "id") AS "first"
      WHERE "l"."id" = "touched" AND "l"."cover_photo_id" IS DISTINCT FROM "first"."id";
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "listing_photos_cover" AFTER INSERT OR UPDATE OR DELETE ON "listing_photos"
  FOR EACH ROW EXECUTE FUNCTION "listing_cover_sync"();--> statement-breakpoint
UPDATE "listings" AS "l" SET "cover_photo_id" = (SELECT "p"."id" FROM "listing_photos" AS "p"
  WHERE "p"."listing_id" = "l"."id" ORDER BY "p"."position" LIMIT 1)
  WHERE EXISTS (SELECT 1 FROM "listing_photos" AS "p" WHERE "p"."listing_id" = "l"."id");
