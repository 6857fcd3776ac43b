import { z } from 'zod';
import { isoDateTimeSchema, uuidSchema } from './common.js';
import { unsoldReasonSchema } from './auctions.js';
import { auctionOutcomeSchema, kycKindSchema, type NotificationType } from './enums.js';
import { OFFER_SIDES } from './negotiation-machine.js';
import { DISPUTE_DECISIONS, DISPUTE_REASONS, MESSAGE_AUTHORS } from './dispute-machine.js';
import { pageQueryShape, pageSchema } from './pagination.js';

/** A KYC review's result: every status a review can set. */
const kycReviewStatusSchema = z.enum(['approved', 'rejected', 'resubmission_requested']);

/** Which auction, and of which listing, a notification is about. */
const auctionRef = {
  auction_id: uuidSchema,
  listing_id: uuidSchema,
  listing_title: z.string(),
  currency: z.string(),
};

/** An offer of the negotiation below the reserve (SPEC §13.1), and who made it. */
const offerRef = {
  ...auctionRef,
  offer_id: uuidSchema,
  /** The side that made the offer: the recipient is the other side, or, once answered, this one. */
  by: z.enum(OFFER_SIDES),
  amount_cents: z.int(),
};

/**
 * The `data` of each notification type (SPEC §5.7): the facts behind its title and body, so a
 * client can render its own text or link without parsing ours.
 */
export const notificationDataSchemas = {
  /** Another dealer took the lead from this dealer (once per overtaking, not per proxy step). */
  'bid.outbid': z.object({
    ...auctionRef,
    current_price_cents: z.int(),
    min_next_bid_cents: z.int(),
    end_at: isoDateTimeSchema,
  }),
  /** This dealer bought: at the end, or when the seller accepted its bid below the reserve. */
  'auction.won': z.object({
    ...auctionRef,
    hammer_price_cents: z.int(),
    fee_cents: z.int(),
    accepted_below_reserve: z.boolean(),
    /**
     * Set when the sale was an offer of the negotiation below the reserve (SPEC §13.1), accepted
     * by either side; null or absent when the seller accepted the highest bid.
     */
    offer_id: uuidSchema.nullable().optional(),
  }),
  /** A watched live auction has 15 minutes or less to go; once per watcher. */
  'auction.ending_soon': z.object({
    ...auctionRef,
    end_at: isoDateTimeSchema,
    /** null before the first bid. */
    current_price_cents: z.int().nullable(),
  }),
  /** Staff reviewed the recipient's KYC (seller or dealer). */
  'kyc.reviewed': z.object({
    kyc_id: uuidSchema,
    kind: kycKindSchema,
    status: kycReviewStatusSchema,
    /** The reviewer's note or reason; null when an approval had none. */
    note: z.string().nullable(),
  }),
  'listing.approved': z.object({
    listing_id: uuidSchema,
    listing_title: z.string(),
    /** The auction approval created, awaiting scheduling. */
    auction_id: uuidSchema,
  }),
  'listing.rejected': z.object({
    listing_id: uuidSchema,
    listing_title: z.string(),
    reason: z.string(),
  }),
  /** The seller's auction ended, with its outcome. */
  'auction.ended': z.object({
    ...auctionRef,
    outcome: auctionOutcomeSchema,
    /** The sale price when `sold`. */
    hammer_price_cents: z.int().nullable(),
    /** The highest bid, sold or not; null without bids. */
    highest_bid_cents: z.int().nullable(),
    bid_count: z.int(),
    /** Set when it did not sell because of its leading dealer (ADR 025). */
    unsold_reason: unsoldReasonSchema.optional(),
    /** With `unsold_reason`: the bid the seller may accept instead; null when there is none. */
    offer_cents: z.int().nullable().optional(),
  }),
  /** The dealer may bid: activated for the first time, or reinstated after a suspension. */
  'dealer.activated': z.object({ dealer_id: uuidSchema, reinstated: z.boolean() }),
  'dealer.suspended': z.object({ dealer_id: uuidSchema, reason: z.string() }),
  /** A newly published auction matches one of the dealer's saved searches (SPEC §12). */
  'saved_search.match': z.object({
    saved_search_id: uuidSchema,
    auction_id: uuidSchema,
    listing_id: uuidSchema,
  }),
  /** The other side made an offer in the negotiation below the reserve (SPEC §13.1). */
  'offer.received': z.object({
    ...offerRef,
    /** When the negotiation closes. */
    expires_at: isoDateTimeSchema,
  }),
  /** The other side accepted the recipient's offer: the auction is sold at its amount. */
  'offer.accepted': z.object(offerRef),
  /** The other side declined the recipient's offer; the negotiation stays open. */
  'offer.declined': z.object(offerRef),
  /**
   * A new message in a sold auction's thread (SPEC §13.3), from the other side or staff. One
   * email per thread and recipient at most every `MESSAGE_EMAIL_INTERVAL_SECONDS`.
   */
  'message.received': z.object({
    ...auctionRef,
    message_id: uuidSchema,
    from: z.enum(MESSAGE_AUTHORS),
    /** The recipient's side (the page it leads to). */
    side: z.enum(['seller', 'dealer']),
  }),
  /** The winning dealer opened a dispute on the seller's sale (SPEC §13.4). */
  'dispute.opened': z.object({
    ...auctionRef,
    dispute_id: uuidSchema,
    reason: z.enum(DISPUTE_REASONS),
  }),
  /** Staff decided a dispute the recipient is a party of (both sides are told). */
  'dispute.resolved': z.object({
    ...auctionRef,
    dispute_id: uuidSchema,
    decision: z.enum(DISPUTE_DECISIONS),
    /** Set for `price_adjusted`: the new sale price. */
    adjusted_price_cents: z.int().nullable(),
    /** Whether the recipient is the seller (else the winning dealer): the page it leads to. */
    side: z.enum(['seller', 'dealer']),
  }),
} as const satisfies Record<NotificationType, z.ZodType>;

