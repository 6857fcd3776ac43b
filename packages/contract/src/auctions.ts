import { z } from 'zod';
import {
  isoDateTimeSchema,
  MONEY_MAX_CENTS,
  oneLineString,
  reasonBodySchema,
  uuidSchema,
} from './common.js';
import {
  auctionOutcomeSchema,
  auctionSortSchema,
  auctionStatusSchema,
  dealerAuctionScopeSchema,
  feeStatusSchema,
  publicAuctionStatusSchema,
} from './enums.js';
import { publicListingSchema } from './listings.js';
import {
  checkStockRanges,
  conditionReportSchema,
  filterShape,
  FILTER_KEYS,
  specificsSchema,
  stockFilterShape,
} from './specifics.js';
import { AUCTION_EVENT_NAMES } from './values.js';
import { pageQueryShape } from './pagination.js';

/** The auction fields everyone sees (SPEC §5.1). */
export const publicAuctionSchema = z.object({
  id: uuidSchema,
  listing_id: uuidSchema,
  status: auctionStatusSchema,
  start_at: isoDateTimeSchema.nullable(),
  end_at: isoDateTimeSchema.nullable(),
  starting_price_cents: z.int(),
  /** null before the first bid. */
  current_price_cents: z.int().nullable(),
  min_next_bid_cents: z.int(),
  bid_count: z.int(),
  /** null when there is no reserve. */
  reserve_met: z.boolean().nullable(),
  outcome: auctionOutcomeSchema.nullable(),
  currency: z.string(),
  listing: z.object({
    title: z.string().nullable(),
    thumbnail_url: z.string().nullable(),
    location_city: z.string().nullable(),
  }),
  /** The server's clock when answering, so countdowns do not trust the device clock. */
  server_time: isoDateTimeSchema,
});
export type PublicAuction = z.infer<typeof publicAuctionSchema>;

/** As a dealer sees it: whether it leads and its standing maximum. */
export const dealerAuctionSchema = publicAuctionSchema.extend({
  is_leading: z.boolean(),
  my_max_bid_cents: z.int().nullable(),
});
export type DealerAuction = z.infer<typeof dealerAuctionSchema>;

export const auctionWinnerSchema = z.object({ dealer_id: uuidSchema, company_name: z.string() });

/**
 * Why an auction whose bids met the sale rules did not sell anyway (ADR 025): its leading dealer
 * was suspended when it ended (`leader_suspended`), or its profile no longer exists
 * (`leader_removed`). The outcome is then `reserve_not_met`, whatever the reserve.
 */
export const UNSOLD_REASONS = ['leader_suspended', 'leader_removed'] as const;
export const unsoldReasonSchema = z.enum(UNSOLD_REASONS);
export type UnsoldReason = z.infer<typeof unsoldReasonSchema>;

/** The fields staff and the listing's seller see beyond the public ones (SPEC §8). */
const staffFieldsShape = {
  reserve_price_cents: z.int().nullable(),
  hammer_price_cents: z.int().nullable(),
  winner: auctionWinnerSchema.nullable(),
  fee_cents: z.int().nullable(),
  fee_status: feeStatusSchema.nullable(),
  fee_collected_at: isoDateTimeSchema.nullable(),
  fee_reference: z.string().nullable(),
  ended_at: isoDateTimeSchema.nullable(),
  force_end_reason: z.string().nullable(),
};

/**
 * Gavel's optional additions to the staff shape. They stay last in every schema that has them:
 * the compiled serializer writes required fields before optional ones (ADR 027).
 */
const staffAdditionsShape = {
  /**
   * Gavel's additions to SPEC §8 (ADR 025), optional so the SPEC's shape stays valid.
   * `leader_suspended`: the dealer leading now is suspended; its maximum is void, it will not
   * win, and the public price stays where its last bid put it.
   */
  leader_suspended: z.boolean().optional(),
  /** Set when an auction with bids ended unsold only because of its leading dealer. */
  unsold_reason: unsoldReasonSchema.nullable().optional(),
  /**
   * What accept-highest-bid would sell at after a `reserve_not_met` end: the highest bid of a
   * dealer that was active when the auction ended (the leader's price unless `unsold_reason` is
   * set); null when no such bid exists or the auction did not end unsold.
   */
  offer_cents: z.int().nullable().optional(),
};

/** As staff and the listing's seller see it (SPEC §8). */
export const staffAuctionSchema = publicAuctionSchema.extend({
  ...staffFieldsShape,
  ...staffAdditionsShape,
});
export type StaffAuction = z.infer<typeof staffAuctionSchema>;

/**
 * What accept-highest-bid sells at (ADR 025): `offer_cents`, or, in an answer without it, the
 * leader's price; null when there is nothing to accept.
 */
export const offerCentsOf = (
  auction: Pick<StaffAuction, 'offer_cents' | 'current_price_cents'>,
): number | null =>
  auction.offer_cents === undefined ? auction.current_price_cents : auction.offer_cents;

const cents = z.int().min(0).max(MONEY_MAX_CENTS);

export const placeBidBodySchema = z
  .strictObject({ amount_cents: cents.min(1), max_amount_cents: cents.optional() })
  .refine((b) => b.max_amount_cents === undefined || b.max_amount_cents >= b.amount_cents, {
    path: ['max_amount_cents'],
    error: 'The maximum bid must not be below the bid',
  });
