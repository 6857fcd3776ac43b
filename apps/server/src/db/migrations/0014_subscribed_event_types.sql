CREATE TABLE "domain_event_types" (
	"type" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "email_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
-- Only the audit events some subscriber reacts to become domain events (ADR 041): the others
-- (every bid's `bid.placed`) cost their change no row, no wake-up and no relay.
CREATE OR REPLACE FUNCTION "domain_event_from_audit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "domain_event_types" WHERE "type" = NEW."type") THEN
    INSERT INTO "domain_events" ("id", "type", "actor_id", "subject_type", "subject_id", "data", "created_at")
    VALUES (NEW."id", NEW."type", NEW."actor_id", NEW."subject_type", NEW."subject_id", NEW."data", NEW."created_at");
  END IF;
  RETURN NULL;
END $$;
