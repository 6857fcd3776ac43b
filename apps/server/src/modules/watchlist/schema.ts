/** The watchlist module's table (ADR 040). */

import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.js';
// Another area's table, only for a foreign key: from the assembled schema (ADR 040).
import { auctions, dealerProfiles } from '../../db/schema.js';

/** Dealers watching auctions (SPEC §5.7). */
export const watchlist = pgTable(
  'watchlist',
  {
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealerProfiles.id, { onDelete: 'cascade' }),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    endingSoonNotifiedAt: at('ending_soon_notified_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dealerId, t.auctionId] }),
    index('watchlist_auction_idx').on(t.auctionId),
    // The ending-soon reminders look only for watchers not yet reminded.
    index('watchlist_unreminded_idx')
      .on(t.auctionId)
      .where(sql`${t.endingSoonNotifiedAt} is null`),
  ],
);
