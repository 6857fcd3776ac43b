import {
  ACCEPT_OFFER_WINDOW_SECONDS,
  RERUN_LIMIT,
  type Listing,
  type StaffAuction,
  type StaffAuctionDetail,
} from '@gavel/contract';
import type { Database, Executor } from '../../../db/index.js';
import { recordAuditEvent } from '../../../lib/audit.js';
import type { Clock } from '../../../lib/clock.js';
import { AppError, notFound, validationError } from '../../../lib/errors.js';
import { dealerContact, type DealerContact } from '../../dealers/index.js';
import { detailsOf, findListing, toListing, updateListing } from '../../listings/index.js';
import type { FileLinks } from '../../../lib/file-links.js';
import { photoFiles } from '../../uploads/index.js';
import { createPendingAuction } from './create-auction.js';
import { staffDetailView, staffView } from './views.js';
import {
  dealerStatuses,
  findAuction,
  latestAuctionOfListing,
  type AuctionRow,
} from '../repository.js';
import { listingFacts, recordSale } from './settlement.js';
import type { InvoiceSettings } from '../../invoices/index.js';

export interface SellerAuctionsDeps {
  db: Database;
  clock: Clock;
  links: FileLinks;
  /** A sale's invoice (ADR 054). */
  invoicing: InvoiceSettings;
}

export type SellerAuctions = ReturnType<typeof createSellerAuctions>;

/**
 * The seller's side of its auctions (SPEC §4.4, §5.5): following them, the winner's contact,
 * taking the highest bid below the reserve, and reruns. Another seller's listing or auction is
 * 404, as if it did not exist. Writers lock the auction row, then the listing row.
 */
