import type { AuctionFacetsQuery, AuctionSort, DealerAuctionScope } from '@gavel/contract';
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  lt,
  ne,
  sql,
  type Column,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Executor } from '../../../db/index.js';
import { listings } from '../../../db/schema.js';
import type { ItemViewJson } from '../../listings/index.js';
import { auctionBidders, auctions, bids, watchlist } from '../schema.js';
import { cursorDate, cursorInteger, invalidCursor, type Cursor } from '../../../lib/cursor.js';
import { prepared, preparedByShape } from '../../../lib/prepared.js';
import { isoSql } from '../answer-sql.js';
import * as shared from '../repository.js';
import { facetCounts, matches, priceOf, stockConditions, type StockFilters } from './stock.js';

/** The statuses anyone may see: an auction awaiting scheduling is not public yet. */
export const PUBLIC_STATUSES = ['scheduled', 'live', 'ended'] as const;

/** Sort key, direction and how to read a row's key for each public sort. */
export const SORTS: Record<
  AuctionSort,
  {
    key: SQL | Column;
    dir: 'asc' | 'desc';
    of: (r: shared.ShownAuction) => string | number | null;
    kind: 'date' | 'number';
  }
> = {
  ending_soon: {
    key: auctions.endAt,
    dir: 'asc',
    of: (r) => r.endAt?.toISOString() ?? null,
    kind: 'date',
  },
  newest: {
    key: auctions.startAt,
    dir: 'desc',
    of: (r) => r.startAt?.toISOString() ?? null,
    kind: 'date',
  },
  price_asc: {
    key: priceOf,
    dir: 'asc',
    of: (r) => r.currentPriceCents ?? r.startingPriceCents,
    kind: 'number',
  },
  price_desc: {
    key: priceOf,
    dir: 'desc',
    of: (r) => r.currentPriceCents ?? r.startingPriceCents,
    kind: 'number',
  },
};

/**
 * Rows after the cursor in (key, id) order, for a prepared statement: the cursor's key and id
 * come as `afterKey` and `afterId`. Scheduled and live auctions always have their times.
 */
function afterPlaceholders(sort: (typeof SORTS)[AuctionSort]): SQL {
  const key = sql.placeholder('afterKey');
  const k = sort.kind === 'date' ? sql`${key}::timestamptz` : sql`${key}::integer`;
  const cmp = sort.dir === 'asc' ? sql`>` : sql`<`;
  return sql`(${sort.key}, ${auctions.id}) ${cmp} (${k}, ${sql.placeholder('afterId')}::uuid)`;
}

/** The values `afterPlaceholders` takes from a cursor. */
export function afterValues(sort: (typeof SORTS)[AuctionSort], cursor: Cursor) {
  if (cursor.k === null) throw invalidCursor();
  return {
    afterKey: sort.kind === 'date' ? cursorDate(cursor).toISOString() : cursorInteger(cursor),
    afterId: cursor.id,
  };
}

/** What changes the public list's SQL; every value is a placeholder. */
export interface ListShape {
  sort: AuctionSort;
  status: 'live' | 'scheduled' | 'ended' | 'any';
  category: boolean;
  q: boolean;
  cursor: boolean;
}

const isPriceSort = (sort: AuctionSort) => sort === 'price_asc' || sort === 'price_desc';

/**
 * A price sort over ended auctions only: by `ended_price_cents`, which is the price
 * (`priceOf`) of every ended auction and, unlike it, indexed (`auctions_ended_price_idx`), so
 * the first page is read in index order instead of sorting every ended auction (issue 36).
 */
const endedPriceSort = (sort: AuctionSort) => ({ ...SORTS[sort], key: auctions.endedPriceCents });

/** (key, id) in the sort's direction. */
const orderOf = (sort: { key: SQL | Column; dir: 'asc' | 'desc' }) =>
  sort.dir === 'asc' ? [asc(sort.key), asc(auctions.id)] : [desc(sort.key), desc(auctions.id)];

