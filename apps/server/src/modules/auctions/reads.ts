import type {
  AuctionSort,
  DealerAuction,
  DealerAuctionScope,
  Page,
  PublicAuction,
  PublicBid,
  StaffAuction,
} from '@gavel/contract';
import { and, asc, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/index.js';
import { auctionBidders, auctions, bids, listings, watchlist } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import {
  cursorDate,
  cursorInteger,
  decodeCursor,
  encodeCursor,
  invalidCursor,
  type Cursor,
} from '../../lib/cursor.js';
import { notFound } from '../../lib/errors.js';
import { preparedByShape } from '../../lib/prepared.js';
import type { FileLinks } from '../uploads/links.js';
import { toDealerAuction, toPublicAuction, toStaffAuction } from './presenter.js';
import * as repo from './repository.js';

export type AuctionReads = ReturnType<typeof createAuctionReads>;

const PUBLIC_STATUSES = ['scheduled', 'live', 'ended'] as const;
const price = sql<number>`coalesce(${auctions.currentPriceCents}, ${auctions.startingPriceCents})`;

/** Sort key, direction and how to read a row's key for each public sort. */
const SORTS: Record<
  AuctionSort,
  {
    key: SQL | typeof auctions.endAt;
    dir: 'asc' | 'desc';
    of: (r: repo.ShownAuction) => string | number | null;
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
function afterValues(sort: (typeof SORTS)[AuctionSort], cursor: Cursor) {
  if (cursor.k === null) throw invalidCursor();
  return {
    afterKey: sort.kind === 'date' ? cursorDate(cursor).toISOString() : cursorInteger(cursor),
    afterId: cursor.id,
  };
}

/** What changes the public list's SQL; every value is a placeholder. */
interface ListShape {
  sort: AuctionSort;
  status: 'live' | 'scheduled' | 'ended' | 'any';
  category: boolean;
  q: boolean;
  cursor: boolean;
}

/** The public list, one prepared statement per shape (4 sorts × 4 statuses × 8 = 128 at most). */
const listStatement = preparedByShape(
  'auction_list',
  (s: ListShape) => `${s.sort}_${s.status}_${Number(s.category)}${Number(s.q)}${Number(s.cursor)}`,
  (ex, shape, name) => {
    const sort = SORTS[shape.sort];
    const order =
      sort.dir === 'asc' ? [asc(sort.key), asc(auctions.id)] : [desc(sort.key), desc(auctions.id)];
    return repo
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
const myDealerId = repo.myDealerId;
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
const dealerListStatement = preparedByShape(
  'dealer_auction_list',
  (s: { scope: DealerAuctionScope; cursor: boolean }) => `${s.scope}_${Number(s.cursor)}`,
  (ex, shape, name) => {
    const sort = shape.scope === 'won' ? SORTS.newest : SORTS.ending_soon;
    const order =
      sort.dir === 'asc' ? [asc(sort.key), asc(auctions.id)] : [desc(sort.key), desc(auctions.id)];
    return repo
      .selectWithDealerView(ex)
      .where(and(DEALER_SCOPES[shape.scope], shape.cursor ? afterPlaceholders(sort) : undefined))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .prepare(name);
  },
);

export function createAuctionReads(deps: { db: Database; clock: Clock; links: FileLinks }) {
  const { db, clock, links } = deps;

  /** Rows read with their context (`repo.selectWithContext`): no further query. */
  function presentJoined(rows: repo.AuctionWithContext[]): Promise<PublicAuction[]> {
    const now = clock.now();
    return Promise.all(
      rows.map((r) => toPublicAuction(r.auction, repo.contextOfRow(r), links, now)),
    );
  }

  async function present(ex: Executor, rows: repo.AuctionRow[]): Promise<PublicAuction[]> {
    const ctx = await repo.contextOf(ex, rows);
    const now = clock.now();
    return Promise.all(
      rows.map((r) => {
        const c = ctx.get(r.id);
        if (!c) throw new Error(`no context for auction ${r.id}`);
        return toPublicAuction(r, c, links, now);
      }),
    );
  }

  async function publicRow(ex: Executor, id: string) {
    const row = await repo.findAuction(ex, id);
    // Auctions awaiting scheduling are not public yet.
    if (!row || row.status === 'pending') throw notFound('Auction');
    return row;
  }

  async function list(query: {
    limit: number;
    cursor?: string | undefined;
    status?: 'live' | 'scheduled' | 'ended' | undefined;
    q?: string | undefined;
    category?: (typeof listings.$inferSelect)['category'] | undefined;
    sort: AuctionSort;
  }): Promise<Page<PublicAuction>> {
    const sort = SORTS[query.sort];
    const cursor = decodeCursor(query.cursor);
    const shape: ListShape = {
      sort: query.sort,
      status: query.status ?? 'any',
      category: query.category !== undefined,
      q: query.q !== undefined,
      cursor: cursor !== undefined,
    };
    const values = {
      limit: query.limit + 1,
      ...(query.category === undefined ? {} : { category: query.category }),
      ...(query.q === undefined ? {} : { q: query.q }),
      ...(cursor ? afterValues(sort, cursor) : {}),
    };
    return db.read(async (ex) => {
      const rows = await listStatement(ex, shape).execute(values);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1)?.auction;
      return {
        items: await presentJoined(page),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ k: sort.of(last), id: last.id })
            : null,
      };
    });
  }

  async function get(id: string): Promise<PublicAuction> {
    return db.read(async (ex) => {
      const row = await repo.findAuctionWithContext(ex, id);
      // Auctions awaiting scheduling are not public yet.
      if (!row || row.auction.status === 'pending') throw notFound('Auction');
      const [item] = await presentJoined([row]);
      if (!item) throw notFound('Auction');
      return item;
    });
  }

  async function byListing(listingId: string): Promise<PublicAuction> {
    return db.read(async (ex) => {
      const [row] = await ex
        .select()
        .from(auctions)
        .where(and(eq(auctions.listingId, listingId), ne(auctions.status, 'pending')))
        .orderBy(desc(auctions.createdAt), desc(auctions.id))
        .limit(1);
      if (!row) throw notFound('Auction');
      const [item] = await present(ex, [row]);
      if (!item) throw notFound('Auction');
      return item;
    });
  }

  /** Bids newest first with per-auction aliases; never a dealer's identity. */
  async function bidsOf(
    id: string,
    query: { limit: number; cursor?: string | undefined },
  ): Promise<Page<PublicBid>> {
    const cursor = decodeCursor(query.cursor);
    const beforeSeq = cursor && cursorInteger(cursor);
    return db.read(async (ex) => {
      await publicRow(ex, id);
      const rows = await ex
        .select({ bid: bids, alias: auctionBidders.aliasNumber })
        .from(bids)
        .innerJoin(
          auctionBidders,
          and(
            eq(auctionBidders.auctionId, bids.auctionId),
            eq(auctionBidders.dealerId, bids.dealerId),
          ),
        )
        .where(
          and(
            eq(bids.auctionId, id),
            beforeSeq === undefined ? undefined : lt(bids.seq, beforeSeq),
          ),
        )
        .orderBy(desc(bids.seq))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(({ bid, alias }) => ({
          id: bid.id,
          amount_cents: bid.amountCents,
          bidder_alias: `Bidder ${alias}`,
          is_proxy: bid.isProxy,
          created_at: bid.createdAt.toISOString(),
        })),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ k: last.bid.seq, id: last.bid.id })
            : null,
      };
    });
  }

  /** A dealer's view: the scopes of the dealer dashboard, with `is_leading` and its maximum. */
  async function forDealer(
    userId: string,
    query: { limit: number; cursor?: string | undefined; scope: DealerAuctionScope },
  ): Promise<Page<DealerAuction>> {
    const sort = query.scope === 'won' ? SORTS.newest : SORTS.ending_soon;
    const cursor = decodeCursor(query.cursor);
    const values = {
      userId,
      limit: query.limit + 1,
      ...(cursor ? afterValues(sort, cursor) : {}),
    };
    return db.read(async (ex) => {
      const rows = await dealerListStatement(ex, {
        scope: query.scope,
        cursor: cursor !== undefined,
      }).execute(values);
      const page = rows.slice(0, query.limit);
      const shapes = await presentJoined(page);
      const last = page.at(-1)?.auction;
      return {
        items: page.map((row, i) => {
          const shape = shapes[i];
          if (!shape) throw new Error(`no shape for auction ${row.auction.id}`);
          return toDealerAuction(shape, row.auction, {
            dealerId: row.myDealerId,
            maxCents: row.myMaxCents,
          });
        }),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ k: sort.of(last), id: last.id })
            : null,
      };
    });
  }

  /** Staff and seller shape of one auction row (used by other auction modules). */
  async function staffShape(ex: Executor, row: repo.AuctionRow): Promise<StaffAuction> {
    const ctx = (await repo.contextOf(ex, [row])).get(row.id);
    if (!ctx) throw new Error(`no context for auction ${row.id}`);
    return toStaffAuction(await toPublicAuction(row, ctx, links, clock.now(), 'owner'), row, ctx);
  }

  return { list, get, byListing, bidsOf, forDealer, staffShape, present };
}
