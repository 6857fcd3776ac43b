// The negotiation below the reserve (SPEC §13.1, ADR 053) as pure transitions: what the seller
// and the highest bidder may do, given the negotiation as it stands and the server's clock. The
// server applies them under the auction's lock and stores what they answer; the web reads the
// same rules to offer only what would be accepted. Zod-free (the web's first visit).

/** The two sides of a negotiation. */
export const OFFER_SIDES = ['seller', 'dealer'] as const;
export type OfferSide = (typeof OFFER_SIDES)[number];

export const NEGOTIATION_STATUSES = ['open', 'accepted', 'lapsed'] as const;
export type NegotiationStatus = (typeof NEGOTIATION_STATUSES)[number];

export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'countered', 'lapsed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Offers each side may make in one negotiation (the sixth is 409 `limit_reached`). */
export const OFFERS_PER_SIDE_MAX = 5;

export interface MachineOffer {
  id: string;
  by: OfferSide;
  amountCents: number;
  status: OfferStatus;
  /** Epoch milliseconds. */
  createdAt: number;
}

/** A negotiation as stored: what its transitions read and write. */
export interface MachineState {
  /** `open` until an offer (or the highest bid) is accepted or the seller asks for a rerun. */
  status: NegotiationStatus;
  /** Epoch milliseconds: the end of the 48 hours after the auction ended. */
  expiresAt: number;
  /** The highest bid the auction ended with (the bid `accept-highest-bid` sells at). */
  highestBidCents: number;
  /** The listing's reserve; null when the auction had none (it ended below it for its leader). */
  reserveCents: number | null;
  /** Oldest first. */
  offers: MachineOffer[];
}

export type MachineAct =
  | { kind: 'offer'; by: OfferSide; id: string; amountCents: number }
  | { kind: 'accept'; by: OfferSide; offerId: string }
  | { kind: 'decline'; by: OfferSide; offerId: string }
  /** The seller sold at the highest bid (`accept-highest-bid`). */
  | { kind: 'accept_highest_bid' }
  /** The seller asked for a rerun: the negotiation ends unsold. */
  | { kind: 'rerun' };

/** Why an act is refused, as the API answers it. */
export type MachineRefusal =
  /** 422 on `amount_cents`, with the bounds (`min`/`max`, inclusive, when there is one). */
  | { code: 'out_of_range'; min: number; max: number | null }
  /** 409: closed, expired, sold, not pending, or one's own offer still waits. */
  | { code: 'invalid_state'; why: InvalidWhy }
  /** 409: the side has made `OFFERS_PER_SIDE_MAX` offers. */
  | { code: 'limit_reached'; limit: number }
  /** 404: no such offer for this side to answer (its own, or another auction's). */
  | { code: 'not_found' };

export type InvalidWhy = 'expired' | 'accepted' | 'lapsed' | 'not_pending' | 'own_offer_pending';

/** What an accepted act changed: the state, and the sale it makes, if any. */
export interface MachineResult {
  state: MachineState;
  /** Set when the act sells: the price the sale is made at. */
  soldAtCents?: number;
}

/** The status a reader sees at `now`: an open negotiation past its window has lapsed. */
export function statusAt(state: MachineState, now: number): NegotiationStatus {
  return state.status === 'open' && now > state.expiresAt ? 'lapsed' : state.status;
}

/** The offers as a reader sees them at `now`: pending ones of a lapsed negotiation lapsed. */
export function offersAt(state: MachineState, now: number): MachineOffer[] {
  if (statusAt(state, now) !== 'lapsed') return state.offers;
  return state.offers.map((o) => (o.status === 'pending' ? { ...o, status: 'lapsed' } : o));
}

/** The offer waiting for an answer, if any (at most one at a time). */
export const pendingOffer = (state: MachineState): MachineOffer | undefined =>
  state.offers.find((o) => o.status === 'pending');

/** How many offers `by` has made. */
export const offersMadeBy = (state: MachineState, by: OfferSide): number =>
  state.offers.filter((o) => o.by === by).length;

/**
 * The amounts `by` may offer now, inclusive (`max` null: no upper bound): above the highest
 * bid; the seller at most the reserve; the dealer below the seller's pending offer.
 */
