import { feeFor, taxCents, type AuctionOutcome, type UnsoldReason } from '@gavel/contract';
import type { Executor } from '../../../db/index.js';
import type { auctions } from '../schema.js';
import { recordAuditEvent } from '../../../lib/audit.js';
import {
  issueCreditNote,
  issueInvoice,
  saleInvoice,
  type InvoiceSettings,
  type SaleInvoice,
} from '../../invoices/index.js';
import { updateListing } from '../../listings/index.js';
import type { FileLinks } from '../../../lib/file-links.js';
import { publishAuctionEvent } from '../live/broadcast.js';
import { publicView } from './views.js';
import { dealerStatuses, highestActiveBid, updateAuction, type AuctionRow } from '../repository.js';

type Bidding = Pick<
  AuctionRow,
  'currentPriceCents' | 'reservePriceCents' | 'leaderDealerId' | 'bidCount'
>;

/**
 * How an auction ends (SPEC §5.1): `sold` when there is a leading bid at or above the reserve
 * (or no reserve), `reserve_not_met` when the leading bid is below it, `no_bids` otherwise. A
 * leader that cannot buy — suspended when the auction ends, or whose dealer profile was deleted —
 * is never made the winner: the auction ends `reserve_not_met`, and the seller may accept another
 * dealer's bid (ADR 025).
 */
export function outcomeOf(row: Bidding, leaderSuspended = false): AuctionOutcome {
  if (row.bidCount === 0 || row.currentPriceCents === null) return 'no_bids';
  if (row.reservePriceCents !== null && row.currentPriceCents < row.reservePriceCents) {
    return 'reserve_not_met';
  }
  return row.leaderDealerId === null || leaderSuspended ? 'reserve_not_met' : 'sold';
}

/** Why an auction with bids did not sell because of its leader; null when it did not matter. */
export function unsoldReasonOf(row: Bidding, leaderSuspended = false): UnsoldReason | null {
  if (row.bidCount === 0 || row.currentPriceCents === null) return null;
  if (row.leaderDealerId === null) return 'leader_removed';
  return leaderSuspended ? 'leader_suspended' : null;
}

/** The sale columns: hammer at the current price, the leader wins, the fee is owed. */
export function saleOf(row: Bidding) {
  if (row.currentPriceCents === null || row.leaderDealerId === null) {
    throw new Error('a sale needs a price and a leading dealer');
  }
  return saleAt(row.leaderDealerId, row.currentPriceCents);
}

/** The sale columns of a sale to `dealerId` at `hammerCents`, with the fee of that price. */
export function saleAt(dealerId: string, hammerCents: number) {
  return {
    outcome: 'sold' as const,
    hammerPriceCents: hammerCents,
    winnerDealerId: dealerId,
    feeCents: feeFor(hammerCents),
    feeStatus: 'outstanding' as const,
  };
}

/**
 * The one sale (ADR 053, ADR 054): the auction sold to `dealerId` at `priceCents` with the fee of
 * that price (with `extra` columns in the same update: an end's status and times), its listing
 * `sold`, and the buyer-fee invoice issued, all in `tx`. The end of an auction at a bid that
 * meets the reserve, `accept-highest-bid` and an accepted offer all sell through it. The caller
 * holds the auction's row lock and writes the sale's audit event.
 */
export async function recordSale(
  tx: Executor,
  row: AuctionRow,
  sale: { dealerId: string; priceCents: number; at: Date },
  invoicing: InvoiceSettings,
  extra: Partial<typeof auctions.$inferInsert> = {},
) {
  const terms = saleAt(sale.dealerId, sale.priceCents);
  const sold = await updateAuction(tx, row.id, { ...extra, ...terms, updatedAt: sale.at });
  const listing = await updateListing(tx, row.listingId, { status: 'sold', updatedAt: sale.at });
  await issueInvoice(
    tx,
    {
      auctionId: row.id,
      dealerId: terms.winnerDealerId,
      hammerPriceCents: terms.hammerPriceCents,
      feeCents: terms.feeCents,
      currency: sold.currency,
      listingTitle: listing.title,
      at: sale.at,
    },
    invoicing,
  );
  return { sold, listing };
}

