/**
 * The contract's plain values, with no zod: enum members, limits, role helpers, and the zod-free
 * rules and formats the first screens need (money, time, SPEC §11's plain values, re-exported
 * below). The web app's first screens import from here (`@gavel/contract/values`) so they do
 * not carry zod and every schema; the zod enums in enums.ts are built from these arrays.
 */

/** Account roles as they appear in tokens and answers. */
export const ROLES = ['SELLER', 'DEALER', 'ADMIN', 'OPS'] as const;
export const STAFF_ROLES = ['ADMIN', 'OPS'] as const satisfies readonly (typeof ROLES)[number][];

/** Longest text a person types where the SPEC states no other maximum. */
export const DEFAULT_TEXT_MAX = 200;
/**
 * One line of text: no C0 or C1 control (NUL, tab, CR, LF, ESC, DEL …) and no Unicode line or
 * paragraph separator (U+2028, U+2029). A name with CR LF in it would start a new line in an
 * email or a CSV, or a header of its own (issue 28). Checked before trimming, so a trailing
 * newline is refused too, not quietly cut.
 */
export const ONE_LINE_PATTERN = /^[^\p{Cc}\u2028\u2029]*$/u;
/** Staff reasons and notes. */
export const REASON_MAX = 1000;
/** Largest amount of money any field accepts (10,000,000.00 in major units). */
export const MONEY_MAX_CENTS = 1_000_000_000;

export const KYC_STATUSES = [
  'not_started',
  'pending',
  'approved',
  'rejected',
  'resubmission_requested',
] as const;
export const KYC_KINDS = ['seller', 'dealer'] as const;
export const DOCUMENT_TYPES = ['passport', 'driving_licence', 'national_id'] as const;
export const DEALER_STATUSES = ['pending', 'active', 'suspended'] as const;
export const LISTING_STATUSES = [
  'draft',
  'pending_review',
  'approved',
  'rejected',
  'in_auction',
  'sold',
  'unsold',
] as const;
/** A seller may change a listing (fields and photos) only in these states. */
export const EDITABLE_LISTING_STATUSES: readonly (typeof LISTING_STATUSES)[number][] = [
  'draft',
  'rejected',
];
/** SPEC §4.3: at most 20 photos per listing (the 21st is 409 `limit_reached`). */
export const MAX_LISTING_PHOTOS = 20;
/** Long edges of a listing photo's WebP variants: `thumbnail_url` and `display_url` (ADR 036). */
export const PHOTO_THUMBNAIL_EDGE = 480;
export const PHOTO_DISPLAY_EDGE = 640;

export const LISTING_CONDITIONS = ['new', 'used', 'for_parts'] as const;
export const LISTING_CATEGORIES = [
  'vehicles',
  'motorcycles',
  'machinery',
  'electronics',
  'jewellery_watches',
  'art_collectibles',
  'home_garden',
  'other',
] as const;
export const AUCTION_STATUSES = ['pending', 'scheduled', 'live', 'ended'] as const;
/**
 * `cancelled`: a sale staff cancelled on a dispute (SPEC §13.4); the listing is `unsold` again and
 * may be rerun without that counting towards the limit.
 */
export const AUCTION_OUTCOMES = ['sold', 'reserve_not_met', 'no_bids', 'cancelled'] as const;
export const FEE_STATUSES = ['outstanding', 'collected'] as const;
export const UPLOAD_PURPOSES = ['listing_photo', 'kyc_document', 'dispute_photo'] as const;
export const AUCTION_SORTS = ['ending_soon', 'newest', 'price_asc', 'price_desc'] as const;
export const PUBLIC_AUCTION_STATUSES = ['live', 'scheduled', 'ended'] as const;
/**
 * Names of the live events on `GET /api/auctions/{id}/events` (SPEC §5.3). `message` (Gavel's,
 * ADR 055) says only that the sold auction's message thread has a new message: its data is
 * `{}`, and the parties read the thread through `GET /api/auctions/{id}/messages`.
 */
export const AUCTION_EVENT_NAMES = ['bid', 'extended', 'ended', 'message'] as const;
/**
 * A live-event stream refused (429 past the open-stream limits, SPEC §9) says to come back after
 * this long, and the web app opens it again then: a browser's EventSource gives up on an error
 * status and cannot read Retry-After.
 */
export const LIVE_STREAM_RETRY_SECONDS = 10;
export const DEALER_AUCTION_SCOPES = ['live', 'upcoming', 'bidding', 'won', 'watching'] as const;
export const AUDIT_SUBJECT_TYPES = [
  'auction',
  'listing',
  'kyc',
  'dealer',
  'user',
  'invoice',
  'dispute',
] as const;
export const AUDIT_EVENT_TYPES = [
  'user.registered',
  'user.email_verified',
  'user.password_reset',
  'user.password_changed',
  'user.signed_out_everywhere',
  'user.mfa_enabled',
  'user.mfa_disabled',
  'kyc.submitted',
  'kyc.approved',
  'kyc.rejected',
  'kyc.resubmission_requested',
  'listing.created',
  'listing.deleted',
  'listing.submitted',
  'listing.approved',
  'listing.rejected',
  'auction.created',
  'auction.scheduled',
  'auction.started',
  'auction.extended',
  'auction.ended',
  'auction.force_ended',
  'auction.rerun_requested',
  'auction.offer_accepted',
  'offer.made',
  'offer.accepted',
  'offer.declined',
  'invoice.issued',
  'credit_note.issued',
  'dispute.opened',
  'dispute.responded',
  'dispute.resolved',
  'bid.placed',
  'fee.collected',
  'dealer.activated',
  'dealer.suspended',
  'dealer.reinstated',
] as const;

/**
 * A UUID of any version, as ids are written in paths and cursors; a regular expression rather
 * than zod's `z.uuid()` for code that must not carry zod (the web's route loaders).
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID_PATTERN.test(value);

export { formatMoney } from './money-format.js';
export { INVOICE_STATUSES } from './invoice-values.js';
export { DATE_PARTS, DATE_TIME_PARTS, formatDateTimeUtc, formatDuration } from './time-format.js';
export { isStaff, roleFromName } from './roles.js';

// The money rules (bid increments, buyer's fee) need no zod either: the bid form imports them
// from here, so the public auction page carries neither zod nor the schemas (ADR 034).
export {
  BID_INCREMENTS,
  BUYER_FEES,
  feeFor,
  incrementFor,
  minNextBid,
  type Band,
} from './money.js';

/**
 * SPEC §11's plain values (enum arrays, category names, limits, facets); the categories'
 * specifics and the option labels are `@gavel/contract/categories`.
 */
export {
  BODY_TYPES,
  CATEGORY_NAMES,
  FUELS,
  GRADE_FILTER_MAX,
  SPECIFIC_TEXT_MAX,
  STOCK_FILTER_LIMITS,
  TRANSMISSIONS,
} from './specifics-values.js';

/** SPEC §12's plain values: the alert choices, their labels and the limits. */
export {
  DIGEST_HOUR_UTC_DEFAULT,
  SAVED_SEARCH_ALERT_LABELS,
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCHES_MAX,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchAlert,
} from './saved-search-values.js';

/**
 * The assigned country codes (ISO 3166-1 alpha-2): the stock filters' URL reader keeps only a
 * code the API's `country` filter accepts.
 */
export { COUNTRY_CODES, isCountryCode } from './countries.js';
