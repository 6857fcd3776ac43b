import {
  disputeTransition,
  openBlocked,
  type Dispute,
  type DisputeAct,
  type DisputeRefusal,
  type DisputeSale,
  type DisputeState,
  type OpenDisputeBody,
  type ResolveDisputeBody,
} from '@gavel/contract';
import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '../../../db/index.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { recordAuditEvent } from '../../../lib/audit.js';
import type { Clock } from '../../../lib/clock.js';
import { AppError, notFound, validationError } from '../../../lib/errors.js';
import type { FileLinks } from '../../../lib/file-links.js';
import type { InvoiceSettings } from '../../invoices/index.js';
import { findListing, type ListingRow } from '../../listings/index.js';
import { lockAttachableDisputePhotos } from '../../uploads/index.js';
import { adjustSale, cancelSale, listingFacts } from '../lifecycle/settlement.js';
import { PUBLIC_STATUSES } from '../reads/repository.js';
import { findAuction, type AuctionRow } from '../repository.js';
import { createDisputeReads, dealerIdOf } from './reads.js';
import * as repo from './repository.js';
import { disputeView, isSale, soldAtOf } from './views.js';

export interface DisputesDeps {
  db: Database;
  clock: Clock;
  links: FileLinks;
  /** How a correction's credit note is numbered (config, ADR 054). */
  invoicing: InvoiceSettings;
  /** `DISPUTE_WINDOW_DAYS`. */
  windowDays: number;
}

export type DisputeService = ReturnType<typeof createDisputes>;

const money = (cents: number) => (cents / 100).toFixed(2);

/** The auction statuses a dealer sees (the public ones): elsewhere an auction is a 404. */
const VISIBLE: readonly string[] = PUBLIC_STATUSES;

/**
 * Disputes after a sale (SPEC §13.4, ADR 055): the contract's rules (`dispute-machine.ts`)
 * applied under the auction's row lock, then its listing's (the lock order of every sale), so
 * acts racing on one dispute are taken one at a time and the later reads the earlier's outcome.
 * A decision that changes the sale goes through the one settlement (`adjustSale`, `cancelSale`).
 */
