import type {
  AuctionSort,
  DealerAuction,
  DealerAuctionScope,
  Page,
  PublicAuction,
  PublicBid,
  StaffAuction,
} from '@gavel/contract';
import type { Database, Executor } from '../../../db/index.js';
import type { listings } from '../../../db/schema.js';
import type { Clock } from '../../../lib/clock.js';
import { cursorInteger, decodeCursor, encodeCursor } from '../../../lib/cursor.js';
import { notFound } from '../../../lib/errors.js';
import type { FileLinks } from '../../../lib/file-links.js';
import { toDealerAuction, toPublicAuction, toStaffAuction } from '../presenter.js';
import * as repo from '../repository.js';
import * as readRepo from './repository.js';

export type AuctionReads = ReturnType<typeof createAuctionReads>;

/**
 * The public and dealer reads of auctions (SPEC §5.6): what is public, keyset pages and the
 * answers' shapes. The SQL is in `repository.ts`.
 */
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
    const sort = readRepo.SORTS[query.sort];
    const cursor = decodeCursor(query.cursor);
    const shape: readRepo.ListShape = {
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
      ...(cursor ? readRepo.afterValues(sort, cursor) : {}),
    };
    return db.read(async (ex) => {
      const rows = await readRepo.listStatement(ex, shape).execute(values);
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
      const row = await readRepo.latestShownOfListing(ex, listingId);
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
      const rows = await readRepo.bidsPage(ex, id, beforeSeq, query.limit + 1);
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
    const sort = query.scope === 'won' ? readRepo.SORTS.newest : readRepo.SORTS.ending_soon;
    const cursor = decodeCursor(query.cursor);
    const values = {
      userId,
      limit: query.limit + 1,
      ...(cursor ? readRepo.afterValues(sort, cursor) : {}),
    };
    return db.read(async (ex) => {
      const rows = await readRepo
        .dealerListStatement(ex, {
          scope: query.scope,
          cursor: cursor !== undefined,
        })
        .execute(values);
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