/** A row's sort key as the cursor carries it (`SORTS[…].of`): a time as ISO text, or a price. */
const cursorKeyOf = (sort: { key: SQL | Column; kind: 'date' | 'number' }): SQL =>
  sort.kind === 'date' ? isoSql(sort.key) : sql`${sort.key}`;

/** The conditions of a list's shape other than its status (and the candidates below). */
function shapeConditions(
  shape: ListShape,
  sort: (typeof SORTS)[AuctionSort],
  extra: SQL[],
): (SQL | undefined)[] {
  return [
    shape.category ? eq(listings.category, sql.placeholder('category')) : undefined,
    shape.q ? matches(sql.placeholder('q')) : undefined,
    shape.cursor ? afterPlaceholders(sort) : undefined,
    ...extra,
  ];
}

/**
 * A price sort over every public status, as the ids that can be on its page: the first `limit`
 * ended auctions in the order of their indexed price, and the first `limit` scheduled or live
 * ones (their status's rows by index, sorted: a bid changes a live price, which no index holds,
 * ADR 056). The page is the first `limit` of both together, so it lies within them; without
 * this, PostgreSQL reads and sorts every public auction. Its conditions are the list's, on the
 * subqueries' own `auctions` and `listings`.
 */
function priceCandidates(ex: Executor, shape: ListShape, extra: SQL[]): SQL {
  const joinsListing = shape.category || shape.q || extra.length > 0;
  const firstOf = (status: SQL, sort: (typeof SORTS)[AuctionSort]) => {
    const from = ex.select({ id: auctions.id }).from(auctions).$dynamic();
    return (joinsListing ? from.innerJoin(listings, eq(listings.id, auctions.listingId)) : from)
      .where(and(status, ...shapeConditions(shape, sort, extra)))
      .orderBy(...orderOf(sort))
      .limit(sql.placeholder('limit'));
  };
  // The statuses are literals, so the partial indexes' predicates match in any plan.
  const ended = firstOf(sql`${auctions.status} = 'ended'`, endedPriceSort(shape.sort));
  const open = firstOf(sql`${auctions.status} in ('scheduled', 'live')`, SORTS[shape.sort]);
  return sql`${auctions.id} in (${ended} union all ${open})`;
}

/**
 * The public list of a shape, with `extra` conditions (the stock filters, bound values): its
 * conditions and its sort. What changes between calls of one shape is a placeholder.
 */
function listPlan(ex: Executor, shape: ListShape, extra: SQL[]) {
  const byPrice = isPriceSort(shape.sort);
  const sort = byPrice && shape.status === 'ended' ? endedPriceSort(shape.sort) : SORTS[shape.sort];
  const where = and(
    shape.status === 'any'
      ? inArray(auctions.status, [...PUBLIC_STATUSES])
      : eq(auctions.status, shape.status),
    ...shapeConditions(shape, sort, extra),
    byPrice && shape.status === 'any' ? priceCandidates(ex, shape, extra) : undefined,
  );
  return { sort, where };
}

/** The public list of a shape, with `extra` conditions: rows with their context. */
function listQuery(ex: Executor, shape: ListShape, extra: SQL[] = []) {
  const { sort, where } = listPlan(ex, shape, extra);
  return shared
    .selectWithContext(ex)
    .where(where)
    .orderBy(...orderOf(sort))
    .limit(sql.placeholder('limit'));
}

/** The same list as the answer's JSON text per row (`selectAsJson`, issue 36). */
function listJsonQuery(ex: Executor, shape: ListShape, extra: SQL[] = []) {
  const { sort, where } = listPlan(ex, shape, extra);
  return shared
    .selectAsJson(ex, cursorKeyOf(sort), {
      dealer: false,
      listingConditions: shape.category || shape.q || extra.length > 0,
    })
    .where(where)
    .orderBy(...orderOf(sort))
    .limit(sql.placeholder('limit'));
}

const listShapeKey = (s: ListShape) =>
  `${s.sort}_${s.status}_${Number(s.category)}${Number(s.q)}${Number(s.cursor)}`;

