import { MONEY_MAX_CENTS } from './values.js';

/**
 * Business tables of SPEC §5.2 and §5.5 as data, with the functions that read them.
 * All amounts are integer cents.
 */

export interface Band {
  /** The band applies to amounts strictly below this bound; null = no upper bound. */
  readonly below_cents: number | null;
  readonly value_cents: number;
}

/** Bid increment by current price. */
export const BID_INCREMENTS: readonly Band[] = [
  { below_cents: 100_000, value_cents: 1_000 },
  { below_cents: 500_000, value_cents: 5_000 },
  { below_cents: 2_000_000, value_cents: 10_000 },
  { below_cents: null, value_cents: 25_000 },
];

/** Buyer's fee charged to the winning dealer, by hammer price. */
export const BUYER_FEES: readonly Band[] = [
  { below_cents: 100_000, value_cents: 4_900 },
  { below_cents: 500_000, value_cents: 9_900 },
  { below_cents: 1_500_000, value_cents: 19_900 },
  { below_cents: null, value_cents: 29_900 },
];

function bandValue(bands: readonly Band[], amountCents: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`amount must be a non-negative integer of cents, got ${amountCents}`);
  }
  for (const band of bands) {
    if (band.below_cents === null || amountCents < band.below_cents) return band.value_cents;
  }
  throw new RangeError('band table has no open-ended last band');
}

/** The increment that applies at `priceCents`. */
export function incrementFor(priceCents: number): number {
  return bandValue(BID_INCREMENTS, priceCents);
}

/** The fee for a sale at `hammerCents`. */
export function feeFor(hammerCents: number): number {
  return bandValue(BUYER_FEES, hammerCents);
}

/**
 * The lowest acceptable next bid: the starting price before any bid, else price + increment,
 * capped at the money limit so that the limit itself stays reachable (ADR 025). At the limit no
 * higher bid exists: the answer is then above the limit, which no bid can send.
 */
export function minNextBid(currentPriceCents: number | null, startingPriceCents: number): number {
  if (currentPriceCents === null) return startingPriceCents;
  const next = currentPriceCents + incrementFor(currentPriceCents);
  return currentPriceCents < MONEY_MAX_CENTS ? Math.min(next, MONEY_MAX_CENTS) : next;
}
