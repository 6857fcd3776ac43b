import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import {
  auctions,
  bids,
  dealerProfiles,
  listingPhotos,
  listings,
  uploads,
} from '../../db/schema.js';

export type AuctionRow = typeof auctions.$inferSelect;

export async function findAuction(
  ex: Executor,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<AuctionRow | undefined> {
  const query = ex.select().from(auctions).where(eq(auctions.id, id)).limit(1);
  const [row] = await (opts.lock ? query.for('update') : query);
  return row;
}

export async function updateAuction(
  ex: Executor,
  id: string,
  values: Partial<typeof auctions.$inferInsert>,
): Promise<AuctionRow> {
  const [row] = await ex.update(auctions).set(values).where(eq(auctions.id, id)).returning();
  if (!row) throw new Error(`auction ${id} vanished during update`);
  return row;
}

/**
 * An auction with the dealer profile of `userId` (null when it has none), in one query; with
 * `lock`, the auction row is locked (the profile is read as the statement starts, as a separate
 * read before the lock would be). Undefined when the auction does not exist.
 */
export async function findAuctionForDealer(
  ex: Executor,
  auctionId: string,
  userId: string,
  opts: { lock?: boolean } = {},
): Promise<
  | {
      auction: AuctionRow;
      dealer: { id: string; status: DealerStatus; suspensionCount: number } | null;
    }
  | undefined
> {
  const query = ex
    .select({
      auction: auctions,
      dealer: {
        id: dealerProfiles.id,
        status: dealerProfiles.status,
        suspensionCount: dealerProfiles.suspensionCount,
      },
    })
    .from(auctions)
    .leftJoin(dealerProfiles, eq(dealerProfiles.userId, userId))
    .where(eq(auctions.id, auctionId))
    .limit(1);
  const [row] = await (opts.lock ? query.for('update', { of: auctions }) : query);
  return row;
}

type DealerStatus = (typeof dealerProfiles.$inferSelect)['status'];

/** The update of one auction, as part of one statement (`runAsOne`). */
export function auctionUpdate(
  ex: Executor,
  id: string,
  values: Partial<typeof auctions.$inferInsert>,
) {
  return ex.update(auctions).set(values).where(eq(auctions.id, id));
}

/** What an auction answer shows of its listing, its cover photo and its winner. */
export interface AuctionContext {
  listing: {
    id: string;
    sellerId: string;
    title: string | null;
    locationCity: string | null;
    status: (typeof listings.$inferSelect)['status'];
  };
  cover: { id: string; storageKey: string; thumbnailKey: string | null } | null;
  winnerCompany: string | null;
}

/** The context of many auctions in three queries, whatever their number. */
export async function contextOf(
  ex: Executor,
  rows: AuctionRow[],
): Promise<Map<string, AuctionContext>> {
  const result = new Map<string, AuctionContext>();
  if (rows.length === 0) return result;
  const listingIds = [...new Set(rows.map((r) => r.listingId))];
  const listingRows = await ex
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      title: listings.title,
      locationCity: listings.locationCity,
      status: listings.status,
    })
    .from(listings)
    .where(inArray(listings.id, listingIds));
  const covers = await ex
    .selectDistinctOn([listingPhotos.listingId], {
      listingId: listingPhotos.listingId,
      id: listingPhotos.id,
      storageKey: uploads.storageKey,
      thumbnailKey: uploads.thumbnailKey,
    })
    .from(listingPhotos)
    .innerJoin(uploads, eq(uploads.id, listingPhotos.id))
    .where(inArray(listingPhotos.listingId, listingIds))
    .orderBy(asc(listingPhotos.listingId), asc(listingPhotos.position));
  const winnerIds = [...new Set(rows.flatMap((r) => (r.winnerDealerId ? [r.winnerDealerId] : [])))];
  const winners =
    winnerIds.length === 0
      ? []
      : await ex
          .select({ id: dealerProfiles.id, companyName: dealerProfiles.companyName })
          .from(dealerProfiles)
          .where(inArray(dealerProfiles.id, winnerIds));
  const listingById = new Map(listingRows.map((l) => [l.id, l]));
  const coverByListing = new Map(covers.map((c) => [c.listingId, c]));
  const companyById = new Map(winners.map((w) => [w.id, w.companyName]));
  for (const row of rows) {
    const listing = listingById.get(row.listingId);
    if (!listing) throw new Error(`auction ${row.id} has no listing`);
    const cover = coverByListing.get(row.listingId);
    result.set(row.id, {
      listing,
      cover: cover
        ? { id: cover.id, storageKey: cover.storageKey, thumbnailKey: cover.thumbnailKey }
        : null,
      winnerCompany: row.winnerDealerId ? (companyById.get(row.winnerDealerId) ?? null) : null,
    });
  }
  return result;
}

/** The status now of each of these dealer profiles (absent: the profile no longer exists). */
export async function dealerStatuses(
  ex: Executor,
  ids: string[],
): Promise<Map<string, DealerStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await ex
    .select({ id: dealerProfiles.id, status: dealerProfiles.status })
    .from(dealerProfiles)
    .where(inArray(dealerProfiles.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.status]));
}

/**
 * The highest bid by a dealer that is active now (the earlier on equal amounts): what the seller
 * may accept when the auction's leader cannot buy (ADR 025). Proxy steps count: the dealer's
 * maximum committed it to them.
 */
export async function highestActiveBid(
  ex: Executor,
  auctionId: string,
): Promise<{ dealerId: string; amountCents: number } | undefined> {
  const [row] = await ex
    .select({ dealerId: bids.dealerId, amountCents: bids.amountCents })
    .from(bids)
    .innerJoin(dealerProfiles, eq(dealerProfiles.id, bids.dealerId))
    .where(and(eq(bids.auctionId, auctionId), eq(dealerProfiles.status, 'active')))
    .orderBy(desc(bids.amountCents), asc(bids.seq))
    .limit(1);
  return row;
}

/** The latest auction of a listing (a rerun creates a new one). */
export async function latestAuctionOfListing(
  ex: Executor,
  listingId: string,
): Promise<AuctionRow | undefined> {
  const [row] = await ex
    .select()
    .from(auctions)
    .where(eq(auctions.listingId, listingId))
    .orderBy(desc(auctions.createdAt), desc(auctions.id))
    .limit(1);
  return row;
}
