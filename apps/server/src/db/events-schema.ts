import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The domain-event outbox (ADR 041): one row per audit event, written by a trigger on
 * `audit_events` in the transaction of the change, so an event exists if and only if its change
 * committed. The relay moves rows into their subscribers' jobs and deletes them in one
 * transaction; what is here has not reached its subscribers yet.
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
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('domain_events_created_idx').on(t.createdAt)],
);
