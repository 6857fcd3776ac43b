import { feeFor, type AuctionOutcome } from '@gavel/contract';
import type { Executor } from '../../db/index.js';
import type { auctions } from '../../db/schema.js';
import { recordAuditEvent } from '../../lib/audit.js';
import * as listingRepo from '../listings/repository.js';
import type { FileLinks } from '../uploads/links.js';
import { publishAuctionEvent } from './events.js';
import { publicView } from './lifecycle-views.js';
import { updateAuction, type AuctionRow } from './repository.js';

type Bidding = Pick<
  AuctionRow,
  'currentPriceCents' | 'reservePriceCents' | 'leaderDealerId' | 'bidCount'
>;

/**
 * How an auction ends (SPEC §5.1): `sold` when there is a leading bid at or above the reserve
 * (or no reserve), `reserve_not_met` when the leading bid is below it, `no_bids` otherwise.
 */
export function outcomeOf(row: Bidding): AuctionOutcome {
  if (row.bidCount === 0 || row.currentPriceCents === null) return 'no_bids';
  if (row.reservePriceCents !== null && row.currentPriceCents < row.reservePriceCents) {
    return 'reserve_not_met';
  }
  // A leader whose dealer profile was deleted cannot buy; the seller may still rerun.
  return row.leaderDealerId === null ? 'reserve_not_met' : 'sold';
}

/** The sale columns: hammer at the current price, the leader wins, the fee is owed. */
export function saleOf(row: Bidding) {
  if (row.currentPriceCents === null || row.leaderDealerId === null) {
    throw new Error('a sale needs a price and a leading dealer');
  }
  return {
    outcome: 'sold' as const,
    hammerPriceCents: row.currentPriceCents,
    winnerDealerId: row.leaderDealerId,
    feeCents: feeFor(row.currentPriceCents),
    feeStatus: 'outstanding' as const,
  };
}

export interface SettleInput {
  at: Date;
  /** The staff member who force-ended it; null when the scheduler ends it on time. */
  actorId: string | null;
  /** Set for a force-end (SPEC §6). */
  forceEndReason?: string | undefined;
}

/**
 * Ends a live auction whose row the caller has locked (`FOR UPDATE`) in `tx`, and settles it:
 * outcome and sale terms, the listing's status, the audit trail and the live `ended` event, all
 * in the caller's transaction. Normal end and force-end share it. Lock order: the auction row
 * (held by the caller) first, then the listing row (taken by the update below).
 */
export async function settleAuction(
  tx: Executor,
  row: AuctionRow,
  input: SettleInput,
  links: FileLinks,
): Promise<AuctionRow> {
  if (row.status !== 'live') throw new Error(`auction ${row.id} is ${row.status}, not live`);
  const { at, actorId, forceEndReason } = input;
  const outcome = outcomeOf(row);
  const forced = forceEndReason !== undefined;
  const values: Partial<typeof auctions.$inferInsert> = {
    status: 'ended',
    outcome,
    endedAt: at,
    updatedAt: at,
    ...(outcome === 'sold' ? saleOf(row) : {}),
  };
  if (forced) {
    values.forceEndReason = forceEndReason;
    // The public shape has no `ended_at`: its `end_at` says when bidding really closed.
    if (row.endAt === null || row.endAt > at) values.endAt = at;
  }
  const ended = await updateAuction(tx, row.id, values);
  await listingRepo.updateListing(tx, row.listingId, {
    status: outcome === 'sold' ? 'sold' : 'unsold',
    updatedAt: at,
  });

  await recordAuditEvent(tx, {
    type: 'auction.ended',
    actorId,
    subjectType: 'auction',
    subjectId: row.id,
    data: {
      outcome,
      hammer_price_cents: ended.hammerPriceCents,
      winner_dealer_id: ended.winnerDealerId,
      fee_cents: ended.feeCents,
      bid_count: ended.bidCount,
      forced,
    },
    at,
  });
  if (forced) {
    await recordAuditEvent(tx, {
      type: 'auction.force_ended',
      actorId,
      subjectType: 'auction',
      subjectId: row.id,
      data: { reason: forceEndReason, outcome },
      at,
    });
  }
  await publishAuctionEvent(tx, {
    auctionId: row.id,
    name: 'ended',
    data: await publicView(tx, ended, links, at),
    at,
  });
  return ended;
}