export function createSellerAuctions(deps: SellerAuctionsDeps) {
  const { db, clock, links } = deps;

  async function ownListing(ex: Executor, sellerId: string, id: string, lock = false) {
    const row = await findListing(ex, id, { lock });
    if (row?.sellerId !== sellerId) throw notFound('Listing');
    return row;
  }

  /** The auction, when its listing is the seller's; with `lock`, the auction row is locked. */
  async function ownAuction(ex: Executor, sellerId: string, id: string, lock = false) {
    const row = await findAuction(ex, id, { lock });
    if (!row) throw notFound('Auction');
    const listing = await findListing(ex, row.listingId, { lock });
    if (listing?.sellerId !== sellerId) throw notFound('Auction');
    return { row, listing };
  }

  /** The listing's latest auction (a rerun makes a new one); 404 when it has none yet. */
  async function listingAuction(sellerId: string, listingId: string): Promise<StaffAuctionDetail> {
    return db.read(async (ex) => {
      await ownListing(ex, sellerId, listingId);
      const row = await latestAuctionOfListing(ex, listingId);
      if (!row) throw notFound('Auction');
      return staffDetailView(ex, row, links, clock.now());
    });
  }

  async function get(sellerId: string, id: string): Promise<StaffAuctionDetail> {
    return db.read(async (ex) => {
      const { row } = await ownAuction(ex, sellerId, id);
      return staffDetailView(ex, row, links, clock.now());
    });
  }

  /** The winning dealer's contact (from its dealer profile), for a sold auction only. */
  async function contact(sellerId: string, id: string): Promise<DealerContact> {
    return db.read(async (ex) => {
      const { row } = await ownAuction(ex, sellerId, id);
      const found =
        row.outcome === 'sold' && row.winnerDealerId !== null
          ? await dealerContact(ex, row.winnerDealerId)
          : null;
      if (!found) {
        throw new AppError('invalid_state', "The dealer's contact is shared once it has bought.");
      }
      return found;
    });
  }

  /**
   * Sells at the highest bid after a `reserve_not_met` end: within 48 hours of the end, and only
   * while the auction is still the listing's latest and the listing unsold (a rerun request
   * lapses the offer). Sale terms, fee and contact handover are those of any sale. The seller's
   * consent is what lets a sale go below the public price when the leader could not buy.
   */
  async function acceptHighestBid(sellerId: string, id: string): Promise<StaffAuction> {
    return db.transaction(async (tx) => {
      const { row, listing } = await ownAuction(tx, sellerId, id, true);
      const at = clock.now();
      if (row.status !== 'ended' || row.outcome !== 'reserve_not_met' || row.endedAt === null) {
        throw new AppError(
          'invalid_state',
          'Only an auction that ended below its reserve can be sold at its highest bid.',
        );
      }
      if (at.getTime() > row.endedAt.getTime() + ACCEPT_OFFER_WINDOW_SECONDS * 1000) {
        throw new AppError(
          'invalid_state',
          'The highest bid can only be accepted within 48 hours of the end.',
        );
      }
      const latest = await latestAuctionOfListing(tx, row.listingId);
      if (listing.status !== 'unsold' || latest?.id !== row.id) {
        throw new AppError(
          'invalid_state',
          'A rerun was requested, so the highest bid can no longer be accepted.',
        );
      }
      // The offer fixed at the end (ADR 025): the leader's bid, or when the leader could not
      // buy, the highest bid of a dealer active then. Its dealer must still be active.
      if (row.offerDealerId === null || row.offerCents === null) {
        throw new AppError(
          'invalid_state',
          row.unsoldReason === null
            ? 'The auction has no bid to accept.'
            : 'No bid from a dealer who can buy is left to accept.',
        );
      }
      const offerStatus = (await dealerStatuses(tx, [row.offerDealerId])).get(row.offerDealerId);
      if (offerStatus !== 'active') {
        throw new AppError(
          'invalid_state',
          'The dealer who made that bid is suspended, so its bid cannot be accepted now.',
        );
      }
      const { sold } = await recordSale(
        tx,
        row,
        { dealerId: row.offerDealerId, priceCents: row.offerCents, at },
        deps.invoicing,
      );

      // Notifications tells the buyer it won, subscribed to this event (ADR 041).
      await recordAuditEvent(tx, {
        type: 'auction.offer_accepted',
        actorId: sellerId,
        subjectType: 'auction',
        subjectId: id,
        data: {
          hammer_price_cents: sold.hammerPriceCents,
          winner_dealer_id: sold.winnerDealerId,
          fee_cents: sold.feeCents,
          reserve_price_cents: row.reservePriceCents,
          unsold_reason: row.unsoldReason,
          currency: sold.currency,
          ...listingFacts(listing),
        },
        at,
      });
      return staffView(tx, sold, links, at);
    });
  }

  /**
   * Puts an unsold listing up again (at most RERUN_LIMIT times; the rerun of a sale cancelled on
   * a dispute is not counted): a new `pending` auction with the listing's starting price and the
   * reserve given (absent: unchanged; null: none). The audit event's subject is the auction that
   * did not sell; the new one gets `auction.created`.
   */
  async function requestRerun(
    sellerId: string,
    listingId: string,
    body: { reserve_price_cents?: number | null | undefined },
  ): Promise<Listing> {
    return db.transaction(async (tx) => {
      await ownListing(tx, sellerId, listingId);
      // Lock order: the auction row first (accept-highest-bid takes it too), then the listing.
      const previous = await lockLatest(tx, listingId);
      const listing = await ownListing(tx, sellerId, listingId, true);
      if (listing.status !== 'unsold' || previous === undefined) {
        throw new AppError('invalid_state', 'A rerun can only be requested for an unsold listing.');
      }
      // A sale cancelled on a dispute gives the seller its run back (SPEC §13.4): the rerun
      // after it is not counted, nor held to the limit.
      const counted = previous.outcome !== 'cancelled';
      if (counted && listing.rerunCount >= RERUN_LIMIT) {
        throw new AppError(
          'limit_reached',
          `A listing can be rerun at most ${RERUN_LIMIT} times.`,
          { limit: RERUN_LIMIT },
        );
      }
      const start = listing.startingPriceCents;
      if (start === null) throw new Error(`unsold listing ${listingId} has no starting price`);
      const reserve =
        body.reserve_price_cents === undefined
          ? listing.reservePriceCents
          : body.reserve_price_cents;
      if (reserve !== null && reserve < start) {
        throw validationError([
          {
            path: 'reserve_price_cents',
            message: 'The reserve price must not be below the starting price',
          },
        ]);
      }
      const at = clock.now();
      const next = await createPendingAuction(tx, {
        listingId,
        startingPriceCents: start,
        reservePriceCents: reserve,
        currency: listing.currency,
        at,
      });
      const updated = await updateListing(tx, listingId, {
        status: 'approved',
        reservePriceCents: reserve,
        rerunCount: counted ? listing.rerunCount + 1 : listing.rerunCount,
        updatedAt: at,
      });
      await recordAuditEvent(tx, {
        type: 'auction.rerun_requested',
        actorId: sellerId,
        subjectType: 'auction',
        subjectId: previous.id,
        data: {
          listing_id: listingId,
          new_auction_id: next.id,
          reserve_price_cents: reserve,
          rerun_count: updated.rerunCount,
          counted,
        },
        at,
      });
      await recordAuditEvent(tx, {
        type: 'auction.created',
        actorId: sellerId,
        subjectType: 'auction',
        subjectId: next.id,
        data: { listing_id: listingId, rerun_of: previous.id },
        at,
      });
      const details = (await detailsOf(tx, photoFiles, links, [updated]))(updated);
      return toListing(updated, details.photos, details.report);
    });
  }

  async function lockLatest(tx: Executor, listingId: string): Promise<AuctionRow | undefined> {
    const latest = await latestAuctionOfListing(tx, listingId);
    return latest ? findAuction(tx, latest.id, { lock: true }) : undefined;
  }

  return { listingAuction, get, contact, acceptHighestBid, requestRerun };
}
