CREATE INDEX "saved_search_digests_day_idx" ON "saved_search_digests" USING btree ("day");--> statement-breakpoint
CREATE INDEX "saved_search_matches_auction_idx" ON "saved_search_matches" USING btree ("auction_id");--> statement-breakpoint
CREATE INDEX "saved_search_matches_digest_idx" ON "saved_search_matches" USING btree ("digest_id");--> statement-breakpoint
CREATE INDEX "saved_search_matches_published_idx" ON "saved_search_matches" USING btree ("published_at");