import { z } from 'zod';
import {
  countrySchema,
  DEFAULT_TEXT_MAX,
  isoDateTimeSchema,
  MONEY_MAX_CENTS,
  multiLineString,
  oneLineString,
  uuidSchema,
} from './common.js';
import {
  auctionOutcomeSchema,
  auctionStatusSchema,
  listingCategorySchema,
  listingConditionSchema,
  listingStatusSchema,
} from './enums.js';
import { pageQueryShape } from './pagination.js';
import { conditionReportSchema, specificsSchema } from './specifics.js';

export const LISTING_TITLE_MIN = 3;
export const LISTING_TITLE_MAX = 120;
export const LISTING_DESCRIPTION_MAX = 5000;
export const LISTING_ATTRIBUTES_MAX = 30;
export const ATTRIBUTE_NAME_MAX = 50;
export const ATTRIBUTE_VALUE_MAX = 200;
export const STARTING_PRICE_MIN_CENTS = 100;

const attributesSchema = z
  .record(
    oneLineString().trim().min(1).max(ATTRIBUTE_NAME_MAX),
    oneLineString().trim().max(ATTRIBUTE_VALUE_MAX),
  )
  .refine((a) => Object.keys(a).length <= LISTING_ATTRIBUTES_MAX, {
    error: `At most ${LISTING_ATTRIBUTES_MAX} attributes`,
  });

/** The fields a seller writes. Every one is optional on a draft; submit checks completeness. */
const listingFieldsShape = {
  title: oneLineString().trim().min(LISTING_TITLE_MIN).max(LISTING_TITLE_MAX),
  // The one multi-line field: line breaks and tabs are kept.
  description: multiLineString().trim().max(LISTING_DESCRIPTION_MAX),
  category: listingCategorySchema,
  condition: listingConditionSchema,
  location_city: oneLineString().trim().min(1).max(DEFAULT_TEXT_MAX),
  location_country: countrySchema,
  attributes: attributesSchema,
  /**
   * Typed item specifics of the category (SPEC §11): checked key by key against the category by
   * `checkSpecifics`, which the server runs with the listing's category and country.
   */
  specifics: specificsSchema,
  starting_price_cents: z.int().min(STARTING_PRICE_MIN_CENTS).max(MONEY_MAX_CENTS),
  reserve_price_cents: z.int().min(0).max(MONEY_MAX_CENTS).nullable(),
};

const reserveNotBelowStart = (
  v: { starting_price_cents?: number | undefined; reserve_price_cents?: number | null | undefined },
  ctx: z.RefinementCtx,
) => {
  if (
    v.starting_price_cents !== undefined &&
    v.reserve_price_cents !== undefined &&
    v.reserve_price_cents !== null &&
    v.reserve_price_cents < v.starting_price_cents
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['reserve_price_cents'],
      message: 'The reserve price must not be below the starting price',
    });
  }
};

export const createListingBodySchema = z
  .strictObject(listingFieldsShape)
  .partial()
  .superRefine(reserveNotBelowStart);
export type CreateListingBody = z.input<typeof createListingBodySchema>;

export const updateListingBodySchema = createListingBodySchema;
export type UpdateListingBody = CreateListingBody;

/** Fields a listing must have before it can be submitted for review. */
export const REQUIRED_FOR_SUBMIT = [
  'title',
  'category',
  'condition',
  'location_city',
  'location_country',
  'starting_price_cents',
] as const;

export const listingPhotoSchema = z.object({
  id: uuidSchema,
  /** The stored photo, up to 2560 px on its long edge: for zooming in, not for the page. */
  url: z.string(),
  /** A WebP up to 480 px on its long edge. */
  thumbnail_url: z.string(),
  /**
   * A WebP up to 640 px on its long edge, for showing the photo on a page (ADR 036); the same as
   * `url` for photos stored before it existed.
   */
  display_url: z.string(),
  position: z.int(),
});
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

export const listingPhotosSchema = z.object({
  items: z.array(listingPhotoSchema),
  next_cursor: z.null(),
});

