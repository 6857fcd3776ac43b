import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  auctionOutcomeSchema,
  auctionStatusSchema,
  dealerStatusSchema,
  feeStatusSchema,
  kycKindSchema,
  listingCategorySchema,
  listingConditionSchema,
  listingStatusSchema,
  notificationTypeSchema,
  ROLES,
  UNSOLD_REASONS,
  uploadPurposeSchema,
} from '@gavel/contract';

/** A PostgreSQL enum with exactly the values of a contract enum. */
const enumOf = <T extends string>(name: string, values: readonly T[]) =>
  pgEnum(name, values as [T, ...T[]]);

// Times are always written from the injected clock, never by a database default.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// Index columns sorted newest first say `.desc().nullsFirst()`: drizzle's `.desc()` alone makes
// DESC NULLS LAST, which does not match a query's `ORDER BY … DESC` (NULLS FIRST), so PostgreSQL
// cannot read such an index in order and sorts every matching row instead
// (docs/performance-explain.md).

export const roleEnum = enumOf('role', ROLES);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: roleEnum('roles').array().notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    /** When the account proved it receives mail at `email` (SPEC §3.1); null: not yet. */
    emailVerifiedAt: at('email_verified_at'),
    /** The TOTP secret (base32) of two-step sign-in; null while it is off. */
    mfaSecret: text('mfa_secret'),
    /** A secret offered by setup and not yet confirmed by a code; replaced by each setup. */
    mfaPendingSecret: text('mfa_pending_secret'),
    mfaEnabledAt: at('mfa_enabled_at'),
    /** The time step of the last accepted code: a code is accepted once (RFC 6238 §5.2). */
    mfaLastStep: integer('mfa_last_step'),
    /**
     * When every session was last ended (password reset or change, sign out everywhere): the
     * account's own routes refuse access tokens issued before it (ADR 030).
     */
    sessionsEndedAt: at('sessions_ended_at'),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const ACCOUNT_TOKEN_PURPOSES = [
  'password_reset',
  'email_verification',
  'mfa_login',
] as const;
export const accountTokenPurposeEnum = pgEnum('account_token_purpose', ACCOUNT_TOKEN_PURPOSES);

/**
 * Single-use tokens of account flows (SPEC §3.1): emailed reset and verification links, and the
 * `mfa_token` between the password and the code. A token is `selector.verifier`: the selector
 * finds the row, the verifier's SHA-256 is compared in constant time (ADR 030).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: accountTokenPurposeEnum('purpose').notNull(),
    selector: text('selector').notNull(),
    verifierHash: text('verifier_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('account_tokens_selector_key').on(t.selector),
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose),
    index('account_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Two-step sign-in's recovery codes, as SHA-256 hashes; each works once. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('mfa_recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. A family is every token descended from one login;
 * reuse of a spent token revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    parentId: uuid('parent_id'),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Failed logins, counted per key (`email:…`, `ip:…`) over a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('login_failures_key_created_idx').on(t.key, t.createdAt)],
);

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

// ---------------------------------------------------------------------------------------------
// Sellers, dealers, KYC, uploads, listings (SPEC §4) and the auction row approval creates (§5).

/** `not_started` is never stored: it is the answer when no record exists. */
export const kycStatusEnum = pgEnum('kyc_status', [
  'pending',
  'approved',
  'rejected',
  'resubmission_requested',
]);
export const kycKindEnum = enumOf('kyc_kind', kycKindSchema.options);

export interface KycAddress {
  line1: string;
  line2?: string | undefined;
  city: string;
  postal_code: string;
  country: string;
}

/**
 * One KYC record per user and kind; a resubmission updates it (its history is in the audit
 * trail). Kind-specific fields live in `details`, validated by the contract's schemas.
 */
export const kycRecords = pgTable(
  'kyc_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: kycKindEnum('kind').notNull(),
    status: kycStatusEnum('status').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    documentUploadIds: uuid('document_upload_ids').array().notNull(),
    reviewNote: text('review_note'),
    reviewedAt: at('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: at('submitted_at').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('kyc_records_user_kind_key').on(t.userId, t.kind),
    index('kyc_records_status_submitted_idx').on(t.status, t.submittedAt, t.id),
  ],
);

export const dealerStatusEnum = enumOf('dealer_status', dealerStatusSchema.options);

export const dealerProfiles = pgTable(
  'dealer_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: dealerStatusEnum('status').notNull(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: jsonb('address').$type<KycAddress>().notNull(),
    website: text('website'),
    suspendedReason: text('suspended_reason'),
    /** How many times staff suspended the dealer: a later suspension voids maxima (ADR 025). */
    suspensionCount: integer('suspension_count').notNull().default(0),
    activatedAt: at('activated_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('dealer_profiles_user_key').on(t.userId),
    index('dealer_profiles_status_created_idx').on(t.status, t.createdAt, t.id),
    index('dealer_profiles_created_idx').on(t.createdAt, t.id),
  ],
);

