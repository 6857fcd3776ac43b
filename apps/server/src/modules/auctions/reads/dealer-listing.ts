import type { DealerAuction, DealerListing } from '@gavel/contract';
import type { Database, Executor } from '../../../db/index.js';
import type { Clock } from '../../../lib/clock.js';
import { notFound } from '../../../lib/errors.js';
import { validMaximaOf } from '../bidding/repository.js';
import { toDealerAuction, toPublicAuction } from '../presenter.js';
import { contextOf, latestAuctionOfListing, type AuctionRow } from '../repository.js';
import { sellerContact } from '../../kyc/index.js';
import { detailsOf, findListing, isPublicStatus, toPublicListing } from '../../listings/index.js';
import type { FileLinks } from '../../../lib/file-links.js';
import { photoFiles } from '../../uploads/index.js';
import { getDealerForUser } from '../../dealers/index.js';

export type DealerListingView = ReturnType<typeof createDealerListingView>;

/**
 * `GET /api/dealer/listings/{id}` (SPEC §5.5): a public listing as a dealer sees it, with its
 * latest auction (whether this dealer leads, its standing maximum) and, once this dealer has won
 * it, the seller's contact. Listings that are not public are 404, as for everyone else.
 */
export function createDealerListingView(deps: { db: Database; clock: Clock; links: FileLinks }) {
  const { db, clock, links } = deps;

  async function dealerAuction(
    ex: Executor,
    row: AuctionRow,
    dealerId: string | null,
    now: Date,
  ): Promise<DealerAuction> {
    const ctx = (await contextOf(ex, [row])).get(row.id);
    if (!ctx) throw new Error(`no context for auction ${row.id}`);
    const maxCents = dealerId === null ? null : await standingMax(ex, row.id, dealerId);
    return toDealerAuction(await toPublicAuction(row, ctx, links, now), row, {
      dealerId,
      maxCents,
    });
  }

  async function get(userId: string, listingId: string): Promise<DealerListing> {
    return db.read(async (ex) => {
      const row = await findListing(ex, listingId);
      if (!row || !isPublicStatus(row.status)) throw notFound('Listing');
      const now = clock.now();
      const details = (await detailsOf(ex, photoFiles, links, [row]))(row);
      const auction = await latestAuctionOfListing(ex, listingId);
      const dealer = await getDealerForUser(ex, userId);
      const dealerId = dealer?.id ?? null;
      const view: DealerListing = {
        // A signed-in dealer sees the VIN whole (SPEC §11).
        ...toPublicListing(row, details.photos, auction, details.report, 'whole'),
        auction: auction ? await dealerAuction(ex, auction, dealerId, now) : null,
      };
      // A sold listing has no later auction (reruns start from unsold), so its latest is the sale.
      const won =
        dealerId !== null && auction?.outcome === 'sold' && auction.winnerDealerId === dealerId;
      if (won) {
        const contact = await sellerContact(ex, row.sellerId);
        if (contact) view.seller_contact = contact;
      }
      return view;
    });
  }

  return { get };
}

/** The dealer's standing maximum in an auction; null before it bids there or once void. */
async function standingMax(ex: Executor, auctionId: string, dealerId: string) {
  return (await validMaximaOf(ex, dealerId, [auctionId])).get(auctionId) ?? null;
}