export function offerRange(
  state: MachineState,
  by: OfferSide,
): { min: number; max: number | null } {
  const min = state.highestBidCents + 1;
  if (by === 'seller') return { min, max: state.reserveCents };
  const pending = pendingOffer(state);
  return { min, max: pending?.by === 'seller' ? pending.amountCents - 1 : null };
}

/** Why `by` can make no offer at `now` (null: it can, within `offerRange`). */
export function offerBlocked(
  state: MachineState,
  by: OfferSide,
  now: number,
): Exclude<MachineRefusal, { code: 'out_of_range' } | { code: 'not_found' }> | null {
  const closed = closedWhy(state, now);
  if (closed) return { code: 'invalid_state', why: closed };
  if (pendingOffer(state)?.by === by) return { code: 'invalid_state', why: 'own_offer_pending' };
  if (offersMadeBy(state, by) >= OFFERS_PER_SIDE_MAX) {
    return { code: 'limit_reached', limit: OFFERS_PER_SIDE_MAX };
  }
  return null;
}

function closedWhy(state: MachineState, now: number): InvalidWhy | null {
  if (state.status === 'accepted') return 'accepted';
  if (state.status === 'lapsed') return 'lapsed';
  if (now > state.expiresAt) return 'expired';
  return null;
}

const refuse = (refusal: MachineRefusal) => ({ ok: false as const, refusal });
const accept = (result: MachineResult) => ({ ok: true as const, ...result });

/**
 * Applies `act` at `now` (epoch milliseconds) to `state`. Never changes `state`; answers the
 * new state (and the sale price when the act sells) or why the act is refused.
 */
export function transition(
  state: MachineState,
  act: MachineAct,
  now: number,
): ReturnType<typeof refuse> | ReturnType<typeof accept> {
  switch (act.kind) {
    case 'offer': {
      const blocked = offerBlocked(state, act.by, now);
      if (blocked) return refuse(blocked);
      const { min, max } = offerRange(state, act.by);
      if (
        !Number.isSafeInteger(act.amountCents) ||
        act.amountCents < min ||
        (max !== null && act.amountCents > max)
      ) {
        return refuse({ code: 'out_of_range', min, max });
      }
      const offers = state.offers.map((o) =>
        o.status === 'pending' ? { ...o, status: 'countered' as const } : o,
      );
      offers.push({
        id: act.id,
        by: act.by,
        amountCents: act.amountCents,
        status: 'pending',
        createdAt: now,
      });
      return accept({ state: { ...state, offers } });
    }
    case 'accept':
    case 'decline': {
      const offer = state.offers.find((o) => o.id === act.offerId);
      // One's own offer is answered by the other side only: to its maker it does not exist.
      if (!offer || offer.by === act.by) return refuse({ code: 'not_found' });
      const closed = closedWhy(state, now);
      if (closed) return refuse({ code: 'invalid_state', why: closed });
      if (offer.status !== 'pending') return refuse({ code: 'invalid_state', why: 'not_pending' });
      const status = act.kind === 'accept' ? ('accepted' as const) : ('declined' as const);
      const offers = state.offers.map((o) => (o.id === offer.id ? { ...o, status } : o));
      if (act.kind === 'decline') return accept({ state: { ...state, offers } });
      return accept({
        state: { ...state, status: 'accepted', offers },
        soldAtCents: offer.amountCents,
      });
    }
    case 'accept_highest_bid': {
      const closed = closedWhy(state, now);
      if (closed) return refuse({ code: 'invalid_state', why: closed });
      return accept({
        state: { ...state, status: 'accepted', offers: lapsePending(state.offers) },
        soldAtCents: state.highestBidCents,
      });
    }
    case 'rerun': {
      if (state.status === 'accepted') return refuse({ code: 'invalid_state', why: 'accepted' });
      return accept({ state: { ...state, status: 'lapsed', offers: lapsePending(state.offers) } });
    }
  }
}

const lapsePending = (offers: MachineOffer[]): MachineOffer[] =>
  offers.map((o) => (o.status === 'pending' ? { ...o, status: 'lapsed' as const } : o));
