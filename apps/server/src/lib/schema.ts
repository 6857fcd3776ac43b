/**
 * The platform's tables (ADR 040), owned by `lib/`: the audit trail (`lib/audit.ts`), shared
 * secrets (`lib/secrets.ts`), rate-limit counters and stream leases (`lib/limits/`), and the
 * domain-event outbox (`lib/jobs/`, ADR 041). Modules
 * write the audit trail only through `lib/audit.ts`.
 */

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../db/columns.js';
// Another area's table, only for a foreign key: from the assembled schema (ADR 040).
import { users } from '../db/schema.js';

/** The audit trail every state change writes in its own transaction (SPEC §6). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('audit_events_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_events_type_created_idx').on(t.type, t.createdAt.desc().nullsFirst()),
    index('audit_events_actor_created_idx').on(t.actorId, t.createdAt.desc().nullsFirst()),
    index('audit_events_subject_created_idx').on(t.subjectId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * Secrets every instance must share (SPEC §9): the access-token signing key and the key of
 * signed file links, generated once by whichever instance starts first (ADR 032). Embedded
 * mode keeps them in `DATA_DIR/secrets` instead.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull(),
});

/**
 * Fixed-window request counters of the rate limits when there is no Redis, or while it does
 * not answer (ADR 032): one row per key and window, reset in place when its window has passed.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: at('reset_at').notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);

/**
 * Open live-update streams counted per client address across instances (ADR 032): a lease per
 * stream, renewed while it is open and deleted when it closes; a lease its instance stopped
 * renewing (a crash) lapses at `expires_at`.
 */
export const streamLeases = pgTable(
  'stream_leases',
  {
    id: uuid('id').primaryKey(),
    key: text('key').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    index('stream_leases_key_expires_idx').on(t.key, t.expiresAt),
    index('stream_leases_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The domain-event outbox (ADR 041): one row per audit event of a subscribed type
 * (`domain_event_types`), written by a trigger on `audit_events` in the transaction of the
 * change, so an event exists if and only if its change committed. The relay moves rows into their
 * subscribers' jobs and deletes them in one transaction; what is here has not reached its
 * subscribers yet.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    /** The audit event's id: subscribers dedupe by it. */
    id: uuid('id').primaryKey(),
    type: text('type').notNull(),
    actorId: uuid('actor_id'),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('domain_events_created_idx').on(t.createdAt)],
);

/**
 * The event types some instance subscribes to (written by `Jobs.start`, never removed): the
 * audit trigger copies only these into `domain_events`, so an event nobody reacts to (every
 * `bid.placed`) costs its change no row, no wake-up and no relay (ADR 041).
 */
export const domainEventTypes = pgTable('domain_event_types', {
  type: text('type').primaryKey(),
});
