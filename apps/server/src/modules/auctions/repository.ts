import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/index.js';
import { prepared } from '../../lib/prepared.js';
import { validMax } from './bidding/repository.js';
import { dealerProfiles, listings, uploads } from '../../db/schema.js';
import { itemViewSql, type AuctionPrice, type AuctionSummary } from '../listings/index.js';
import { photoFiles } from '../uploads/index.js';
import { publicAuctionJson } from './answer-sql.js';
import { auctionBidders, auctions, bids } from './schema.js';

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

/** What a bid reads of the signed-in user's dealer profile, before and under the lock. */
const bidderFields = {
  id: dealerProfiles.id,
  status: dealerProfiles.status,
  suspensionCount: dealerProfiles.suspensionCount,
};

type DealerStatus = (typeof dealerProfiles.$inferSelect)['status'];

const auctionForBid = prepared((ex) =>
  selectWithContextAnd(ex, {
    dealer: bidderFields,
  })
    .leftJoin(dealerProfiles, eq(dealerProfiles.userId, sql.placeholder('userId')))
    .where(eq(auctions.id, sql.placeholder('auctionId')))
    .limit(1)
    .prepare('auction_for_bid'),
);

/**
 * What a bid reads before taking the auction's lock, in one statement: the auction with its
 * context, and the dealer profile of `userId` (null when it has none).
 */
export async function findAuctionWithContextForDealer(
  ex: Executor,
  auctionId: string,
  userId: string,
) {
  const [row] = await auctionForBid(ex).execute({ auctionId, userId });
  return row;
}

const auctionWithContext = prepared((ex) =>
  selectWithContext(ex)
    .where(eq(auctions.id, sql.placeholder('auctionId')))
    .limit(1)
    .prepare('auction_with_context'),
);

/** One auction with its context (`selectWithContext`), in one prepared statement. */
export async function findAuctionWithContext(
  ex: Executor,
  auctionId: string,
): Promise<AuctionWithContext | undefined> {
  const [row] = await auctionWithContext(ex).execute({ auctionId });
  return row;
}

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

const winners = alias(dealerProfiles, 'winner');

/**
 * The auction columns a public or dealer answer shows, with the two dealer ids it compares: not
 * the fee, force-end and offer fields only staff see. Reading fewer columns is less for the
 * driver to parse on every row of every page (issue 15).
 */
const shownColumns = {
  id: auctions.id,
  listingId: auctions.listingId,
  status: auctions.status,
  startAt: auctions.startAt,
  endAt: auctions.endAt,
  startingPriceCents: auctions.startingPriceCents,
  currentPriceCents: auctions.currentPriceCents,
  reservePriceCents: auctions.reservePriceCents,
  bidCount: auctions.bidCount,
  outcome: auctions.outcome,
  currency: auctions.currency,
  leaderDealerId: auctions.leaderDealerId,
  winnerDealerId: auctions.winnerDealerId,
};

/** What `shownColumns` reads of an auction row. */
export type ShownAuction = Pick<AuctionRow, keyof typeof shownColumns>;

/**
 * Auctions with their context joined in one statement: the listing, its cover (the first photo,
 * joined LATERAL) and the winner's company. Add `where`, `orderBy` and `limit` as needed; each
 * row gives its context with `contextOfRow`. A page costs one round trip (issue 15).
 */
export function selectWithContext(ex: Executor) {
  return selectWithContextAnd(ex, {});
}

/** The cover photo's upload: the listing's `cover_photo_id` (its first photo, ADR 061). */
const covers = alias(uploads, 'cover');

/** `selectWithContext` with more fields: subqueries, or columns of tables the caller joins. */
function selectWithContextAnd<E extends SelectedFields>(ex: Executor, extra: E) {
  return ex
    .select({
      auction: shownColumns,
      listing: {
        id: listings.id,
        sellerId: listings.sellerId,
        title: listings.title,
        locationCity: listings.locationCity,
        status: listings.status,
      },
      cover: { id: covers.id, storageKey: covers.storageKey, thumbnailKey: covers.thumbnailKey },
      winnerCompany: winners.companyName,
      ...extra,
    })
    .from(auctions)
    .innerJoin(listings, eq(listings.id, auctions.listingId))
    .leftJoin(covers, eq(covers.id, listings.coverPhotoId))
    .leftJoin(winners, eq(winners.id, auctions.winnerDealerId));
}

/**
 * The rows of a public (or, with `dealer`, a dealer's) list as PostgreSQL writes their answers
 * (`publicAuctionJson`, issue 36): each row's `json` is the item's JSON text, with the sort key
 * the cursor needs (`cursorKey`) and the id. Same conditions and order as the rows of
 * `selectWithContext`, whose presenter is checked against it (`checkAnswers`). The card is
 * stored with the auction (ADR 065): the listing is joined only for `listingConditions` (a
 * category, a search, the stock filters).
 */
export function selectAsJson(
  ex: Executor,
  cursorKey: SQL,
  opts: { dealer: boolean; listingConditions: boolean },
) {
  const rows = selectAsJsonAnd(ex, opts.dealer, {
    cursorKey: sql<string | number | null>`${cursorKey}`,
    id: auctions.id,
  });
  return opts.listingConditions ? withListing(rows) : rows;
}