const listingCommonShape = {
  id: uuidSchema,
  title: z.string().nullable(),
  description: z.string(),
  category: listingCategorySchema.nullable(),
  condition: listingConditionSchema.nullable(),
  location_city: z.string().nullable(),
  location_country: z.string().nullable(),
  attributes: z.record(z.string(), z.string()),
  /** SPEC §11; a VIN is masked after its 11th character in public reads. */
  specifics: specificsSchema,
  /** The vehicle condition report (SPEC §11); null when there is none. */
  condition_report: conditionReportSchema.nullable(),
  starting_price_cents: z.int().nullable(),
  currency: z.string(),
  status: listingStatusSchema,
  photos: z.array(listingPhotoSchema),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
  submitted_at: isoDateTimeSchema.nullable(),
};

/** The listing as its seller and staff see it: with the reserve price. */
export const listingSchema = z.object({
  ...listingCommonShape,
  reserve_price_cents: z.int().nullable(),
  rejection_reason: z.string().nullable(),
  rerun_count: z.int(),
});
export type Listing = z.infer<typeof listingSchema>;

/** The listing as everyone else sees it: never the reserve itself, nor the seller. */
export const publicListingSchema = z.object({
  ...listingCommonShape,
  reserve_met: z.boolean().nullable(),
});
export type PublicListing = z.infer<typeof publicListingSchema>;

/** The latest auction of a listing, as the seller's list shows it (one query for a page). */
export const sellerListingAuctionSchema = z.object({
  id: uuidSchema,
  status: auctionStatusSchema,
  start_at: isoDateTimeSchema.nullable(),
  end_at: isoDateTimeSchema.nullable(),
  current_price_cents: z.int().nullable(),
  bid_count: z.int(),
  reserve_met: z.boolean().nullable(),
  outcome: auctionOutcomeSchema.nullable(),
  hammer_price_cents: z.int().nullable(),
  ended_at: isoDateTimeSchema.nullable(),
  /**
   * After a `reserve_not_met` end with a bid to accept: until when the seller may accept it
   * (SPEC §5.5, `ACCEPT_OFFER_WINDOW_SECONDS` after the end); null otherwise. Once the listing is
   * rerun, its latest auction is the new one.
   */
  decide_by: isoDateTimeSchema.nullable(),
});
export type SellerListingAuction = z.infer<typeof sellerListingAuctionSchema>;

/** An item of `GET /api/seller/listings`: the listing and its latest auction, if any. */
export const sellerListingItemSchema = listingSchema.extend({
  auction: sellerListingAuctionSchema.nullable(),
});
export type SellerListingItem = z.infer<typeof sellerListingItemSchema>;

export const listingIdParamsSchema = z.strictObject({ id: uuidSchema });
export const listingPhotoParamsSchema = z.strictObject({ id: uuidSchema, photo_id: uuidSchema });

export const photoOrderBodySchema = z.strictObject({
  photo_ids: z.array(uuidSchema).max(20),
});

export const sellerListingsQuerySchema = z.strictObject({
  ...pageQueryShape,
  status: listingStatusSchema.optional(),
});

/** Statuses the public list and detail show. */
export const publicListingStatusSchema = z.enum(['in_auction', 'sold', 'unsold']);
export const PUBLIC_LISTING_STATUSES = publicListingStatusSchema.options;

export const publicListingsQuerySchema = z.strictObject({
  ...pageQueryShape,
  q: oneLineString().trim().min(1).max(DEFAULT_TEXT_MAX).optional(),
  category: listingCategorySchema.optional(),
  status: publicListingStatusSchema.optional(),
});

/** A listing under review, with what a reviewer needs to know about its seller. */
export const adminListingSchema = listingSchema.extend({
  seller: z.object({
    id: uuidSchema,
    email: z.string(),
    name: z.string(),
    kyc_status: z.enum([
      'not_started',
      'pending',
      'approved',
      'rejected',
      'resubmission_requested',
    ]),
  }),
  review_claimed_by: uuidSchema.nullable(),
  review_claimed_until: isoDateTimeSchema.nullable(),
});
export type AdminListing = z.infer<typeof adminListingSchema>;
