/** The listings module's tables (ADR 040): listings and the order of their photos. */

import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  listingCategorySchema,
  listingConditionSchema,
  listingStatusSchema,
} from '@gavel/contract';
import { at, enumOf } from '../../db/columns.js';
// Another area's table, only for a foreign key: from the assembled schema (ADR 040).
import { uploads, users } from '../../db/schema.js';

export const listingStatusEnum = enumOf('listing_status', listingStatusSchema.options);
export const listingCategoryEnum = enumOf('listing_category', listingCategorySchema.options);
export const listingConditionEnum = enumOf('listing_condition', listingConditionSchema.options);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Drafts may be incomplete (the web app saves one when the first photo is added); submitting
 * checks that every required field is there.
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: listingStatusEnum('status').notNull(),
    title: text('title'),
    description: text('description').notNull().default(''),
    category: listingCategoryEnum('category'),
    condition: listingConditionEnum('condition'),
    locationCity: text('location_city'),
    locationCountry: text('location_country'),
    attributes: jsonb('attributes')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    startingPriceCents: integer('starting_price_cents'),
    reservePriceCents: integer('reserve_price_cents'),
    currency: text('currency').notNull(),
    rejectionReason: text('rejection_reason'),
    rerunCount: integer('rerun_count').notNull().default(0),
    reviewClaimedBy: uuid('review_claimed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewClaimedUntil: at('review_claimed_until'),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(title, '') || ' ' || description)`,
    ),
    submittedAt: at('submitted_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('listings_seller_created_idx').on(
      t.sellerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('listings_status_submitted_idx').on(t.status, t.submittedAt, t.id),
    index('listings_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The public list, newest first, over its statuses (`status in (…)` cannot use the index
    // above for order), with or without a category.
    index('listings_public_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} in ('in_auction', 'sold', 'unsold')`),
    index('listings_category_created_idx').on(
      t.category,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('listings_search_idx').using('gin', t.search),
  ],
);

/** A listing's photos; the id is the upload's id (SPEC §8). */
export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    createdAt: at('created_at').notNull(),
  },
  // Unique: two photos never share a place. A reorder moves the photos out of the way first
  // (listings/repository.ts `setPhotoOrder`): the index is checked row by row.
  (t) => [uniqueIndex('listing_photos_listing_position_key').on(t.listingId, t.position)],
);
