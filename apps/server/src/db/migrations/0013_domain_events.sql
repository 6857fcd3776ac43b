CREATE TABLE "domain_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"actor_id" uuid,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "domain_events_created_idx" ON "domain_events" USING btree ("created_at");--> statement-breakpoint
-- Every audit event is a domain event (ADR 041): copied in the same transaction, whatever
-- statement wrote it (the bid's one statement included), so no producer pays a round trip.
CREATE FUNCTION "domain_event_from_audit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "domain_events" ("id", "type", "actor_id", "subject_type", "subject_id", "data", "created_at")
  VALUES (NEW."id", NEW."type", NEW."actor_id", NEW."subject_type", NEW."subject_id", NEW."data", NEW."created_at");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_domain_event" AFTER INSERT ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "domain_event_from_audit"();
--> statement-breakpoint
-- Wakes the relays once per statement, delivered at commit (nothing if it rolls back).
CREATE FUNCTION "domain_events_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('domain_events', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "domain_events_notify" AFTER INSERT ON "domain_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "domain_events_notify"();
