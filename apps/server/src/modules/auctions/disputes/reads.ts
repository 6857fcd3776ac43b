import {
  disputeWindowEnd,
  openBlocked,
  type AdminDisputesQuery,
  type Dispute,
  type Page,
  type SaleDispute,
} from '@gavel/contract';
import type { Database, Executor } from '../../../db/index.js';
import type { Clock } from '../../../lib/clock.js';
import { decodeTimeCursor, paginate } from '../../../lib/cursor.js';
import { notFound } from '../../../lib/errors.js';
import type { FileLinks } from '../../../lib/file-links.js';
import { getDealerForUser } from '../../dealers/index.js';
import { findListing } from '../../listings/index.js';
import { findAuction } from '../repository.js';
import * as repo from './repository.js';
import { disputeView, disputeViews, isSale, soldAtOf } from './views.js';

export interface DisputeReadsDeps {
  db: Database;
  clock: Clock;
  links: FileLinks;
  /** `DISPUTE_WINDOW_DAYS`. */
  windowDays: number;
}

export const dealerIdOf = async (ex: Executor, userId: string) =>
  (await getDealerForUser(ex, userId))?.id ?? null;

/**
 * Reading disputes (SPEC §13.4): each party its own (anyone else: 404, as if it did not
 * exist), staff all of them.
 */
export function createDisputeReads(deps: DisputeReadsDeps) {
  const { db, clock, links, windowDays } = deps;

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
      const sale = {
        soldAt: (dispute?.soldAt ?? (await soldAtOf(ex, row))).getTime(),
        priceCents: row.hammerPriceCents ?? 0,
      };
      const now = clock.now().getTime();
      return {
        auction_id: row.id,
        dispute: dispute ? await disputeView(ex, links, dispute.id) : null,
        window_ends_at: new Date(disputeWindowEnd(sale, windowDays)).toISOString(),
        can_open:
          party.side === 'dealer' &&
          row.outcome === 'sold' &&
          openBlocked(sale, windowDays, now, dispute !== undefined) === null,
      };
    });
  }

  /**
   * A dispute read by one of its parties, one read of its view: `isParty` decides on it, and
   * anyone else gets 404, as if it did not exist.
   */
  async function partyRead(
    id: string,
    isParty: (ex: Executor, row: repo.DisputeViewRow) => Promise<boolean>,
  ): Promise<Dispute> {
    return db.read(async (ex) => {
      const row = await repo.findDisputeView(ex, id);
      if (!row || !(await isParty(ex, row))) throw notFound('Dispute');
      const [answer] = await disputeViews(ex, links, [row]);
      if (!answer) throw notFound('Dispute');
      return answer;
    });
  }

  /** A dispute for its dealer (another dealer: 404). */
  const getForDealer = (userId: string, id: string) =>
    partyRead(id, async (ex, row) => {
      const dealerId = await dealerIdOf(ex, userId);
      return dealerId !== null && row.dispute.dealerId === dealerId;
    });

  /** A dispute for the seller of its auction (another seller: 404). */
  const getForSeller = (userId: string, id: string) =>
    partyRead(id, (_ex, row) => Promise.resolve(row.sellerId === userId));

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
      return { items: await disputeViews(ex, links, page.rows), next_cursor: page.next_cursor };
    });
  }

  return {
    forSale,
    getForDealer,
    getForSeller,
    getForStaff: (id: string) => db.read((ex) => disputeView(ex, links, id)),
    list,
  };
}
