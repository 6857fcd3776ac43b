DROP INDEX "auctions_listing_created_idx";--> statement-breakpoint
DROP INDEX "auctions_status_start_idx";--> statement-breakpoint
DROP INDEX "auctions_status_end_idx";--> statement-breakpoint
DROP INDEX "audit_events_created_idx";--> statement-breakpoint
DROP INDEX "audit_events_type_created_idx";--> statement-breakpoint
DROP INDEX "audit_events_actor_created_idx";--> statement-breakpoint
DROP INDEX "audit_events_subject_created_idx";--> statement-breakpoint
DROP INDEX "listings_seller_created_idx";--> statement-breakpoint
DROP INDEX "listings_status_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_unread_idx";--> statement-breakpoint
CREATE INDEX "auctions_public_end_idx" ON "auctions" USING btree ("end_at","id") WHERE "auctions"."status" in ('scheduled', 'live', 'ended');--> statement-breakpoint
CREATE INDEX "auctions_public_start_idx" ON "auctions" USING btree ("start_at","id") WHERE "auctions"."status" in ('scheduled', 'live', 'ended');--> statement-breakpoint
CREATE INDEX "auctions_active_end_idx" ON "auctions" USING btree ("end_at","id") WHERE "auctions"."status" in ('scheduled', 'live');--> statement-breakpoint
CREATE INDEX "listings_public_created_idx" ON "listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" in ('in_auction', 'sold', 'unsold');--> statement-breakpoint
CREATE INDEX "listings_category_created_idx" ON "listings" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "auctions_listing_created_idx" ON "auctions" USING btree ("listing_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "auctions_status_start_idx" ON "auctions" USING btree ("status","start_at","id");--> statement-breakpoint
CREATE INDEX "auctions_status_end_idx" ON "auctions" USING btree ("status","end_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_type_created_idx" ON "audit_events" USING btree ("type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_actor_created_idx" ON "audit_events" USING btree ("actor_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_subject_created_idx" ON "audit_events" USING btree ("subject_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_seller_created_idx" ON "listings" USING btree ("seller_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_status_created_idx" ON "listings" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "notifications"."read_at" is null;