export type NotificationData<T extends NotificationType = NotificationType> = z.infer<
  (typeof notificationDataSchemas)[T]
>;

const notificationBase = {
  id: uuidSchema,
  title: z.string(),
  body: z.string(),
  /** A path of the web app (`/dealer/listings/…`), relative to its origin. */
  link: z.string(),
  read_at: isoDateTimeSchema.nullable(),
  created_at: isoDateTimeSchema,
};

const variant = <T extends NotificationType>(type: T) =>
  z.object({
    ...notificationBase,
    type: z.literal(type),
    data: notificationDataSchemas[type],
  });

/** One in-app notification; `data` depends on `type`. */
export const notificationSchema = z.discriminatedUnion('type', [
  variant('bid.outbid'),
  variant('auction.won'),
  variant('auction.ending_soon'),
  variant('kyc.reviewed'),
  variant('listing.approved'),
  variant('listing.rejected'),
  variant('auction.ended'),
  variant('dealer.activated'),
  variant('dealer.suspended'),
  variant('saved_search.match'),
  variant('offer.received'),
  variant('offer.accepted'),
  variant('offer.declined'),
  variant('message.received'),
  variant('dispute.opened'),
  variant('dispute.resolved'),
]);
/** Named so as not to shadow the DOM's `Notification` in the web app. */
export type NotificationItem = z.infer<typeof notificationSchema>;

/** `GET /api/notifications`: newest first; `unread=true` keeps only unread ones. */
export const notificationsQuerySchema = z.strictObject({
  ...pageQueryShape,
  unread: z
    .enum(['true', 'false'], { error: 'Use true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;
export const notificationsPageSchema = pageSchema(notificationSchema);

export const notificationParamsSchema = z.strictObject({ id: uuidSchema });

/**
 * `GET /api/notifications/unread-count`, and the answer of `POST /api/notifications/read-all`
 * (the count after marking everything read).
 */
export const unreadCountSchema = z.object({ count: z.int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
