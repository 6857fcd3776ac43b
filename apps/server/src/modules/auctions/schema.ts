/**
 * The auctions module's tables (ADR 040): auctions, their bids and bidders, the bid idempotency
 * keys, the live events kept for reconnecting clients and the dealers watching auctions.
 */

import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  auctionOutcomeSchema,
  DISPUTE_DECISIONS,
  DISPUTE_REASONS,
  DISPUTE_STATUSES,
  MESSAGE_AUTHORS,
  auctionStatusSchema,
  feeStatusSchema,
  OFFER_SIDES,
  OFFER_STATUSES,
  UNSOLD_REASONS,
} from '@gavel/contract';
import { at, enumOf } from '../../db/columns.js';
// Another area's table, only for a foreign key: from the assembled schema (ADR 040).
import { dealerProfiles, listings, uploads, users } from '../../db/schema.js';

export const auctionStatusEnum = enumOf('auction_status', auctionStatusSchema.options);
export const auctionOutcomeEnum = enumOf('auction_outcome', auctionOutcomeSchema.options);
export const feeStatusEnum = enumOf('fee_status', feeStatusSchema.options);

/** Created in status `pending` when staff approve a listing; the engine (SPEC §5) runs it. */
export const auctions = pgTable(
  'auctions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    status: auctionStatusEnum('status').notNull(),
    startAt: at('start_at'),
    endAt: at('end_at'),
    startingPriceCents: integer('starting_price_cents').notNull(),
    reservePriceCents: integer('reserve_price_cents'),
    currentPriceCents: integer('current_price_cents'),
    bidCount: integer('bid_count').notNull().default(0),
    currency: text('currency').notNull(),
    outcome: auctionOutcomeEnum('outcome'),
    hammerPriceCents: integer('hammer_price_cents'),
    winnerDealerId: uuid('winner_dealer_id').references(() => dealerProfiles.id, {
      onDelete: 'set null',
    }),
    feeCents: integer('fee_cents'),
    feeStatus: feeStatusEnum('fee_status'),
    feeCollectedAt: at('fee_collected_at'),
    feeReference: text('fee_reference'),
    endedAt: at('ended_at'),
    forceEndReason: text('force_end_reason'),
    /** Why an auction with bids did not sell because of its leader (ADR 025). */
    unsoldReason: text('unsold_reason', { enum: UNSOLD_REASONS }),
    /**
     * After a `reserve_not_met` end, the bid accept-highest-bid sells: the dealer and amount of
     * the highest bid by a dealer active at the end (ADR 025).
     */
    offerDealerId: uuid('offer_dealer_id').references(() => dealerProfiles.id, {
      onDelete: 'set null',
    }),
    offerCents: integer('offer_cents'),
    /** The dealer profile currently leading (null before the first bid). */
    leaderDealerId: uuid('leader_dealer_id').references(() => dealerProfiles.id, {
      onDelete: 'set null',
    }),
    /** The engine's sequence: orders bids and standing maxima within the auction. */
    seq: integer('seq').notNull().default(0),
    /** Distinct bidders so far; the next one becomes "Bidder n+1". */
    bidderCount: integer('bidder_count').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    /**
     * An ended auction's price and bid count, null until it ends: what the price sorts and the
     * staff analytics read by index (issue 36). A bid never changes them (null before and after),
     * so indexing them keeps a bid's update of the auction row a HOT one, which an index on
     * `current_price_cents` or `bid_count` would not (docs/performance-explain.md).
     */
    endedPriceCents: integer('ended_price_cents').generatedAlwaysAs(
      sql`case when status = 'ended' then coalesce(current_price_cents, starting_price_cents) end`,
    ),
    endedBidCount: integer('ended_bid_count').generatedAlwaysAs(
      sql`case when status = 'ended' then bid_count end`,
    ),
  },
  (t) => [
    index('auctions_listing_created_idx').on(t.listingId, t.createdAt.desc().nullsFirst()),
    index('auctions_winner_idx').on(t.winnerDealerId, t.endedAt),
    // One status, ending soonest or newest first, with the id that breaks ties in the keyset.
    index('auctions_status_start_idx').on(t.status, t.startAt, t.id),
    index('auctions_status_end_idx').on(t.status, t.endAt, t.id),
    // Several statuses at once (`status in (…)` cannot use the two above for order): every
    // public status, and the staff's scheduled and live auctions. No index may hold the price: a
    // bid changes it, and an indexed column changed makes the bid's update of its auction row a
    // non-HOT one (about 30% fewer bids per second on one auction, docs/performance-explain.md).
    index('auctions_public_end_idx')
      .on(t.endAt, t.id)
      .where(sql`${t.status} in ('scheduled', 'live', 'ended')`),
    index('auctions_public_start_idx')
      .on(t.startAt, t.id)
      .where(sql`${t.status} in ('scheduled', 'live', 'ended')`),
    index('auctions_active_end_idx')
      .on(t.endAt, t.id)
      .where(sql`${t.status} in ('scheduled', 'live')`),
    index('auctions_status_created_idx').on(t.status, t.createdAt, t.id),
    // The public auctions by listing, with their status: what the facets join to listings'
    // `listings_facets_idx` in order, both read without their tables (ADR 045). A bid writes
    // neither column.
    index('auctions_public_listing_idx')
      .on(t.listingId, t.status)
      .where(sql`${t.status} in ('scheduled', 'live', 'ended')`),
    // The facets' status counts over every public auction, read without the table: a
    // deduplicated index of three values is a few hundred kB at 100k auctions (ADR 045).
    index('auctions_public_status_idx')
      .on(t.status)
      .where(sql`${t.status} in ('scheduled', 'live', 'ended')`),
    index('auctions_fee_status_idx').on(t.feeStatus, t.endedAt),
    // Staff reports: payments newest end first, analytics by the day auctions ended.
    index('auctions_ended_idx').on(t.endedAt, t.id),
    // Ended auctions by price, for the price sorts over ended auctions (all statuses read the
    // ended ones by this and the others by status, ADR 056).
    index('auctions_ended_price_idx')
      .on(t.endedPriceCents, t.id)
      .where(sql`${t.status} = 'ended'`),
    // Every column the staff analytics sum, so a long range is read from the index alone, not by
    // reading every auction ever ended (ADR 056).
    index('auctions_ended_figures_idx')
      .on(t.endedAt, t.outcome, t.hammerPriceCents, t.endedBidCount, t.feeStatus, t.feeCents)
      .where(sql`${t.status} = 'ended'`),
  ],
);

