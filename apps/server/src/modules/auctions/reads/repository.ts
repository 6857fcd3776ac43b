import type { AuctionSort, DealerAuctionScope } from '@gavel/contract';
import { and, asc, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/index.js';
import { listings } from '../../../db/schema.js';
import { auctionBidders, auctions, bids, watchlist } from '../schema.js';
import { cursorDate, cursorInteger, invalidCursor, type Cursor } from '../../../lib/cursor.js';
import { preparedByShape } from '../../../lib/prepared.js';
import * as shared from '../repository.js';

/** The statuses anyone may see: an auction awaiting scheduling is not public yet. */
export const PUBLIC_STATUSES = ['scheduled', 'live', 'ended'] as const;
const price = sql<number>`coalesce(${auctions.currentPriceCents}, ${auctions.startingPriceCents})`;

/** Sort key, direction and how to read a row's key for each public sort. */
export const SORTS: Record<
  AuctionSort,
  {
    key: SQL | typeof auctions.endAt;
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
    key: price,
    dir: 'asc',
    of: (r) => r.currentPriceCents ?? r.startingPriceCents,
    kind: 'number',
  },
  price_desc: {
    key: price,
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

/** The public list, one prepared statement per shape (4 sorts × 4 statuses × 8 = 128 at most). */
export const listStatement = preparedByShape(
  'auction_list',
  (s: ListShape) => `${s.sort}_${s.status}_${Number(s.category)}${Number(s.q)}${Number(s.cursor)}`,
  (ex, shape, name) => {
    const sort = SORTS[shape.sort];
    const order =
      sort.dir === 'asc' ? [asc(sort.key), asc(auctions.id)] : [desc(sort.key), desc(auctions.id)];
    return shared
      .selectWithContext(ex)
      .where(
        and(
          shape.status === 'any'
            ? inArray(auctions.status, [...PUBLIC_STATUSES])
            : eq(auctions.status, shape.status),
          shape.category ? eq(listings.category, sql.placeholder('category')) : undefined,
          shape.q
            ? sql`${listings.search} @@ websearch_to_tsquery('simple', ${sql.placeholder('q')})`
            : undefined,
          shape.cursor ? afterPlaceholders(sort) : undefined,
        ),
      )
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .prepare(name);
  },
);

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

/**
 * A dealer's list in one statement: the auctions of a scope with their context, whether the
 * dealer leads and its maximum; one prepared statement per scope, with or without a cursor.
 */
export const dealerListStatement = preparedByShape(
  'dealer_auction_list',
  (s: { scope: DealerAuctionScope; cursor: boolean }) => `${s.scope}_${Number(s.cursor)}`,
  (ex, shape, name) => {
    const sort = shape.scope === 'won' ? SORTS.newest : SORTS.ending_soon;
    const order =
      sort.dir === 'asc' ? [asc(sort.key), asc(auctions.id)] : [desc(sort.key), desc(auctions.id)];
    return shared
      .selectWithDealerView(ex)
      .where(and(DEALER_SCOPES[shape.scope], shape.cursor ? afterPlaceholders(sort) : undefined))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .prepare(name);
  },
);

/** The newest auction of a listing that is not awaiting scheduling. */
export async function latestShownOfListing(
  ex: Executor,
  listingId: string,
): Promise<shared.AuctionRow | undefined> {
  const [row] = await ex
    .select()
    .from(auctions)
    .where(and(eq(auctions.listingId, listingId), ne(auctions.status, 'pending')))
    .orderBy(desc(auctions.createdAt), desc(auctions.id))
    .limit(1);
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
