CREATE TYPE "public"."damage_kind" AS ENUM('scratch', 'scuff', 'dent', 'chip', 'crack', 'rust', 'paint', 'missing', 'mechanical', 'other');--> statement-breakpoint
CREATE TYPE "public"."condition_panel" AS ENUM('front_bumper', 'bonnet', 'roof', 'boot', 'rear_bumper', 'front_left_wing', 'front_right_wing', 'front_left_door', 'front_right_door', 'rear_left_door', 'rear_right_door', 'rear_left_quarter', 'rear_right_quarter', 'windscreen', 'rear_window', 'left_mirror', 'right_mirror', 'front_left_wheel', 'front_right_wheel', 'rear_left_wheel', 'rear_right_wheel', 'interior', 'underbody', 'engine');--> statement-breakpoint
CREATE TYPE "public"."damage_severity" AS ENUM('minor', 'moderate', 'major');--> statement-breakpoint
CREATE TABLE "condition_damages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"panel" "condition_panel" NOT NULL,
	"kind" "damage_kind" NOT NULL,
	"severity" "damage_severity" NOT NULL,
	"note" text,
	"photo_id" uuid
);
--> statement-breakpoint
CREATE TABLE "condition_reports" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"tyres" jsonb,
	"warning_lights" boolean NOT NULL,
	"runs_and_drives" boolean NOT NULL,
	"keys" smallint NOT NULL,
	"notes" text,
	"points" integer NOT NULL,
	"grade" smallint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "specifics" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "spec_make" text GENERATED ALWAYS AS (lower((specifics ->> 'make'))) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "spec_model" text GENERATED ALWAYS AS (lower((specifics ->> 'model'))) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "spec_brand" text GENERATED ALWAYS AS (lower((specifics ->> 'brand'))) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "spec_year" integer GENERATED ALWAYS AS (((specifics ->> 'year'))::integer) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "spec_mileage_km" integer GENERATED ALWAYS AS (case when (specifics ->> 'mileage_unit') = 'mi' then round(((specifics ->> 'mileage'))::numeric * 1.609344)::integer else ((specifics ->> 'mileage'))::integer end) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "spec_fuel" text GENERATED ALWAYS AS ((specifics ->> 'fuel')) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "spec_transmission" text GENERATED ALWAYS AS ((specifics ->> 'transmission')) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "spec_body_type" text GENERATED ALWAYS AS ((specifics ->> 'body_type')) STORED;--> statement-breakpoint
ALTER TABLE "condition_damages" ADD CONSTRAINT "condition_damages_listing_id_condition_reports_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."condition_reports"("listing_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_damages" ADD CONSTRAINT "condition_damages_photo_id_listing_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."listing_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_reports" ADD CONSTRAINT "condition_reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "condition_damages_listing_position_key" ON "condition_damages" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "condition_damages_photo_idx" ON "condition_damages" USING btree ("photo_id");--> statement-breakpoint
-- Attributes that look like specifics (SPEC §11, issue 32 item 4): an attribute named make,
-- model, year or brand in any case is copied into `specifics` when it validates for the listing's
-- category (text: not empty; year: from 1886 to next year, in every category). The
-- attributes themselves are kept as they were; a value that does not validate stays only there.
WITH found AS (
  SELECT
    l.id,
    l.category,
    nullif(trim((SELECT a.value FROM jsonb_each_text(l.attributes) a WHERE lower(trim(a.key)) = 'make' LIMIT 1)), '') AS make,
    nullif(trim((SELECT a.value FROM jsonb_each_text(l.attributes) a WHERE lower(trim(a.key)) = 'model' LIMIT 1)), '') AS model,
    nullif(trim((SELECT a.value FROM jsonb_each_text(l.attributes) a WHERE lower(trim(a.key)) = 'brand' LIMIT 1)), '') AS brand,
    trim((SELECT a.value FROM jsonb_each_text(l.attributes) a WHERE lower(trim(a.key)) = 'year' LIMIT 1)) AS year_text
  FROM listings l
  WHERE l.category IN ('vehicles', 'motorcycles', 'machinery', 'electronics', 'jewellery_watches', 'art_collectibles', 'home_garden')
    AND l.attributes <> '{}'::jsonb
),
typed AS (
  SELECT
    id,
    category,
    CASE WHEN category IN ('vehicles', 'motorcycles', 'machinery') THEN make END AS make,
    CASE WHEN category IN ('vehicles', 'motorcycles', 'machinery', 'electronics', 'jewellery_watches') THEN model END AS model,
    CASE WHEN category IN ('electronics', 'jewellery_watches', 'home_garden') THEN brand END AS brand,
    CASE
      WHEN category IN ('vehicles', 'motorcycles', 'machinery', 'art_collectibles')
        AND year_text ~ '^[0-9]{4}$'
        AND year_text::integer BETWEEN 1886
          AND extract(year FROM now() AT TIME ZONE 'UTC')::integer + 1
      THEN year_text::integer
    END AS year
  FROM found
)
UPDATE listings l
SET specifics = l.specifics || jsonb_strip_nulls(jsonb_build_object('make', t.make, 'model', t.model, 'brand', t.brand, 'year', t.year))
FROM typed t
WHERE l.id = t.id AND (t.make IS NOT NULL OR t.model IS NOT NULL OR t.brand IS NOT NULL OR t.year IS NOT NULL);