/** Every accepted bid, own or proxy step, in the engine's order (`seq`) within its auction. */
export const bids = pgTable(
  'bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealerProfiles.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    maxAmountCents: integer('max_amount_cents'),
    isProxy: boolean('is_proxy').notNull(),
    seq: integer('seq').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('bids_auction_seq_key').on(t.auctionId, t.seq),
    index('bids_dealer_auction_idx').on(t.dealerId, t.auctionId),
  ],
);

/** Each dealer's standing maximum in an auction, and its public alias ("Bidder 3"). */
export const auctionBidders = pgTable(
  'auction_bidders',
  {
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealerProfiles.id, { onDelete: 'cascade' }),
    aliasNumber: integer('alias_number').notNull(),
    maxCents: integer('max_cents').notNull(),
    /** The engine sequence at which the maximum reached its value: earlier wins a tie. */
    maxSince: integer('max_since').notNull(),
    /**
     * The dealer's `suspension_count` when the maximum was set: once they differ, a suspension
     * came later and the maximum is void, even after a reinstatement (ADR 025).
     */
    suspensionsSeen: integer('suspensions_seen').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.auctionId, t.dealerId] }),
    // "Bidder N" names one dealer per auction; aliases are handed out under the auction's lock.
    uniqueIndex('auction_bidders_auction_alias_key').on(t.auctionId, t.aliasNumber),
    index('auction_bidders_dealer_idx').on(t.dealerId, t.auctionId),
  ],
);

/** The first answer to each `Idempotency-Key` a dealer sent, replayed for retries. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealerProfiles.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request (route and body): the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').$type<unknown>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dealerId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * The live events of each auction (SPEC §5.3), kept so a client reconnecting with
 * `Last-Event-ID` gets what it missed; NOTIFY carries only the id across instances.
 */
export const auctionEvents = pgTable(
  'auction_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('auction_events_auction_id_idx').on(t.auctionId, t.id)],
);

/**
 * Counts answered writes (`public-cache.ts`) that may change a public answer (ADR 021). Not transactional: each
 * instance bumps it after its write commits and before it answers, and reads it before serving
 * a cached public answer, so a read that starts after an answered write never gets an older one.
 */
