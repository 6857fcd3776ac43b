import {
  offerBlocked,
  offerRange,
  offersAt,
  statusAt,
  type MachineState,
  type Negotiation,
  type OfferSide,
  type OfferStatus,
  type SellerNegotiation,
} from '@gavel/contract';
import type { StatusLabel } from '../status/status-labels';

/** Either side's answer: the seller's carries the reserve too. */
export type AnyNegotiation = Negotiation | SellerNegotiation;

/**
 * How often either side's open negotiation is read again: the other side may act at any moment
 * (both reads' `refetchInterval`).
 */
export const negotiationRefreshMs = (negotiation: AnyNegotiation | undefined): number | false =>
  negotiation?.status === 'open' ? 15_000 : false;

/** The answer as the contract's transitions read it (SPEC §13.1, ADR 053). */
export function machineStateOf(negotiation: AnyNegotiation): MachineState {
  return {
    status: negotiation.status,
    expiresAt: Date.parse(negotiation.expires_at),
    highestBidCents: negotiation.highest_bid_cents,
    // The dealer never sees the reserve; its own range does not depend on it.
    reserveCents: 'reserve_price_cents' in negotiation ? negotiation.reserve_price_cents : null,
    offers: negotiation.offers.map((offer) => ({
      id: offer.id,
      by: offer.by,
      amountCents: offer.amount_cents,
      status: offer.status,
      createdAt: Date.parse(offer.created_at),
    })),
  };
}

export const OFFER_STATUS: Record<OfferStatus, StatusLabel> = {
  pending: { label: 'Waiting for an answer', tone: 'brand' },
  accepted: { label: 'Accepted', tone: 'success' },
  declined: { label: 'Declined', tone: 'danger' },
  countered: { label: 'Countered', tone: 'neutral' },
  lapsed: { label: 'Lapsed', tone: 'neutral' },
};

/** Who made an offer, as the reader (`side`) calls them. */
export const offerAuthor = (by: OfferSide, side: OfferSide): string =>
  by === side ? 'You' : by === 'seller' ? 'The seller' : 'The dealer';

/** One offer as the panel lists it. */
export interface OfferLine {
  id: string;
  author: string;
  amountCents: number;
  status: OfferStatus;
  createdAt: string;
  /** The reader may accept or decline it: the other side's offer, pending, while open. */
  answerable: boolean;
}

/** Everything the panel shows, as the rules say at `now` on the server's clock. */
export interface NegotiationView {
  status: Negotiation['status'];
  expiresAt: number;
  offers: OfferLine[];
  /** The amounts the reader may offer (inclusive); null when it may make no offer now. */
  range: { min: number; max: number | null } | null;
  /** Why the reader cannot make an offer now, in words; null when it can. */
  blockedReason: string | null;
}

function blockedText(refusal: NonNullable<ReturnType<typeof offerBlocked>>): string | null {
  if (refusal.code === 'limit_reached') {
    return `You have made the ${String(refusal.limit)} offers allowed. You can still answer an offer made to you.`;
  }
  switch (refusal.why) {
    case 'own_offer_pending':
      return 'Your offer is waiting for an answer. You can make another once it is answered.';
    // A closed negotiation says so in its heading: no second sentence.
    default:
      return null;
  }
}

export function negotiationView(
  negotiation: AnyNegotiation,
  side: OfferSide,
  now: number,
): NegotiationView {
  const state = machineStateOf(negotiation);
  const status = statusAt(state, now);
  const open = status === 'open';
  const byId = new Map(negotiation.offers.map((offer) => [offer.id, offer]));
  const offers = offersAt(state, now).map((offer) => ({
    id: offer.id,
    author: offerAuthor(offer.by, side),
    amountCents: offer.amountCents,
    status: offer.status,
    createdAt: byId.get(offer.id)?.created_at ?? new Date(offer.createdAt).toISOString(),
    answerable: open && offer.by !== side && offer.status === 'pending',
  }));
  const blocked = offerBlocked(state, side, now);
  const range = offerRange(state, side);
  // A range with nothing in it (the seller's reserve one cent above the bid, say) offers nothing.
  const empty = range.max !== null && range.max < range.min;
  return {
    status,
    expiresAt: state.expiresAt,
    offers,
    range: blocked || empty ? null : range,
    blockedReason: blocked ? blockedText(blocked) : null,
  };
}

/**
 * An amount typed in major units checked against the range: the message to show under the
 * field, or null when it may be offered. The server checks again (422 on `amount_cents`).
 */
export function offerAmountError(
  cents: number | null,
  range: { min: number; max: number | null },
  money: (cents: number) => string,
): string | null {
  if (cents === null) return 'Enter an amount, such as 1500 or 1500.50';
  if (cents < range.min || (range.max !== null && cents > range.max)) {
    return range.max === null
      ? `Offer at least ${money(range.min)}`
      : `Offer between ${money(range.min)} and ${money(range.max)}`;
  }
  return null;
}