export function createDisputes(deps: DisputesDeps) {
  const { db, clock, links, windowDays } = deps;

  const WHY: Record<Extract<DisputeRefusal, { code: 'invalid_state' }>['why'], string> = {
    resolved: 'The dispute is already resolved.',
    responded: 'The seller has already answered this dispute.',
    window_closed: `A dispute can be opened within ${windowDays} days of the sale; that time has passed.`,
    disputed: 'This sale already has a dispute: one is allowed per sale.',
  };

  /** A refusal of the contract's rules as the API answers it. */
  function refusalError(refusal: DisputeRefusal): AppError {
    switch (refusal.code) {
      case 'invalid_state':
        return new AppError('invalid_state', WHY[refusal.why]);
      case 'out_of_range':
        return validationError([
          {
            path: 'adjusted_price_cents',
            message: `Set a price from ${money(refusal.min)} to ${money(refusal.max)}, below the sale price`,
          },
        ]);
      case 'adjusted_price':
        return validationError([
          {
            path: 'adjusted_price_cents',
            message: refusal.required
              ? 'Required to adjust the price'
              : 'Only a price adjustment takes an adjusted price',
          },
        ]);
    }
  }

  const saleOf = (row: AuctionRow, soldAt: Date, fallbackPrice: number): DisputeSale => ({
    soldAt: soldAt.getTime(),
    priceCents: row.hammerPriceCents ?? fallbackPrice,
  });

  const stateOf = (d: repo.DisputeRow): DisputeState => ({
    status: d.status,
    responded: d.sellerResponse !== null,
    decision: d.decision,
    adjustedPriceCents: d.adjustedPriceCents,
  });

  /**
   * The winning dealer opens the sale's one dispute, within the window (SPEC §13.4). An auction
   * the dealer cannot see (missing, or not public yet) is 404; one it did not buy is 409, as is
   * a second dispute or one after the window. Photos: its own finalized `dispute_photo`
   * uploads not shown by another dispute, else 422 (whether someone else's id exists is never
   * told).
   */
  async function open(userId: string, auctionId: string, body: OpenDisputeBody): Promise<Dispute> {
    const photoIds = body.photo_upload_ids ?? [];
    return db
      .transaction(async (tx) => {
        const row = await findAuction(tx, auctionId, { lock: true });
        if (!row || !VISIBLE.includes(row.status)) throw notFound('Auction');
        const listing = await findListing(tx, row.listingId, { lock: true });
        if (!listing) throw notFound('Auction');
        const dealerId = await dealerIdOf(tx, userId);
        if (!isSale(row) || row.winnerDealerId === null || dealerId !== row.winnerDealerId) {
          throw new AppError(
            'invalid_state',
            'Only the dealer who bought this auction can open a dispute about it.',
          );
        }
        const existing = await repo.disputeOfAuction(tx, row.id);
        const at = clock.now();
        const soldAt = existing?.soldAt ?? (await soldAtOf(tx, row));
        const sale = saleOf(row, soldAt, 0);
        // A cancelled sale was cancelled on its dispute: it has one.
        const blocked = openBlocked(
          sale,
          windowDays,
          at.getTime(),
          existing !== undefined || row.outcome !== 'sold',
        );
        if (blocked) throw refusalError(blocked);
        await assertPhotos(tx, userId, photoIds);
        const disputeId = randomUUID();
        await repo.insertDispute(
          tx,
          {
            id: disputeId,
            auctionId: row.id,
            dealerId,
            status: 'open',
            reason: body.reason,
            description: body.description,
            requestedAdjustmentCents: body.requested_adjustment_cents ?? null,
            salePriceCents: sale.priceCents,
            soldAt,
            createdAt: at,
          },
          photoIds,
        );
        // Notifications tells the seller, a subscriber of this event (ADR 041).
        await recordAuditEvent(tx, {
          type: 'dispute.opened',
          actorId: userId,
          subjectType: 'dispute',
          subjectId: disputeId,
          data: {
            ...disputeFacts(row, listing, dealerId),
            reason: body.reason,
            requested_adjustment_cents: body.requested_adjustment_cents ?? null,
            sale_price_cents: sale.priceCents,
            photo_count: photoIds.length,
          },
          at,
        });
        return disputeView(tx, links, disputeId);
      })
      .catch((err: unknown) => {
        // Two disputes racing for one photo: the unique index lets one have it.
        if (isUniqueViolation(err, 'dispute_photos_upload_key')) throw photosRefused();
        throw err;
      });
  }

  const photosRefused = () =>
    validationError([
      {
        path: 'photo_upload_ids',
        message: 'Each photo must be one of your finalized dispute photos, not in another dispute',
      },
    ]);

  async function assertPhotos(tx: Executor, userId: string, ids: string[]) {
    if (ids.length === 0) return;
    const attachable = await lockAttachableDisputePhotos(tx, userId, ids);
    if (attachable.length !== ids.length) throw photosRefused();
    if ((await repo.photosInDisputes(tx, ids)).length > 0) throw photosRefused();
  }

  /**
   * The dispute, its auction locked and its listing, for `who`: its seller, or staff (null);
   * another seller is answered as if it did not exist. The dispute is read again under the
   * lock, so the act sees the previous act's outcome.
   */
  async function lockDispute(tx: Executor, id: string, sellerId: string | null) {
    const found = await repo.findDispute(tx, id);
    if (!found) throw notFound('Dispute');
    const row = await findAuction(tx, found.auctionId, { lock: true });
    if (!row) throw notFound('Dispute');
    const listing = await findListing(tx, row.listingId, { lock: true });
    if (!listing || (sellerId !== null && listing.sellerId !== sellerId)) {
      throw notFound('Dispute');
    }
    const dispute = await repo.findDispute(tx, id);
    if (!dispute) throw notFound('Dispute');
    return { row, listing, dispute };
  }

  /** Applies `act` of the contract's rules; 409 or 422 when they refuse it. */
  function decide(row: AuctionRow, dispute: repo.DisputeRow, act: DisputeAct): DisputeState {
    const sale = saleOf(row, dispute.soldAt, dispute.salePriceCents);
    const result = disputeTransition(stateOf(dispute), sale, act);
    if (!result.ok) throw refusalError(result.refusal);
    return result.state;
  }

  /** The seller's one answer (SPEC §13.4). */
  async function respond(sellerId: string, id: string, text: string): Promise<Dispute> {
    return db.transaction(async (tx) => {
      const { row, listing, dispute } = await lockDispute(tx, id, sellerId);
      decide(row, dispute, { kind: 'respond' });
      const at = clock.now();
      await repo.updateDispute(tx, id, { sellerResponse: text, respondedAt: at });
      await recordAuditEvent(tx, {
        type: 'dispute.responded',
        actorId: sellerId,
        subjectType: 'dispute',
        subjectId: id,
        data: disputeFacts(row, listing, dispute.dealerId),
        at,
      });
      return disputeView(tx, links, id);
    });
  }

  /**
   * Staff's one decision (SPEC §13.4): `rejected` leaves the sale as it is; `price_adjusted`
   * lowers its price and credits the fee's difference; `sale_cancelled` cancels it and credits
   * its invoice whole. Both parties are told by notifications, a subscriber of the event.
   */
  async function resolve(staffId: string, id: string, body: ResolveDisputeBody): Promise<Dispute> {
    return db.transaction(async (tx) => {
      const { row, listing, dispute } = await lockDispute(tx, id, null);
      const state = decide(row, dispute, {
        kind: 'resolve',
        decision: body.decision,
        adjustedPriceCents: body.adjusted_price_cents,
      });
      const at = clock.now();
      const previousPrice = row.hammerPriceCents;
      let creditNote: string | null = null;
      if (state.decision === 'price_adjusted' && state.adjustedPriceCents !== null) {
        ({ creditNote } = await adjustSale(
          tx,
          row,
          {
            priceCents: state.adjustedPriceCents,
            at,
            actorId: staffId,
            reason:
              `Sale price adjusted from ${money(previousPrice ?? 0)} to ` +
              `${money(state.adjustedPriceCents)} ${row.currency} after a dispute`,
          },
          deps.invoicing,
        ));
      } else if (state.decision === 'sale_cancelled') {
        ({ creditNote } = await cancelSale(
          tx,
          row,
          { at, actorId: staffId, reason: 'Sale cancelled after a dispute' },
          deps.invoicing,
        ));
      }
      await repo.updateDispute(tx, id, {
        status: 'resolved',
        decision: state.decision,
        adjustedPriceCents: state.adjustedPriceCents,
        note: body.note,
        decidedBy: staffId,
        resolvedAt: at,
      });
      await recordAuditEvent(tx, {
        type: 'dispute.resolved',
        actorId: staffId,
        subjectType: 'dispute',
        subjectId: id,
        data: {
          ...disputeFacts(row, listing, dispute.dealerId),
          decision: state.decision,
          adjusted_price_cents: state.adjustedPriceCents,
          previous_price_cents: previousPrice,
          note: body.note,
          credit_note_number: creditNote,
        },
        at,
      });
      return disputeView(tx, links, id);
    });
  }

  return { open, respond, resolve, ...createDisputeReads(deps) };
}

/**
 * What a dispute's audit events carry for their readers: the sale's auction and listing (its
 * seller, whom notifications tells), the currency and the dealer (ADR 041).
 */
function disputeFacts(row: AuctionRow, listing: ListingRow, dealerId: string | null) {
  return {
    auction_id: row.id,
    ...listingFacts(listing),
    currency: row.currency,
    dealer_id: dealerId,
  };
}
