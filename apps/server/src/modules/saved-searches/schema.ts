/**
 * The saved-searches module's tables (ADR 040, ADR 051): dealers' saved searches, the auctions
 * each matched when first published, and the daily digests sent.
 */

import { savedSearchAlertSchema, type SavedSearchFilters } from '@gavel/contract';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, enumOf } from '../../db/columns.js';
// Other areas' tables, only for foreign keys: from the assembled schema (ADR 040).
import { auctions, dealerProfiles } from '../../db/schema.js';

export const savedSearchAlertEnum = enumOf('saved_search_alert', savedSearchAlertSchema.options);

/**
 * A dealer's saved search (SPEC §12). `filters` is the contract's filters object as validated
 * (numbers as numbers, enum filters as lists in the contract's order): matching reads it in SQL
 * (`auctions`' `savedFiltersMatch`, ADR 051).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealerProfiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<SavedSearchFilters>().notNull(),
    alert: savedSearchAlertEnum('alert').notNull(),
    createdAt: at('created_at').notNull(),
    lastAlertedAt: at('last_alerted_at'),
  },
  (t) => [
    // A dealer's list, newest first, and its keyset pages; its count under the dealer's lock.
    index('saved_searches_dealer_created_idx').on(
      t.dealerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A publication reads only the searches that alert.
    index('saved_searches_alerting_idx')
      .on(t.alert)
      .where(sql`${t.alert} <> 'off'`),
  ],
);

/**
 * One auction a search matched when the auction was first published: made once per (search,
 * auction) whatever the number of runs. An instant search's match is told at once; a daily
 * search's waits for its dealer's digest, which sets `digest_id`.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    dealerId: uuid('dealer_id').notNull(),
    /** The search's alert when it matched: `instant` (told) or `daily` (for the digest). */
    alert: savedSearchAlertEnum('alert').notNull(),
    /** When the auction was first published. */
    publishedAt: at('published_at').notNull(),
    digestId: uuid('digest_id').references(() => savedSearchDigests.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.auctionId] }),
    // The digest pass: daily matches not yet listed, per dealer.
    index('saved_search_matches_undigested_idx')
      .on(t.dealerId, t.publishedAt)
      .where(sql`${t.alert} = 'daily' and ${t.digestId} is null`),
    // Deleting an auction or a digest finds its matches (the foreign keys' cascade and set null).
    index('saved_search_matches_auction_idx').on(t.auctionId),
    index('saved_search_matches_digest_idx').on(t.digestId),
    // Housekeeping removes the old ones.
    index('saved_search_matches_published_idx').on(t.publishedAt),
  ],
);

/** One digest email per dealer and UTC day (SPEC §12): the unique key makes it at most one. */
export const savedSearchDigests = pgTable(
  'saved_search_digests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealerProfiles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: at('sent_at').notNull(),
    /** The searches it lists: what its one-click unsubscribe turns off (ADR 051). */
    searchIds: uuid('search_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
  },
  (t) => [
    uniqueIndex('saved_search_digests_dealer_day_key').on(t.dealerId, t.day),
    // Housekeeping removes the old ones.
    index('saved_search_digests_day_idx').on(t.day),
  ],
);