export type PlaceBidBody = z.infer<typeof placeBidBodySchema>;

export const placedBidSchema = z.object({
  id: uuidSchema,
  amount_cents: z.int(),
  max_amount_cents: z.int().nullable(),
  is_proxy: z.boolean(),
  created_at: isoDateTimeSchema,
});

/** 201 with the bid; 200 with `bid: null` when the leader only raised its maximum. */
export const bidAnswerSchema = z.object({
  bid: placedBidSchema.nullable(),
  auction: dealerAuctionSchema,
});
export type BidAnswer = z.infer<typeof bidAnswerSchema>;

export const publicBidSchema = z.object({
  id: uuidSchema,
  amount_cents: z.int(),
  bidder_alias: z.string(),
  is_proxy: z.boolean(),
  created_at: isoDateTimeSchema,
});
export type PublicBid = z.infer<typeof publicBidSchema>;

export const auctionIdParamsSchema = z.strictObject({ id: uuidSchema });
export const byListingParamsSchema = z.strictObject({ listing_id: uuidSchema });

/** What the public list filters by (SPEC §5.6 and §11), without its page and sort. */
export const auctionFiltersShape = {
  status: publicAuctionStatusSchema.optional(),
  ...filterShape('query', FILTER_KEYS),
};

export const publicAuctionsQuerySchema = z
  .strictObject({
    ...pageQueryShape,
    ...auctionFiltersShape,
    sort: auctionSortSchema.default('ending_soon'),
  })
  .superRefine(checkStockRanges);
export type PublicAuctionsQuery = z.infer<typeof publicAuctionsQuerySchema>;

/** `GET /api/auctions/facets`: the list's query without `sort`, `cursor` and `limit`. */
export const auctionFacetsQuerySchema = z
  .strictObject(auctionFiltersShape)
  .superRefine(checkStockRanges);
export type AuctionFacetsQuery = z.infer<typeof auctionFacetsQuerySchema>;

export const dealerAuctionsQuerySchema = z
  .strictObject({
    ...pageQueryShape,
    scope: dealerAuctionScopeSchema.default('live'),
    ...stockFilterShape,
  })
  .superRefine(checkStockRanges);
export type DealerAuctionsQuery = z.infer<typeof dealerAuctionsQuerySchema>;

/**
 * One auction's detail (`GET /api/auctions/{id}`, `GET /api/auctions/by-listing/{listing_id}`):
 * the list item with its listing's specifics and condition report (SPEC §11), the VIN masked.
 */
export const publicAuctionDetailSchema = publicAuctionSchema.extend({
  specifics: specificsSchema,
  condition_report: conditionReportSchema.nullable(),
});
export type PublicAuctionDetail = z.infer<typeof publicAuctionDetailSchema>;

/**
 * One auction as its seller and staff read it (`GET /api/admin/auctions/{id}`,
 * `GET /api/seller/auctions/{id}`, `GET /api/seller/listings/{id}/auction`): the staff item with
 * its listing's specifics (the VIN whole) and condition report (SPEC §11).
 */
export const staffAuctionDetailSchema = publicAuctionSchema.extend({
  ...staffFieldsShape,
  specifics: specificsSchema,
  condition_report: conditionReportSchema.nullable(),
  ...staffAdditionsShape,
});
export type StaffAuctionDetail = z.infer<typeof staffAuctionDetailSchema>;

export const scheduleBodySchema = z.strictObject({
  start_at: isoDateTimeSchema,
  end_at: isoDateTimeSchema,
});

export const forceEndBodySchema = reasonBodySchema;

export const markFeeCollectedBodySchema = z.strictObject({
  reference: oneLineString().trim().min(1).max(200).optional(),
});

export const requestRerunBodySchema = z.strictObject({
  reserve_price_cents: cents.nullable().optional(),
});

/** The winning dealer's contact, for the seller of a sold auction. */
export const dealerContactSchema = z.object({
  company_name: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  email: z.string(),
});

/** The seller's contact, for the dealer that won. */
export const sellerContactSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
});

/** Names of the live events on `GET /api/auctions/{id}/events`. */
export const auctionEventNameSchema = z.enum(AUCTION_EVENT_NAMES);
export type AuctionEventName = z.infer<typeof auctionEventNameSchema>;

/** A start may be typed up to this long in the past (SPEC §6, §8); it is kept as typed. */
export const SCHEDULE_START_GRACE_SECONDS = 60;
/**
 * A start may be at most this far ahead: a marketplace plans weeks, not years, and a typo such
 * as year 9999 would park the listing forever (ADR 011, issue 14).
 */
export const SCHEDULE_START_MAX_DAYS = 365;
/** How long a seller may take the highest bid after a `reserve_not_met` end (SPEC §5.5). */
export const ACCEPT_OFFER_WINDOW_SECONDS = 48 * 60 * 60;
/** Reruns a listing may have; the next request is 409 `limit_reached` (SPEC §4.4, §8). */
export const RERUN_LIMIT = 3;

/**
 * `GET /api/dealer/listings/{id}`: the public listing, its latest auction as this dealer sees it
 * (null before one exists), and `seller_contact` only once this dealer has won it.
 */
export const dealerListingSchema = publicListingSchema.extend({
  auction: dealerAuctionSchema.nullable(),
  seller_contact: sellerContactSchema.optional(),
});
export type DealerListing = z.infer<typeof dealerListingSchema>;