/** The public list, one prepared statement per shape (4 sorts × 4 statuses × 8 = 128 at most). */
export const listStatement = preparedByShape('auction_list', listShapeKey, (ex, shape, name) =>
  listQuery(ex, shape).prepare(name),
);

/** `listStatement` as JSON text per row, the answer's items (issue 36). */
export const listJsonStatement = preparedByShape(
  'auction_list_json',
  listShapeKey,
  (ex, shape, name) => listJsonQuery(ex, shape).prepare(name),
);

/**
 * The public list with stock filters (SPEC §11), not prepared: thirteen optional filters would
 * make thousands of shapes, and their values (a make, a price) change the best plan (ADR 045).
 */
export function filteredList(
  ex: Executor,
  shape: ListShape,
  filters: StockFilters,
  values: Record<string, unknown>,
) {
  return listQuery(ex, shape, stockConditions(filters)).execute(values);
}

/** `filteredList` as JSON text per row (issue 36). */
export function filteredListJson(
  ex: Executor,
  shape: ListShape,
  filters: StockFilters,
  values: Record<string, unknown>,
) {
  return listJsonQuery(ex, shape, stockConditions(filters)).execute(values);
}

/** Every facet's counts and the total over the public statuses (SPEC §11). */
export const facetsOf = (ex: Executor, query: AuctionFacetsQuery) =>
  facetCounts(ex, query, inArray(auctions.status, [...PUBLIC_STATUSES]));

/** Whether this dealer bids on, or watches, the row's auction. */
const myDealerId = shared.myDealerId;
const mine = (table: typeof auctionBidders | typeof watchlist) =>
  sql`exists (select 1 from ${table} where ${table.auctionId} = ${auctions.id} and ${table.dealerId} = ${myDealerId})`;

const DEALER_SCOPES: Record<DealerAuctionScope, SQL | undefined> = {
  live: eq(auctions.status, 'live'),
  upcoming: eq(auctions.status, 'scheduled'),
  bidding: and(eq(auctions.status, 'live'), mine(auctionBidders)),
  won: and(eq(auctions.winnerDealerId, myDealerId), eq(auctions.outcome, 'sold')),
  watching: and(inArray(auctions.status, [...PUBLIC_STATUSES]), mine(watchlist)),
};

interface DealerShape {
  scope: DealerAuctionScope;
  cursor: boolean;
}

const dealerWhere = (shape: DealerShape, extra: SQL[]) =>
  and(
    DEALER_SCOPES[shape.scope],
    shape.cursor ? afterPlaceholders(dealerSort(shape.scope)) : undefined,
    ...extra,
  );

/** A dealer's list of a scope, with `extra` conditions (the stock filters, bound values). */
function dealerListQuery(ex: Executor, shape: DealerShape, extra: SQL[] = []) {
  const sort = dealerSort(shape.scope);
  return shared
    .selectWithDealerView(ex)
    .where(dealerWhere(shape, extra))
    .orderBy(...orderOf(sort))
    .limit(sql.placeholder('limit'));
}

/** The same list as the dealer's answer's JSON text per row (issue 36). */
function dealerListJsonQuery(ex: Executor, shape: DealerShape, extra: SQL[] = []) {
  const sort = dealerSort(shape.scope);
  return shared
    .selectAsJson(ex, cursorKeyOf(sort), { dealer: true, listingConditions: extra.length > 0 })
    .where(dealerWhere(shape, extra))
    .orderBy(...orderOf(sort))
    .limit(sql.placeholder('limit'));
}

/** The order of a dealer's scope: won auctions newest first, the others ending soonest. */
export const dealerSort = (scope: DealerAuctionScope) =>
  scope === 'won' ? SORTS.newest : SORTS.ending_soon;

const dealerShapeKey = (s: DealerShape) => `${s.scope}_${Number(s.cursor)}`;

/**
 * A dealer's list in one statement: the auctions of a scope with their context, whether the
 * dealer leads and its maximum; one prepared statement per scope, with or without a cursor.
 */
