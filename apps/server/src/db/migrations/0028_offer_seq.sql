-- An offer's place in its negotiation (ADR 060): the rows made before it are numbered in the
-- order they were read before, time then id, which is the order they were shown in.
ALTER TABLE "negotiation_offers" ADD COLUMN "seq" integer;--> statement-breakpoint
UPDATE "negotiation_offers" AS o SET "seq" = n.seq FROM (SELECT "id", (row_number() OVER (PARTITION BY "auction_id" ORDER BY "created_at", "id") - 1)::integer AS seq FROM "negotiation_offers") AS n WHERE o."id" = n."id";--> statement-breakpoint
ALTER TABLE "negotiation_offers" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
DROP INDEX "negotiation_offers_auction_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "negotiation_offers_auction_seq_key" ON "negotiation_offers" USING btree ("auction_id","seq");
