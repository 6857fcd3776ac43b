import { incrementFor, minNextBid } from '@gavel/contract';

/**
 * The bidding rules of SPEC §5.2, §5.4 and §8 as a pure function: (state, bid, now) → the new
 * state and the bids to store, or a refusal. No I/O and no clock of its own, so the transaction
 * around it stays a thin shell and the rules can be tested exhaustively.
 */

/** A dealer's standing maximum: the largest `max_amount_cents` or `amount_cents` it has sent. */
export interface Standing {
  maxCents: number;
  /** When the maximum reached its current value (engine sequence): earlier wins a tie. */
  since: number;
}

export interface AuctionState {
  status: 'pending' | 'scheduled' | 'live' | 'ended';
  startingPriceCents: number;
  /** null before the first bid. */
  currentPriceCents: number | null;
  leaderId: string | null;
  endAt: Date;
  /**
   * Standing maxima by dealer id, of dealers whose maximum still bids: a suspension voids a
   * dealer's maximum for good (ADR 025), so the shell leaves it out and the leader may have none.
   */
  maxima: ReadonlyMap<string, Standing>;
  /** Monotonic counter of stored bids and maximum changes; orders ties. */
  seq: number;
}

export interface BidRequest {
  dealerId: string;
  amountCents: number;
  maxAmountCents?: number | undefined;
}

export interface PlacedBid {
  dealerId: string;
  amountCents: number;
  /** The maximum the dealer sent with this bid (own bids only). */
  maxAmountCents: number | null;
  /** True for steps the server makes for a proxy. */
  isProxy: boolean;
  seq: number;
}

export type Refusal =
  | { ok: false; code: 'auction_not_live' }
  | { ok: false; code: 'bid_too_low'; minNextBidCents: number }
  | { ok: false; code: 'already_leading' }
  | { ok: false; code: 'invalid_bid'; message: string };

export interface Accepted {
  ok: true;
  state: AuctionState;
  /** Bids to store, in order; empty when the leader only raised its maximum. */
  bids: PlacedBid[];
  /** The dealer that led before, when this bid overtook it (for the outbid notice). */
  overtaken: string | null;
  /** Set when the bid landed in the soft-close window and moved the end. */
  extendedTo: Date | null;
}

export type BidOutcome = Accepted | Refusal;

export interface EngineOptions {
  softCloseSeconds: number;
}

/** The lowest own bid the auction accepts now. */
export function minNextBidOf(
  state: Pick<AuctionState, 'currentPriceCents' | 'startingPriceCents'>,
) {
  return minNextBid(state.currentPriceCents, state.startingPriceCents);
}

/** Highest standing maximum, the earlier one on a tie, optionally ignoring one dealer. */
export function topStanding(
  maxima: ReadonlyMap<string, Standing>,
  except?: string,
): { dealerId: string; standing: Standing } | null {
  let best: { dealerId: string; standing: Standing } | null = null;
  for (const [dealerId, standing] of maxima) {
    if (dealerId === except) continue;
    if (
      best === null ||
      standing.maxCents > best.standing.maxCents ||
      (standing.maxCents === best.standing.maxCents && standing.since < best.standing.since)
    ) {
      best = { dealerId, standing };
    }
  }
  return best;
}

export function placeBid(
  state: AuctionState,
  bid: BidRequest,
  now: Date,
  opts: EngineOptions,
): BidOutcome {
  if (state.status !== 'live' || now.getTime() >= state.endAt.getTime()) {
    return { ok: false, code: 'auction_not_live' };
  }
  const { dealerId, amountCents } = bid;
  const sentMax = bid.maxAmountCents;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    return {
      ok: false,
      code: 'invalid_bid',
      message: 'The bid must be a positive whole number of cents.',
    };
  }
  if (sentMax !== undefined && (!Number.isSafeInteger(sentMax) || sentMax < amountCents)) {
    return {
      ok: false,
      code: 'invalid_bid',
      message: 'The maximum bid must not be below the bid.',
    };
  }
  const previous = state.maxima.get(dealerId);
  const candidate = Math.max(amountCents, sentMax ?? amountCents);

  // The leader cannot outbid itself, but may raise its maximum; the price does not move. A
  // leader whose maximum was voided leads with its last bid, so a new one must be above that.
  if (state.leaderId === dealerId) {
    const floor = previous?.maxCents ?? state.currentPriceCents ?? 0;
    if (candidate <= floor) return { ok: false, code: 'already_leading' };
    const seq = state.seq + 1;
    const maxima = new Map(state.maxima);
    maxima.set(dealerId, { maxCents: candidate, since: seq });
    return {
      ok: true,
      state: { ...state, maxima, seq },
      bids: [],
      overtaken: null,
      extendedTo: null,
    };
  }

  const minNext = minNextBidOf(state);
  if (amountCents < minNext) return { ok: false, code: 'bid_too_low', minNextBidCents: minNext };

  let seq = state.seq;
  const bids: PlacedBid[] = [];
  const record = (id: string, amount: number, isProxy: boolean, max: number | null) => {
    seq += 1;
    bids.push({ dealerId: id, amountCents: amount, maxAmountCents: max, isProxy, seq });
  };

  record(dealerId, amountCents, false, sentMax ?? null);
  const maxima = new Map(state.maxima);
  const myMax = Math.max(previous?.maxCents ?? 0, candidate);
  if (previous === undefined || myMax > previous.maxCents) {
    maxima.set(dealerId, { maxCents: myMax, since: seq });
  }

  const rival = topStanding(maxima, dealerId);
  let leaderId: string;
  let price: number;
  if (rival === null || myMax > rival.standing.maxCents) {
    // D leads at max(A, min(D's maximum, M2 + increment(M2))); alone, at A.
    leaderId = dealerId;
    if (rival === null) {
      price = amountCents;
    } else {
      const m2 = rival.standing.maxCents;
      price = Math.max(amountCents, Math.min(myMax, m2 + incrementFor(m2)));
      // The rival's proxy went as far as its maximum before being overtaken.
      if (m2 > amountCents && rival.dealerId === state.leaderId)
        record(rival.dealerId, m2, true, null);
      if (price > (bids.at(-1)?.amountCents ?? 0)) record(dealerId, price, true, null);
    }
  } else {
    // The highest maximum (the earlier on a tie) leads at min(its maximum, D's maximum + increment).
    leaderId = rival.dealerId;
    price = Math.min(rival.standing.maxCents, myMax + incrementFor(myMax));
    record(rival.dealerId, price, true, null);
  }

  const overtaken = state.leaderId !== null && state.leaderId !== leaderId ? state.leaderId : null;
  const softCloseMs = opts.softCloseSeconds * 1000;
  // A bid accepted in the last SOFT_CLOSE_SECONDS moves the end to now + SOFT_CLOSE_SECONDS.
  const inSoftClose = state.endAt.getTime() - now.getTime() < softCloseMs;
  const endAt = inSoftClose ? new Date(now.getTime() + softCloseMs) : state.endAt;
  return {
    ok: true,
    state: { ...state, currentPriceCents: price, leaderId, maxima, seq, endAt },
    bids,
    overtaken,
    extendedTo: inSoftClose ? endAt : null,
  };
}