export const dealerListStatement = preparedByShape(
  'dealer_auction_list',
  dealerShapeKey,
  (ex, shape, name) => dealerListQuery(ex, shape).prepare(name),
);

/** `dealerListStatement` as JSON text per row (issue 36). */
export const dealerListJsonStatement = preparedByShape(
  'dealer_auction_list_json',
  dealerShapeKey,
  (ex, shape, name) => dealerListJsonQuery(ex, shape).prepare(name),
);

/** A dealer's list with stock filters within its scope, not prepared (as `filteredList`). */
export function filteredDealerList(
  ex: Executor,
  shape: DealerShape,
  filters: StockFilters,
  values: Record<string, unknown>,
) {
  return dealerListQuery(ex, shape, stockConditions(filters)).execute(values);
}

/** `filteredDealerList` as JSON text per row (issue 36). */
export function filteredDealerListJson(
  ex: Executor,
  shape: DealerShape,
  filters: StockFilters,
  values: Record<string, unknown>,
) {
  return dealerListJsonQuery(ex, shape, stockConditions(filters)).execute(values);
}

/**
 * A listing's auctions that are shown (not awaiting scheduling), newest first: the first is the
 * one its page shows.
 */
const shownOfListing = (listingId: SQLWrapper | string) => ({
  where: and(eq(auctions.listingId, listingId), ne(auctions.status, 'pending')),
  order: [desc(auctions.createdAt), desc(auctions.id)],
});

/** The newest auction of a listing that is not awaiting scheduling. */
export async function latestShownOfListing(
  ex: Executor,
  listingId: string,
): Promise<shared.AuctionRow | undefined> {
  const { where, order } = shownOfListing(listingId);
  const [row] = await ex
    .select()
    .from(auctions)
    .where(where)
    .orderBy(...order)
    .limit(1);
  return row;
}

const auctionDetailJson = prepared((ex) =>
  shared
    .selectDetailJson(ex)
    .where(
      and(
        eq(auctions.id, sql.placeholder('auctionId')),
        // Auctions awaiting scheduling are not public yet.
        ne(auctions.status, 'pending'),
      ),
    )
    .limit(1)
    .prepare('auction_detail_json'),
);

const listingAuctionDetailJson = prepared((ex) => {
  const { where, order } = shownOfListing(sql.placeholder('listingId'));
  return shared
    .selectDetailJson(ex)
    .where(where)
    .orderBy(...order)
    .limit(1)
    .prepare('listing_auction_detail_json');
});

/**
 * One public auction's answer as JSON text (`publicAuctionJson`) with its listing's item as
 * `presentItemView` takes it: the detail read in one statement (issue 36), by the auction's id
 * or as its listing's newest shown auction (`latestShownOfListing`). Undefined when there is
 * none, or it is not public yet.
 */
export async function findAuctionDetailJson(
  ex: Executor,
  by: { auctionId: string } | { listingId: string },
  now: Date,
): Promise<{ json: string; item: ItemViewJson } | undefined> {
  const values = { now: now.toISOString() };
  const [row] = await ('auctionId' in by
    ? auctionDetailJson(ex).execute({ ...values, auctionId: by.auctionId })
    : listingAuctionDetailJson(ex).execute({ ...values, listingId: by.listingId }));
  return row;
}

/** One page of an auction's bids, newest first, before `beforeSeq`, with the bidder's alias. */
export function bidsPage(
  ex: Executor,
  auctionId: string,
  beforeSeq: number | undefined,
  limit: number,
) {
  return ex
    .select({ bid: bids, alias: auctionBidders.aliasNumber })
    .from(bids)
    .innerJoin(
      auctionBidders,
      and(eq(auctionBidders.auctionId, bids.auctionId), eq(auctionBidders.dealerId, bids.dealerId)),
    )
    .where(
      and(
        eq(bids.auctionId, auctionId),
        beforeSeq === undefined ? undefined : lt(bids.seq, beforeSeq),
      ),
    )
    .orderBy(desc(bids.seq))
    .limit(limit);
}
