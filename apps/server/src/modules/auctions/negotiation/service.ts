import {
  ACCEPT_OFFER_WINDOW_SECONDS,
  offersAt,
  statusAt,
  transition,
  type InvalidWhy,
  type MachineAct,
  type MachineRefusal,
  type MachineState,
  type Negotiation,
  type OfferSide,
  type SellerNegotiation,
} from '@gavel/contract';
import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '../../../db/index.js';
import { recordAuditEvent } from '../../../lib/audit.js';
import type { Clock } from '../../../lib/clock.js';
import { AppError, notFound, validationError } from '../../../lib/errors.js';
import { getDealerForUser } from '../../dealers/index.js';
import type { InvoiceSettings } from '../../invoices/index.js';
import { findListing } from '../../listings/index.js';
import { listingFacts, recordSale } from '../lifecycle/settlement.js';
import {
  dealerStatuses,
  findAuction,
  latestAuctionOfListing,
  type AuctionRow,
} from '../repository.js';
import { offersOf, saveOffers } from './repository.js';

export interface NegotiationDeps {
  db: Database;
  clock: Clock;
  invoicing: InvoiceSettings;
}

/** Who acts: the seller (its user id) or a dealer (its user id, mapped to its profile). */
export type Party = { side: 'seller'; userId: string } | { side: 'dealer'; userId: string };

const WHY: Record<InvalidWhy, string> = {
  expired: 'The 48 hours to negotiate after the auction ended have passed.',
  accepted: 'The auction is sold: the negotiation is over.',
  lapsed: 'A rerun was requested, so the negotiation is over.',
  not_pending: 'That offer has already been answered or countered.',
  own_offer_pending: 'Your offer is waiting for an answer: wait for it before offering again.',
};

const money = (cents: number) => (cents / 100).toFixed(2);

/** The refusal of a transition as the API answers it (SPEC §13.1). */
function refusalError(refusal: MachineRefusal): Error {
  switch (refusal.code) {
    case 'out_of_range':
      return validationError([
        {
          path: 'amount_cents',
          message:
            refusal.max === null
              ? `Offer more than the highest bid: at least ${money(refusal.min)}`
              : `Offer from ${money(refusal.min)} to ${money(refusal.max)}`,
        },
      ]);
    case 'invalid_state':
      return new AppError('invalid_state', WHY[refusal.why]);
    case 'limit_reached':
      return new AppError('limit_reached', `Each side can make at most ${refusal.limit} offers.`, {
        limit: refusal.limit,
      });
    case 'not_found':
      return notFound('Offer');
  }
}

/**
 * The negotiation below the reserve (SPEC §13.1, ADR 053): the contract's transitions applied
 * under the auction's row lock, so acts racing on one negotiation are taken one at a time and
 * the later reads the earlier's outcome. Accepting sells through the one sale path.
 */
