import {
  disputeTransition,
  disputeWindowEnd,
  openBlocked,
  type AdminDisputesQuery,
  type Dispute,
  type DisputeAct,
  type DisputeRefusal,
  type DisputeSale,
  type DisputeState,
  type OpenDisputeBody,
  type Page,
  type ResolveDisputeBody,
  type SaleDispute,
} from '@gavel/contract';
import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '../../../db/index.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { recordAuditEvent } from '../../../lib/audit.js';
import type { Clock } from '../../../lib/clock.js';
import { decodeTimeCursor, paginate } from '../../../lib/cursor.js';
import { AppError, notFound, validationError } from '../../../lib/errors.js';
import type { FileLinks } from '../../../lib/file-links.js';
import { getDealerForUser } from '../../dealers/index.js';
import { saleInvoice, type InvoiceSettings } from '../../invoices/index.js';
import { findListing, type ListingRow } from '../../listings/index.js';
import { lockAttachableDisputePhotos } from '../../uploads/index.js';
import { adjustSale, cancelSale, listingFacts } from '../lifecycle/settlement.js';
import { PUBLIC_STATUSES } from '../reads/repository.js';
import { findAuction, type AuctionRow } from '../repository.js';
import * as repo from './repository.js';

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

/** The sale's two outcomes a dispute is about: sold, or cancelled on its dispute. */
const isSale = (row: AuctionRow) => row.outcome === 'sold' || row.outcome === 'cancelled';

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

  /** When the sale was made: its invoice's issue (a sale issues it), else the auction's end. */
  async function soldAtOf(ex: Executor, row: AuctionRow): Promise<Date> {
    const invoice = await saleInvoice(ex, row.id);
    const at = invoice?.issuedAt ?? row.endedAt;
    if (!at) throw new Error(`sold auction ${row.id} has no time of sale`);
    return at;
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

  /** Answers for `rows`, each with short-lived links to its photos (two statements per page). */
  async function views(ex: Executor, rows: repo.DisputeViewRow[]): Promise<Dispute[]> {
    const photos = await repo.photosOfDisputes(
      ex,
      rows.map((r) => r.dispute.id),
    );
    return Promise.all(
      rows.map(async (r) => {
        const d = r.dispute;
        return {
          id: d.id,
          auction_id: d.auctionId,
          status: d.status,
          reason: d.reason,
          description: d.description,
          photos: await Promise.all(
            photos
              .filter((p) => p.disputeId === d.id)
              .map(async (p) => ({
                id: p.id,
                content_type: p.contentType,
                url: await links.documentUrl(p),
              })),
          ),
          requested_adjustment_cents: d.requestedAdjustmentCents,
          seller_response:
            d.sellerResponse === null || d.respondedAt === null
              ? null
              : { body: d.sellerResponse, created_at: d.respondedAt.toISOString() },
          decision:
            d.decision === null
              ? null
              : {
                  decision: d.decision,
                  adjusted_price_cents: d.adjustedPriceCents,
                  note: d.note ?? '',
                },
          created_at: d.createdAt.toISOString(),
          resolved_at: d.resolvedAt?.toISOString() ?? null,
          listing_id: r.listingId,
          listing_title: r.listingTitle ?? 'Untitled listing',
          currency: r.currency,
          hammer_price_cents: r.hammerPriceCents,
          sale_price_cents: d.salePriceCents,
          sold_at: d.soldAt.toISOString(),
          dealer_company_name: r.dealerCompanyName,
        };
      }),
    );
  }

  /** One dispute's answer; only ever given to its dealer, its seller or staff. */
  async function view(ex: Executor, id: string): Promise<Dispute> {
    const row = await repo.findDisputeView(ex, id);
    const [answer] = row ? await views(ex, [row]) : [];
    if (!answer) throw notFound('Dispute');
    return answer;
  }

  const dealerIdOf = async (ex: Executor, userId: string) =>
    (await getDealerForUser(ex, userId))?.id ?? null;

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
        return view(tx, disputeId);
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
      return view(tx, id);
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
      return view(tx, id);
    });
  }

  /**
   * A sale's dispute for one of its parties' pages (Gavel's, ADR 055): 404 unless `party` is
   * its winning dealer or its seller and the auction was sold (or cancelled on its dispute).
   */
  async function forSale(
    party: { side: 'seller' | 'dealer'; userId: string },
    auctionId: string,
  ): Promise<SaleDispute> {
    return db.read(async (ex) => {
      const row = await findAuction(ex, auctionId);
      if (!row || !isSale(row)) throw notFound('Sale');
      if (party.side === 'dealer') {
        const dealerId = await dealerIdOf(ex, party.userId);
        if (dealerId === null || dealerId !== row.winnerDealerId) throw notFound('Sale');
      } else {
        const listing = await findListing(ex, row.listingId);
        if (listing?.sellerId !== party.userId) throw notFound('Sale');
      }
      const dispute = await repo.disputeOfAuction(ex, row.id);
      const soldAt = dispute?.soldAt ?? (await soldAtOf(ex, row));
      const sale = saleOf(row, soldAt, 0);
      const now = clock.now().getTime();
      return {
        auction_id: row.id,
        dispute: dispute ? await view(ex, dispute.id) : null,
        window_ends_at: new Date(disputeWindowEnd(sale, windowDays)).toISOString(),
        can_open:
          party.side === 'dealer' &&
          row.outcome === 'sold' &&
          openBlocked(sale, windowDays, now, dispute !== undefined) === null,
      };
    });
  }

  /** A dispute for its dealer (another dealer: 404). */
  async function getForDealer(userId: string, id: string): Promise<Dispute> {
    return db.read(async (ex) => {
      const dispute = await repo.findDispute(ex, id);
      const dealerId = await dealerIdOf(ex, userId);
      if (!dispute || dealerId === null || dispute.dealerId !== dealerId) {
        throw notFound('Dispute');
      }
      return view(ex, id);
    });
  }

  /** A dispute for the seller of its auction (another seller: 404). */
  async function getForSeller(userId: string, id: string): Promise<Dispute> {
    return db.read(async (ex) => {
      const row = await repo.findDisputeView(ex, id);
      if (row?.sellerId !== userId) throw notFound('Dispute');
      const [answer] = await views(ex, [row]);
      if (!answer) throw notFound('Dispute');
      return answer;
    });
  }

  /** Staff's queue: oldest first, optionally of one status. */
  async function list(query: AdminDisputesQuery): Promise<Page<Dispute>> {
    const cursor = decodeTimeCursor(query.cursor);
    return db.read(async (ex) => {
      const rows = await repo.listDisputeViews(ex, {
        status: query.status,
        cursor,
        limit: query.limit + 1,
      });
      const page = paginate(rows, query.limit, (r) => ({
        k: r.dispute.createdAt.toISOString(),
        id: r.dispute.id,
      }));
      return { items: await views(ex, page.rows), next_cursor: page.next_cursor };
    });
  }

  return {
    open,
    respond,
    resolve,
    forSale,
    getForDealer,
    getForSeller,
    getForStaff: (id: string) => db.read((ex) => view(ex, id)),
    list,
  };
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