export const uploadPurposeEnum = enumOf('upload_purpose', uploadPurposeSchema.options);
export const uploadStatusEnum = pgEnum('upload_status', ['pending', 'finalized']);

/**
 * Every file a user sends. The storage key is made by the server (`purpose/id…`); the client's
 * filename is kept for display only. Pending rows expire and are swept with their objects.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: uploadPurposeEnum('purpose').notNull(),
    status: uploadStatusEnum('status').notNull(),
    filename: text('filename').notNull(),
    /** Declared at presign; after finalize, the type the bytes really are. */
    contentType: text('content_type').notNull(),
    /** Declared at presign; after finalize, the stored object's size. */
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    /** Photos: the display-size WebP; null for photos finalized before it existed (ADR 036). */
    displayKey: text('display_key'),
    /**
     * Photos: the thumbnail and the display size again as AVIF, for browsers that accept it
     * (about half the bytes, ADR 037); null for photos finalized before they existed.
     */
    thumbnailAvifKey: text('thumbnail_avif_key'),
    displayAvifKey: text('display_avif_key'),
    /** For listing photos: the listing to attach to at finalize. */
    listingId: uuid('listing_id'),
    width: integer('width'),
    height: integer('height'),
    /** When the signed PUT was used (the local driver's tokens are single-use). */
    receivedAt: at('received_at'),
    expiresAt: at('expires_at').notNull(),
    finalizedAt: at('finalized_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('uploads_status_expires_idx').on(t.status, t.expiresAt),
    index('uploads_owner_created_idx').on(t.ownerId, t.createdAt),
  ],
);

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
    index('auctions_fee_status_idx').on(t.feeStatus, t.endedAt),
    // Staff reports: payments newest end first, analytics by the day auctions ended.
    index('auctions_ended_idx').on(t.endedAt, t.id),
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

// ---------------------------------------------------------------------------------------------
// Notifications (SPEC §5.7): the in-app feed and the email outbox it feeds.

export const notificationTypeEnum = enumOf('notification_type', notificationTypeSchema.options);

/**
 * One in-app notification, written in the transaction of the change that causes it. `title`,
 * `body` and `link` are rendered when it is made; `data` holds the facts behind them (typed per
 * type by the contract). `dedupe_key` is set for notifications that exist at most once per
 * recipient (an auction's reminder, win, end): a second insert is a no-op.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    dedupeKey: text('dedupe_key'),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    // The feed, newest first, and its keyset pages.
    index('notifications_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The unread filter, the unread count and read-all touch only unread rows.
    index('notifications_user_unread_idx')
      .on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.readAt} is null`),
    // NULLs are distinct: only keyed notifications are deduplicated.
    uniqueIndex('notifications_user_dedupe_key').on(t.userId, t.dedupeKey),
  ],
);

export const emailStatusEnum = pgEnum('email_status', ['pending', 'sent', 'failed', 'skipped']);

export const EMAIL_KINDS = ['notification', 'password_reset', 'email_verification'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
export const emailKindEnum = pgEnum('email_kind', EMAIL_KINDS);

/**
 * The email of each notification, sent after the commit by the delivery worker. A `pending`
 * row is due at `next_attempt_at`; a worker claims it by moving that time a lease ahead, so no
 * other instance sends it meanwhile, then marks it `sent` or schedules the next attempt.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: emailKindEnum('kind').notNull().default('notification'),
    /** The notification this email tells (kind `notification` only). */
    notificationId: uuid('notification_id').references(() => notifications.id, {
      onDelete: 'cascade',
    }),
    /**
     * The account an account email is for. A password reset asked for by address has none: the
     * worker looks the address up when it sends, so the request costs the same either way.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The account's address when the email was queued (a reset's: as typed, normalised). */
    toAddress: text('to_address').notNull(),
    /** A confirmation email asked for again (`/verify-email/resend`), not the sign-up's. */
    resend: boolean('resend').notNull().default(false),
    status: emailStatusEnum('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    // What the worker claims: due pending rows, earliest first.
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // Deleting a notification (its user) finds its email.
    index('email_outbox_notification_idx').on(t.notificationId),
    // The hourly limits on account emails: per address (reset) and per account (verification).
    index('email_outbox_account_address_idx')
      .on(t.kind, t.toAddress, t.createdAt)
      .where(sql`${t.kind} <> 'notification'`),
    index('email_outbox_account_user_idx')
      .on(t.userId, t.kind, t.createdAt)
      .where(sql`${t.userId} is not null`),
    check(
      'email_outbox_kind_source_check',
      sql`(${t.kind} = 'notification') = (${t.notificationId} is not null)`,
    ),
  ],
);

/**
 * Counts answered writes that may change a public answer (ADR 021). Not transactional: each
 * instance bumps it after its write commits and before it answers, and reads it before serving
 * a cached public answer, so a read that starts after an answered write never gets an older one.
 */
export const publicChanges = pgSequence('public_changes');

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

// The domain-event outbox (ADR 041).
export * from './events-schema.js';
