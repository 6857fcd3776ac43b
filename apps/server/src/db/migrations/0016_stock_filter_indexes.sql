CREATE INDEX "listings_spec_make_idx" ON "listings" USING btree ("spec_make",(("specifics" ->> 'make') collate "C")) WHERE "listings"."spec_make" is not null;--> statement-breakpoint
CREATE INDEX "listings_spec_model_idx" ON "listings" USING btree ("spec_model") WHERE "listings"."spec_model" is not null;--> statement-breakpoint
CREATE INDEX "listings_spec_brand_idx" ON "listings" USING btree ("spec_brand") WHERE "listings"."spec_brand" is not null;--> statement-breakpoint
CREATE INDEX "listings_spec_year_idx" ON "listings" USING btree ("spec_year") WHERE "listings"."spec_year" is not null;--> statement-breakpoint
CREATE INDEX "listings_spec_mileage_idx" ON "listings" USING btree ("spec_mileage_km") WHERE "listings"."spec_mileage_km" is not null;--> statement-breakpoint
CREATE INDEX "listings_spec_fuel_idx" ON "listings" USING btree ("spec_fuel") WHERE "listings"."spec_fuel" is not null;--> statement-breakpoint
CREATE INDEX "listings_spec_transmission_idx" ON "listings" USING btree ("spec_transmission") WHERE "listings"."spec_transmission" is not null;--> statement-breakpoint
CREATE INDEX "listings_spec_body_type_idx" ON "listings" USING btree ("spec_body_type") WHERE "listings"."spec_body_type" is not null;--> statement-breakpoint
CREATE INDEX "listings_country_idx" ON "listings" USING btree ("location_country");--> statement-breakpoint
CREATE INDEX "listings_facets_idx" ON "listings" USING btree ("id","category","spec_make","spec_fuel","spec_transmission","spec_body_type","location_country");--> statement-breakpoint
CREATE INDEX "auctions_public_listing_idx" ON "auctions" USING btree ("listing_id","status") WHERE "auctions"."status" in ('scheduled', 'live', 'ended');--> statement-breakpoint
CREATE INDEX "auctions_public_status_idx" ON "auctions" USING btree ("status") WHERE "auctions"."status" in ('scheduled', 'live', 'ended');--> statement-breakpoint
-- The price a list filters and sorts by is an expression no index may hold (a bid changes it,
-- docs/performance-explain.md). Its statistics let PostgreSQL estimate a price range: without
-- them it guesses a third of the auctions per bound and scans them all (ADR 045).
CREATE STATISTICS "auctions_price_stats" ON (coalesce("current_price_cents", "starting_price_cents")) FROM "auctions";
