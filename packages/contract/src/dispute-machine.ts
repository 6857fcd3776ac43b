// Disputes after a sale (SPEC §13.4) as pure transitions, and the limits of the sale's messages
// (SPEC §13.3): who may open one and when, the seller's
// one answer, and staff's one decision. The server applies them under the auction's lock and
// stores what they answer; the web reads the same rules to offer only what would be accepted.
// Zod-free (the web's first visit).

export const DISPUTE_REASONS = [
  'not_as_described',
  'undisclosed_damage',
  'mileage_discrepancy',
  'documents',
  'other',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const DISPUTE_STATUSES = ['open', 'resolved'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const DISPUTE_DECISIONS = ['rejected', 'price_adjusted', 'sale_cancelled'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];

/** `DISPUTE_WINDOW_DAYS`'s default: days after the sale the winner may open a dispute. */
export const DISPUTE_WINDOW_DAYS_DEFAULT = 7;
export const DISPUTE_DESCRIPTION_MIN = 10;
export const DISPUTE_DESCRIPTION_MAX = 2000;
export const DISPUTE_PHOTOS_MAX = 10;
export const DISPUTE_RESPONSE_MAX = 2000;
export const DISPUTE_NOTE_MAX = 1000;

/** A sale as a dispute reads it. */
export interface DisputeSale {
  /** Epoch milliseconds: when the sale was recorded. */
  soldAt: number;
  /** The sale price (hammer) as it stands. */
  priceCents: number;
}

/** A dispute as stored: what its transitions read and write. */
export interface DisputeState {
  status: DisputeStatus;
  /** Whether the seller has answered (once only). */
  responded: boolean;
  decision: DisputeDecision | null;
  /** Set by `price_adjusted`: the new sale price. */
  adjustedPriceCents: number | null;
}

export type DisputeAct =
  | { kind: 'respond' }
  | { kind: 'resolve'; decision: DisputeDecision; adjustedPriceCents?: number | undefined };

/** Why an act is refused, as the API answers it. */
export type DisputeRefusal =
  /** 409 `invalid_state`. */
  | { code: 'invalid_state'; why: 'resolved' | 'responded' | 'window_closed' | 'disputed' }
  /** 422 on `adjusted_price_cents`, with the inclusive bounds. */
  | { code: 'out_of_range'; min: number; max: number }
  /** 422 on `adjusted_price_cents`: required for `price_adjusted`, refused for the others. */
  | { code: 'adjusted_price'; required: boolean };

export type DisputeResult =
  { ok: true; state: DisputeState } | { ok: false; refusal: DisputeRefusal };

/** The end of the window to open a dispute (epoch ms, inclusive). */
export const disputeWindowEnd = (sale: DisputeSale, windowDays: number): number =>
  sale.soldAt + windowDays * 86_400_000;

/**
 * Why the winner cannot open a dispute now (null: it can): after the window, or when the sale
 * already has one. SPEC §13.4 allows one dispute per sale, so a resolved one blocks a second
 * too: staff's decision is final (ADR 055).
 */
export function openBlocked(
  sale: DisputeSale,
  windowDays: number,
  now: number,
  hasDispute: boolean,
): DisputeRefusal | null {
  if (hasDispute) return { code: 'invalid_state', why: 'disputed' };
  if (now > disputeWindowEnd(sale, windowDays)) {
    return { code: 'invalid_state', why: 'window_closed' };
  }
  return null;
}

/** A dealer's dispute rate (SPEC §13.4): disputes ÷ purchases, in percent with one decimal. */
export const disputeRatePercent = (disputes: number, purchases: number): number | null =>
  purchases === 0 ? null : Math.round((disputes / purchases) * 1000) / 10;

/** Who wrote a message of a sold auction's thread (SPEC §13.3). */
export const MESSAGE_AUTHORS = ['seller', 'dealer', 'staff'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];
/** The longest message (SPEC §13.3). */
export const MESSAGE_BODY_MAX = 2000;
/** Messages one user may send in a minute; the next is 429 with Retry-After (SPEC §13.3). */
export const MESSAGES_PER_MINUTE = 30;
/** The other side is emailed at most once per this many seconds per thread (SPEC §13.3). */
export const MESSAGE_EMAIL_INTERVAL_SECONDS = 15 * 60;

/** The prices `price_adjusted` may set: from 0 to one cent below the sale price, inclusive. */
export const adjustedPriceRange = (sale: DisputeSale): { min: number; max: number } => ({
  min: 0,
  max: sale.priceCents - 1,
});

/** The state after `act` on a dispute of `sale`, or why it is refused. */
export function disputeTransition(
  state: DisputeState,
  sale: DisputeSale,
  act: DisputeAct,
): DisputeResult {
  if (state.status === 'resolved') {
    return { ok: false, refusal: { code: 'invalid_state', why: 'resolved' } };
  }
  if (act.kind === 'respond') {
    if (state.responded) {
      return { ok: false, refusal: { code: 'invalid_state', why: 'responded' } };
    }
    return { ok: true, state: { ...state, responded: true } };
  }
  const adjusted = act.adjustedPriceCents;
  if (act.decision !== 'price_adjusted') {
    if (adjusted !== undefined) {
      return { ok: false, refusal: { code: 'adjusted_price', required: false } };
    }
    return {
      ok: true,
      state: { ...state, status: 'resolved', decision: act.decision, adjustedPriceCents: null },
    };
  }
  if (adjusted === undefined) {
    return { ok: false, refusal: { code: 'adjusted_price', required: true } };
  }
  const { min, max } = adjustedPriceRange(sale);
  if (!Number.isSafeInteger(adjusted) || adjusted < min || adjusted > max) {
    return { ok: false, refusal: { code: 'out_of_range', min, max } };
  }
  return {
    ok: true,
    state: {
      ...state,
      status: 'resolved',
      decision: 'price_adjusted',
      adjustedPriceCents: adjusted,
    },
  };
}