/** A correction of a sale staff decided on a dispute (SPEC §13.4). */
export interface SaleCorrection {
  at: Date;
  /** The staff member who decided it. */
  actorId: string;
  /** The credit note's reason. */
  reason: string;
}

/**
 * What lowering a sale's fee credits on its invoice (SPEC §13.4): what the invoice still charges
 * (its total less earlier credits) less the new fee with its tax, taxed at the invoice's rate as
 * the invoice was; 0 when the new price keeps the fee.
 */
export function adjustmentCredit(
  invoice: Pick<SaleInvoice, 'totalCents' | 'creditedCents' | 'taxRateBps'>,
  feeCents: number,
): number {
  const charged = feeCents + taxCents(feeCents, invoice.taxRateBps);
  return Math.max(0, invoice.totalCents - invoice.creditedCents - charged);
}

function assertSold(row: AuctionRow): number {
  if (row.outcome !== 'sold' || row.hammerPriceCents === null) {
    throw new Error(`auction ${row.id} is not sold`);
  }
  return row.hammerPriceCents;
}

/**
 * A sale's price lowered to `priceCents` (SPEC §13.4): the hammer price and the fee of it, and a
 * credit note for what the invoice charged above the new fee and its tax (none when the fee
 * stays). The invoice itself is never rewritten, and stays outstanding or paid; the fee keeps
 * its status (a fee already collected is refunded by the note). The caller holds the auction's
 * row lock and writes the decision's audit event.
 */
export async function adjustSale(
  tx: Executor,
  row: AuctionRow,
  change: SaleCorrection & { priceCents: number },
  invoicing: InvoiceSettings,
): Promise<{ adjusted: AuctionRow; creditNote: string | null }> {
  const hammer = assertSold(row);
  if (change.priceCents < 0 || change.priceCents >= hammer) {
    throw new Error(`an adjusted price must be below ${hammer}, not ${change.priceCents}`);
  }
  const feeCents = feeFor(change.priceCents);
  const adjusted = await updateAuction(tx, row.id, {
    hammerPriceCents: change.priceCents,
    feeCents,
    updatedAt: change.at,
  });
  const creditNote = await creditSale(
    tx,
    row,
    change,
    invoicing,
    (invoice) => adjustmentCredit(invoice, feeCents),
    false,
  );
  return { adjusted, creditNote };
}

/**
 * The credit note a correction owes on the sale's invoice (locked), of `amountOf` it; none when
 * that is nothing (or the sale has no invoice). `voids`: the invoice becomes `void` with it.
 */
async function creditSale(
  tx: Executor,
  row: AuctionRow,
  change: SaleCorrection,
  invoicing: InvoiceSettings,
  amountOf: (invoice: NonNullable<Awaited<ReturnType<typeof saleInvoice>>>) => number,
  voids: boolean,
): Promise<string | null> {
  const invoice = await saleInvoice(tx, row.id, { lock: true });
  const amountCents = invoice ? amountOf(invoice) : 0;
  if (amountCents <= 0) return null;
  return issueCreditNote(
    tx,
    {
      auctionId: row.id,
      amountCents,
      reason: change.reason,
      at: change.at,
      actorId: change.actorId,
      void: voids,
    },
    invoicing,
  );
}

/**
 * A sale cancelled (SPEC §13.4): the auction's outcome `cancelled` and its listing `unsold`
 * again (a rerun may follow, not counted towards the limit), and the invoice credited whole and
 * void. The sale's columns stay as the record of what was cancelled; an outstanding fee is owed
 * no more (no fee status: out of the fee queue and the payments list), a collected one stays
 * collected (the credit note is what the dealer is owed back). The caller holds the auction's
 * row lock (then the listing's, as every sale) and writes the decision's audit event.
 */
