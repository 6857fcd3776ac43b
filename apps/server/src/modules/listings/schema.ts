/** The listings module's tables (ADR 040): listings and the order of their photos. */

import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DAMAGE_KINDS,
  listingCategorySchema,
  listingConditionSchema,
  listingStatusSchema,
  MILES_TO_KM,
  PANELS,
  SEVERITIES,
  type Specifics,
  type Tyres,
} from '@gavel/contract';
import { at, enumOf } from '../../db/columns.js';
// Another area's table, only for a foreign key: from the assembled schema (ADR 040).
import { uploads, users } from '../../db/schema.js';

export const listingStatusEnum = enumOf('listing_status', listingStatusSchema.options);
export const listingCategoryEnum = enumOf('listing_category', listingCategorySchema.options);
export const listingConditionEnum = enumOf('listing_condition', listingConditionSchema.options);

export const panelEnum = enumOf('condition_panel', PANELS);
export const damageKindEnum = enumOf('damage_kind', DAMAGE_KINDS);
export const severityEnum = enumOf('damage_severity', SEVERITIES);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A specific read as text from `specifics` (SPEC §11); only validated values are written. */
const specificText = (key: string) => sql.raw(`(specifics ->> '${key}')`);

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
    /**
     * Typed item specifics (SPEC §11), written only after `checkSpecifics`. The filterable keys
     * are also generated columns below (ADR 045), so filters and facets read typed, indexed values.
     */
    specifics: jsonb('specifics')
      .$type<Specifics>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    // Filterable specifics, generated from `specifics` (ADR 045): text keys lower-cased for the
    // case-insensitive filters, the odometer in kilometres (miles × `MILES_TO_KM`).
    specMake: text('spec_make').generatedAlwaysAs(sql`lower(${specificText('make')})`),
    specModel: text('spec_model').generatedAlwaysAs(sql`lower(${specificText('model')})`),
    specBrand: text('spec_brand').generatedAlwaysAs(sql`lower(${specificText('brand')})`),
    specYear: integer('spec_year').generatedAlwaysAs(sql`(${specificText('year')})::integer`),
    specMileageKm: integer('spec_mileage_km').generatedAlwaysAs(
      sql`case when ${specificText('mileage_unit')} = 'mi' then round((${specificText('mileage')})::numeric * ${sql.raw(String(MILES_TO_KM))})::integer else (${specificText('mileage')})::integer end`,
    ),
    specFuel: text('spec_fuel').generatedAlwaysAs(specificText('fuel')),
    specTransmission: text('spec_transmission').generatedAlwaysAs(specificText('transmission')),
    specBodyType: text('spec_body_type').generatedAlwaysAs(specificText('body_type')),
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
    /**
     * The cover: the first of the listing's photos (`listing_photos` by `position`), null without
     * any. Kept by the trigger `listing_photos_cover` (migration 0029, ADR 061) whatever changes
     * a photo, so that a list reads it from the row instead of looking each card's photos up.
     */
    coverPhotoId: uuid('cover_photo_id'),
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
    // The stock filters and facets (SPEC §11, ADR 045). Each filterable specific has its own
    // index, over the listings that have it, so several filters combine (a bitmap AND); a
    // make's index also orders its spellings, so a facet shows one as written.
    index('listings_spec_make_idx')
      .on(t.specMake, sql`((${t.specifics} ->> 'make') collate "C")`)
      .where(sql`${t.specMake} is not null`),
    index('listings_spec_model_idx')
      .on(t.specModel)
      .where(sql`${t.specModel} is not null`),
    index('listings_spec_brand_idx')
      .on(t.specBrand)
      .where(sql`${t.specBrand} is not null`),
    index('listings_spec_year_idx')
      .on(t.specYear)
      .where(sql`${t.specYear} is not null`),
    index('listings_spec_mileage_idx')
      .on(t.specMileageKm)
      .where(sql`${t.specMileageKm} is not null`),
    index('listings_spec_fuel_idx')
      .on(t.specFuel)
      .where(sql`${t.specFuel} is not null`),
    index('listings_spec_transmission_idx')
      .on(t.specTransmission)
      .where(sql`${t.specTransmission} is not null`),
    index('listings_spec_body_type_idx')
      .on(t.specBodyType)
      .where(sql`${t.specBodyType} is not null`),
    index('listings_country_idx').on(t.locationCountry),
    // What the facets count by, in the order of the id, read without the table (an index-only
    // scan merged with auctions' `auctions_public_listing_idx`, ADR 045). Drizzle has no
    // INCLUDE: the columns are keys after the id.
    index('listings_facets_idx').on(
      t.id,
      t.category,
      t.specMake,
      t.specFuel,
      t.specTransmission,
      t.specBodyType,
      t.locationCountry,
    ),
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

/**
 * A vehicle's condition report (SPEC §11), one per listing; replaced whole by each `PUT`. Points
 * and grade are computed by the contract's `gradeOf` when it is written.
 */
export const conditionReports = pgTable('condition_reports', {
  listingId: uuid('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  tyres: jsonb('tyres').$type<Tyres>(),
  warningLights: boolean('warning_lights').notNull(),
  runsAndDrives: boolean('runs_and_drives').notNull(),
  keys: smallint('keys').notNull(),
  notes: text('notes'),
  points: integer('points').notNull(),
  grade: smallint('grade').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** A report's damages in the seller's order; deleting the photo clears `photo_id` (SPEC §11). */
export const conditionDamages = pgTable(
  'condition_damages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => conditionReports.listingId, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    panel: panelEnum('panel').notNull(),
    kind: damageKindEnum('kind').notNull(),
    severity: severityEnum('severity').notNull(),
    note: text('note'),
    photoId: uuid('photo_id').references(() => listingPhotos.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('condition_damages_listing_position_key').on(t.listingId, t.position),
    index('condition_damages_photo_idx').on(t.photoId),
  ],
);