export const publicChanges = pgSequence('public_changes');

/**
 * Dealers watching auctions (SPEC §5.7). Auctions' own: the public view and a dealer's
 * `scope=watching` read it, the ending-soon reminders lock and mark it; the watchlist module's
 * routes add and remove rows through the face (`watchAuction`, `unwatchAuction`; ADR 040).
 */
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

export const offerSideEnum = enumOf('offer_side', OFFER_SIDES);
export const offerStatusEnum = enumOf('offer_status', OFFER_STATUSES);

/**
 * The offers of the negotiation after an auction ended below its reserve (SPEC §13.1, ADR 053),
 * written under the auction's lock by the contract's transitions. A pending offer of a
 * negotiation that has closed (sold, rerun, past its window) is read as lapsed, never swept.
 */
export const negotiationOffers = pgTable(
  'negotiation_offers',
  {
    id: uuid('id').primaryKey(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    by: offerSideEnum('by').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: offerStatusEnum('status').notNull(),
    createdAt: at('created_at').notNull(),
    /**
     * The offer's place in its auction's negotiation, from 0: the machine's order. Two offers
     * can share `created_at` (one clock tick), so the time alone does not order them.
     */
    seq: integer('seq').notNull(),
  },
  (t) => [uniqueIndex('negotiation_offers_auction_seq_key').on(t.auctionId, t.seq)],
);

export const messageAuthorEnum = enumOf('message_author', MESSAGE_AUTHORS);

/**
 * The one thread of a sold auction between its seller and its winning dealer, staff writing as
 * staff (SPEC §13.3, ADR 055). Stored as typed; `read_at` is set when the other side (for staff's
 * messages, either party) first reads the thread after it.
 */
export const auctionMessages = pgTable(
  'auction_messages',
  {
    id: uuid('id').primaryKey(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    from: messageAuthorEnum('from').notNull(),
    /** The account that wrote it (null once that account is deleted). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (t) => [index('auction_messages_auction_idx').on(t.auctionId, t.createdAt, t.id)],
);

/**
 * When each party of a thread was last emailed about it: at most one email per thread and
 * recipient every `MESSAGE_EMAIL_INTERVAL_SECONDS` (SPEC §13.3). Written under the auction's
 * lock with the message.
 */
export const messageEmails = pgTable(
  'message_emails',
  {
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailedAt: at('emailed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.recipientId] })],
);

export const disputeStatusEnum = enumOf('dispute_status', DISPUTE_STATUSES);
export const disputeReasonEnum = enumOf('dispute_reason', DISPUTE_REASONS);
export const disputeDecisionEnum = enumOf('dispute_decision', DISPUTE_DECISIONS);

/**
 * A dispute the winning dealer opened on a sale (SPEC §13.4, ADR 055): one per sale, one answer
 * from the seller, one staff decision, each written under the auction's row lock.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    dealerId: uuid('dealer_id').references(() => dealerProfiles.id, { onDelete: 'set null' }),
    status: disputeStatusEnum('status').notNull(),
    reason: disputeReasonEnum('reason').notNull(),
    description: text('description').notNull(),
    requestedAdjustmentCents: integer('requested_adjustment_cents'),
    /** The sale price when it was opened. */
    salePriceCents: integer('sale_price_cents').notNull(),
    /** When the sale was made (the window counts from it). */
    soldAt: at('sold_at').notNull(),
    sellerResponse: text('seller_response'),
    respondedAt: at('responded_at'),
    decision: disputeDecisionEnum('decision'),
    adjustedPriceCents: integer('adjusted_price_cents'),
    note: text('note'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    // One dispute per sale (SPEC §13.4).
    uniqueIndex('disputes_auction_key').on(t.auctionId),
    // The staff queue, oldest first, by status.
    index('disputes_status_created_idx').on(t.status, t.createdAt, t.id),
    index('disputes_dealer_idx').on(t.dealerId),
    check(
      'disputes_resolved',
      sql`(${t.status} = 'resolved') = (${t.decision} is not null and ${t.resolvedAt} is not null)`,
    ),
  ],
);

/** A dispute's photos (finalized `dispute_photo` uploads of its dealer), in the order given. */
export const disputePhotos = pgTable(
  'dispute_photos',
  {
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.disputeId, t.uploadId] }),
    // An upload belongs to one dispute.
    uniqueIndex('dispute_photos_upload_key').on(t.uploadId),
  ],
);