export async function cancelSale(
  tx: Executor,
  row: AuctionRow,
  change: SaleCorrection,
  invoicing: InvoiceSettings,
): Promise<{ cancelled: AuctionRow; creditNote: string | null }> {
  assertSold(row);
  const cancelled = await updateAuction(tx, row.id, {
    outcome: 'cancelled',
    feeStatus: row.feeStatus === 'collected' ? 'collected' : null,
    updatedAt: change.at,
  });
  await updateListing(tx, row.listingId, { status: 'unsold', updatedAt: change.at });
  const creditNote = await creditSale(
    tx,
    row,
    change,
    invoicing,
    (invoice) => invoice.totalCents - invoice.creditedCents,
    true,
  );
  return { cancelled, creditNote };
}

/**
 * What the seller may accept after a `reserve_not_met` end: the leader's bid when the leader can
 * buy, else the highest bid of a dealer active now (none: null).
 */
async function offerOf(
  tx: Executor,
  row: AuctionRow,
  unsoldReason: UnsoldReason | null,
): Promise<{ offerDealerId: string | null; offerCents: number | null }> {
  if (unsoldReason === null && row.leaderDealerId !== null) {
    return { offerDealerId: row.leaderDealerId, offerCents: row.currentPriceCents };
  }
  const best = await highestActiveBid(tx, row.id);
  return { offerDealerId: best?.dealerId ?? null, offerCents: best?.amountCents ?? null };
}

export interface SettleInput {
  at: Date;
  /** The staff member who force-ended it; null when the scheduler ends it on time. */
  actorId: string | null;
  /** Set for a force-end (SPEC §6). */
  forceEndReason?: string | undefined;
  /** How a sale's invoice is numbered and taxed (config, ADR 054). */
  invoicing: InvoiceSettings;
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
  const { at, actorId, forceEndReason, invoicing } = input;
  // The leader's status now, read under the auction's lock: a dealer suspended when its
  // auction ends never wins it (ADR 025).
  const leaderStatus =
    row.leaderDealerId === null
      ? undefined
      : (await dealerStatuses(tx, [row.leaderDealerId])).get(row.leaderDealerId);
  const leaderSuspended = leaderStatus !== undefined && leaderStatus !== 'active';
  const outcome = outcomeOf(row, leaderSuspended);
  const unsoldReason = unsoldReasonOf(row, leaderSuspended);
  const forced = forceEndReason !== undefined;
  const values: Partial<typeof auctions.$inferInsert> = {
    status: 'ended',
    outcome,
    endedAt: at,
    updatedAt: at,
    unsoldReason,
    ...(outcome === 'reserve_not_met' ? await offerOf(tx, row, unsoldReason) : {}),
  };
  if (forced) {
    values.forceEndReason = forceEndReason;
    // The public shape has no `ended_at`: its `end_at` says when bidding really closed.
    if (row.endAt === null || row.endAt > at) values.endAt = at;
  }
  let ended: AuctionRow;
  let listing: Awaited<ReturnType<typeof updateListing>>;
  if (outcome === 'sold') {
    const sale = saleOf(row);
    ({ sold: ended, listing } = await recordSale(
      tx,
      row,
      { dealerId: sale.winnerDealerId, priceCents: sale.hammerPriceCents, at },
      invoicing,
      values,
    ));
  } else {
    ended = await updateAuction(tx, row.id, values);
    listing = await updateListing(tx, row.listingId, { status: 'unsold', updatedAt: at });
  }

  // The seller learns the outcome and a buyer that it won (SPEC §5.7) from notifications, a
  // subscriber of this event (ADR 041): its data says what they read.
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
      unsold_reason: ended.unsoldReason,
      offer_cents: ended.offerCents,
      highest_bid_cents: ended.currentPriceCents,
      currency: ended.currency,
      ...listingFacts(listing),
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

/**
 * The listing's facts an auction's end or sale carries in its audit event, for the subscribers
 * that tell the seller and the buyer (ADR 041).
 */
export const listingFacts = (listing: { id: string; title: string | null; sellerId: string }) => ({
  listing_id: listing.id,
  listing_title: listing.title,
  seller_id: listing.sellerId,
});