/** `selectAsJson` with other fields beside `json`, from `auctions` alone. */
function selectAsJsonAnd<E extends SelectedFields>(ex: Executor, dealer: boolean, extra: E) {
  return ex
    .select({
      json: publicAuctionJson(
        dealer
          ? { leads: sql`${auctions.leaderDealerId} = ${myDealerId}`, maxCents: myMaxCents }
          : null,
      ),
      ...extra,
    })
    .from(auctions)
    .$dynamic();
}

/** A select from `auctions` joined with each row's listing. */
const withListing = <Q extends PgSelect>(query: Q) =>
  query.innerJoin(listings, eq(listings.id, auctions.listingId));

/**
 * `selectAsJson` with the listing's item as `presentItemView` takes it (`itemViewSql`): a
 * detail's one statement (issue 36), whose conditions are the caller's.
 */
export function selectDetailJson(ex: Executor) {
  return withListing(selectAsJsonAnd(ex, false, { item: itemViewSql(ex, photoFiles) }));
}

/**
 * The signed-in dealer's profile id, for the `userId` placeholder; null without a profile
 * (then it leads nothing, bids on nothing and won nothing).
 */
export const myDealerId = sql<
  string | null
>`(select ${dealerProfiles.id} from ${dealerProfiles} where ${dealerProfiles.userId} = ${sql.placeholder('userId')})`;

/**
 * The `userId` dealer's standing maximum on the row's auction, if it still bids: a suspension
 * voided the others (ADR 025).
 */
const myMaxCents = sql<number | null>`(select ${auctionBidders.maxCents} from ${auctionBidders}
  join ${dealerProfiles} on ${dealerProfiles.id} = ${auctionBidders.dealerId}
  where ${auctionBidders.auctionId} = ${auctions.id}
    and ${dealerProfiles.userId} = ${sql.placeholder('userId')} and ${validMax})`;

/** `selectWithContext` as the `userId` dealer sees it: its profile id and its maximum. */
export function selectWithDealerView(ex: Executor) {
  return selectWithContextAnd(ex, { myDealerId, myMaxCents });
}

export type AuctionWithContext = Awaited<ReturnType<typeof selectWithContext>>[number];

export const contextOfRow = (row: AuctionWithContext): AuctionContext => ({
  listing: row.listing,
  cover: row.cover,
  winnerCompany: row.auction.winnerDealerId ? (row.winnerCompany ?? null) : null,
});

/** The context of many auctions in two queries, whatever their number. */
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
      cover: { id: covers.id, storageKey: covers.storageKey, thumbnailKey: covers.thumbnailKey },
    })
    .from(listings)
    .leftJoin(covers, eq(covers.id, listings.coverPhotoId))
    .where(inArray(listings.id, listingIds));
  const winnerIds = [...new Set(rows.flatMap((r) => (r.winnerDealerId ? [r.winnerDealerId] : [])))];
  const winners =
    winnerIds.length === 0
      ? []
      : await ex
          .select({ id: dealerProfiles.id, companyName: dealerProfiles.companyName })
          .from(dealerProfiles)
          .where(inArray(dealerProfiles.id, winnerIds));
  const listingById = new Map(listingRows.map(({ cover, ...l }) => [l.id, { listing: l, cover }]));
  const companyById = new Map(winners.map((w) => [w.id, w.companyName]));
  for (const row of rows) {
    const found = listingById.get(row.listingId);
    if (!found) throw new Error(`auction ${row.id} has no listing`);
    result.set(row.id, {
      listing: found.listing,
      cover: found.cover,
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

/** For other modules (the watchlist): the status of an auction, if it exists. */
export async function findAuctionStatus(ex: Executor, auctionId: string) {
  const [row] = await ex
    .select({ status: auctions.status })
    .from(auctions)
    .where(eq(auctions.id, auctionId))
    .limit(1);
  return row?.status;
}

/** For listings (ADR 040): the latest auction of each listing, one query for a page. */
export async function latestAuctionsOf(
  ex: Executor,
  listingIds: string[],
): Promise<AuctionSummary[]> {
  if (listingIds.length === 0) return [];
  return ex
    .selectDistinctOn([auctions.listingId], {
      id: auctions.id,
      listingId: auctions.listingId,
      status: auctions.status,
      startAt: auctions.startAt,
      endAt: auctions.endAt,
      currentPriceCents: auctions.currentPriceCents,
      reservePriceCents: auctions.reservePriceCents,
      bidCount: auctions.bidCount,
      outcome: auctions.outcome,
      hammerPriceCents: auctions.hammerPriceCents,
      endedAt: auctions.endedAt,
      offerCents: auctions.offerCents,
    })
    .from(auctions)
    .where(inArray(auctions.listingId, listingIds))
    .orderBy(auctions.listingId, desc(auctions.createdAt));
}

/** For listings (ADR 040): each listing's latest auction's price and reserve, one query. */
export async function latestAuctionPrices(
  ex: Executor,
  listingIds: string[],
): Promise<Map<string, AuctionPrice>> {
  if (listingIds.length === 0) return new Map();
  const rows = await ex
    .selectDistinctOn([auctions.listingId], {
      listingId: auctions.listingId,
      currentPriceCents: auctions.currentPriceCents,
      reservePriceCents: auctions.reservePriceCents,
    })
    .from(auctions)
    .where(inArray(auctions.listingId, listingIds))
    .orderBy(auctions.listingId, desc(auctions.createdAt));
  return new Map(rows.map((r) => [r.listingId, r]));
}
