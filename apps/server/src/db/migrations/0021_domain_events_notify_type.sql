-- The relays' wake-up names the types a commit wrote (issue 33): one NOTIFY per type of the
-- statement's events, delivered at commit (identical ones of a transaction are folded into one),
-- so a relay held back under load is brought forward by an event someone waits for.
DROP TRIGGER "domain_events_notify" ON "domain_events";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "domain_events_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('domain_events', "type") FROM (SELECT DISTINCT "type" FROM "new_events") AS "types";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "domain_events_notify" AFTER INSERT ON "domain_events"
  REFERENCING NEW TABLE AS "new_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "domain_events_notify"();