export function createNegotiation(deps: NegotiationDeps) {
  const { db, clock } = deps;

  /**
   * The auction, its listing and the negotiation as it stands, when `party` is in it (else 404:
   * another seller's auction, a dealer that is not its highest bidder, or an auction that did
   * not end below its reserve with a bid to accept).
   */
  async function open(ex: Executor, party: Party, auctionId: string, lock: boolean) {
    const row = await findAuction(ex, auctionId, { lock });
    if (!row) throw notFound('Negotiation');
    const listing = await findListing(ex, row.listingId, { lock });
    if (!listing) throw notFound('Negotiation');
    if (party.side === 'seller') {
      if (listing.sellerId !== party.userId) throw notFound('Negotiation');
    } else {
      const dealer = await getDealerForUser(ex, party.userId);
      if (dealer?.id !== row.offerDealerId) throw notFound('Negotiation');
    }
    if (
      row.status !== 'ended' ||
      row.endedAt === null ||
      row.offerDealerId === null ||
      row.offerCents === null
    ) {
      throw notFound('Negotiation');
    }
    const latest = await latestAuctionOfListing(ex, row.listingId);
    const state: MachineState = {
      // A sale cancelled on a dispute (SPEC §13.4) ended the negotiation as its sale did.
      status:
        row.outcome === 'sold' || row.outcome === 'cancelled'
          ? 'accepted'
          : listing.status !== 'unsold' || latest?.id !== row.id
            ? 'lapsed'
            : 'open',
      expiresAt: row.endedAt.getTime() + ACCEPT_OFFER_WINDOW_SECONDS * 1000,
      highestBidCents: row.offerCents,
      reserveCents: row.reservePriceCents,
      offers: await offersOf(ex, row.id),
    };
    return { row, listing, state, dealerId: row.offerDealerId };
  }

  function view(row: AuctionRow, state: MachineState, now: number): Negotiation {
    return {
      auction_id: row.id,
      status: statusAt(state, now),
      expires_at: new Date(state.expiresAt).toISOString(),
      highest_bid_cents: state.highestBidCents,
      offers: offersAt(state, now).map((o) => ({
        id: o.id,
        by: o.by,
        amount_cents: o.amountCents,
        status: o.status,
        created_at: new Date(o.createdAt).toISOString(),
      })),
    };
  }

  function answer(party: Party, row: AuctionRow, state: MachineState, now: number) {
    const base = view(row, state, now);
    return party.side === 'seller'
      ? ({ ...base, reserve_price_cents: state.reserveCents } satisfies SellerNegotiation)
      : base;
  }

  async function get(party: Party, auctionId: string): Promise<Negotiation | SellerNegotiation> {
    return db.read(async (ex) => {
      const { row, state } = await open(ex, party, auctionId, false);
      return answer(party, row, state, clock.now().getTime());
    });
  }

  /** Applies one act of `party` under the auction's lock; answers the negotiation after it. */
  async function act(
    party: Party,
    auctionId: string,
    make: (by: OfferSide) => MachineAct,
  ): Promise<Negotiation | SellerNegotiation> {
    return db.transaction(async (tx) => {
      const { row, listing, state, dealerId } = await open(tx, party, auctionId, true);
      const at = clock.now();
      const act = make(party.side);
      const result = transition(state, act, at.getTime());
      if (!result.ok) throw refusalError(result.refusal);
      await saveOffers(tx, row.id, state.offers, result.state.offers);
      const actorId = party.userId;
      if (act.kind === 'offer') {
        await recordAuditEvent(tx, {
          type: 'offer.made',
          actorId,
          subjectType: 'auction',
          subjectId: row.id,
          data: {
            offer_id: act.id,
            by: act.by,
            amount_cents: act.amountCents,
            currency: row.currency,
            expires_at: new Date(state.expiresAt).toISOString(),
            ...listingFacts(listing),
            dealer_id: dealerId,
          },
          at,
        });
      } else if (act.kind === 'decline' || act.kind === 'accept') {
        const offer = state.offers.find((o) => o.id === act.offerId);
        await recordAuditEvent(tx, {
          type: act.kind === 'accept' ? 'offer.accepted' : 'offer.declined',
          actorId,
          subjectType: 'auction',
          subjectId: row.id,
          data: {
            offer_id: act.offerId,
            by: offer?.by,
            amount_cents: offer?.amountCents,
            currency: row.currency,
            ...listingFacts(listing),
            dealer_id: dealerId,
          },
          at,
        });
      }
      let after = row;
      if (result.soldAtCents !== undefined) {
        const status = (await dealerStatuses(tx, [dealerId])).get(dealerId);
        if (status !== 'active') {
          throw new AppError(
            'invalid_state',
            'The dealer in this negotiation is suspended, so the auction cannot be sold to it now.',
          );
        }
        const { sold } = await recordSale(
          tx,
          row,
          { dealerId, priceCents: result.soldAtCents, at },
          deps.invoicing,
        );
        after = sold;
        // As any sale below the reserve: notifications tells the buyer it won (ADR 041).
        await recordAuditEvent(tx, {
          type: 'auction.offer_accepted',
          actorId,
          subjectType: 'auction',
          subjectId: row.id,
          data: {
            hammer_price_cents: sold.hammerPriceCents,
            winner_dealer_id: sold.winnerDealerId,
            fee_cents: sold.feeCents,
            reserve_price_cents: row.reservePriceCents,
            unsold_reason: row.unsoldReason,
            currency: sold.currency,
            offer_id: act.kind === 'accept' ? act.offerId : null,
            ...listingFacts(listing),
          },
          at,
        });
      }
      return answer(party, after, result.state, at.getTime());
    });
  }

  return {
    get,
    offer: (party: Party, auctionId: string, amountCents: number) =>
      act(party, auctionId, (by) => ({ kind: 'offer', by, id: randomUUID(), amountCents })),
    accept: (party: Party, auctionId: string, offerId: string) =>
      act(party, auctionId, (by) => ({ kind: 'accept', by, offerId })),
    decline: (party: Party, auctionId: string, offerId: string) =>
      act(party, auctionId, (by) => ({ kind: 'decline', by, offerId })),
  };
}

export type NegotiationService = ReturnType<typeof createNegotiation>;
