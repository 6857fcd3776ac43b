import {
  FACET_VALUES_MAX,
  FACETS,
  type AuctionFacetsQuery,
  type DealerAuction,
  type DealerAuctionsQuery,
  type FacetCount,
  type Facets,
  type Page,
  type PublicAuction,
  type PublicAuctionDetail,
  type PublicAuctionsQuery,
  type PublicBid,
  type StaffAuction,
} from '@gavel/contract';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/index.js';
import type { Clock } from '../../../lib/clock.js';
import { cursorInteger, decodeCursor, encodeCursor } from '../../../lib/cursor.js';
import { notFound } from '../../../lib/errors.js';
import type { FileLinks } from '../../../lib/file-links.js';
import { listingSpecificsView, presentItemView } from '../../listings/index.js';
import { photoFiles } from '../../uploads/index.js';
import { toDealerAuction, toPublicAuction, toStaffAuction } from '../presenter.js';
import * as repo from '../repository.js';
import * as readRepo from './repository.js';
import { hasStockFilters, type FacetRow } from './stock.js';

export type AuctionReads = ReturnType<typeof createAuctionReads>;

/**
 * The public and dealer reads of auctions (SPEC §5.6): what is public, keyset pages and the
 * answers' shapes. The SQL is in `repository.ts`.
 */
export function createAuctionReads(deps: {
  db: Database;
  clock: Clock;
  links: FileLinks;
  /**
   * Development and tests: every list answered as PostgreSQL's JSON text is also answered by
   * the presenter, on the same snapshot, and the two must be equal (issue 36).
   */
  checkAnswers?: boolean;
}) {
  const { db, clock, links } = deps;

  /** Rows read with their context (`repo.selectWithContext`): no further query. */
  function presentJoined(
    rows: repo.AuctionWithContext[],
    now = clock.now(),
  ): Promise<PublicAuction[]> {
    return Promise.all(
      rows.map((r) => toPublicAuction(r.auction, repo.contextOfRow(r), links, now)),
    );
  }

  async function present(
    ex: Executor,
    rows: repo.AuctionRow[],
    now = clock.now(),
  ): Promise<PublicAuction[]> {
    const ctx = await repo.contextOf(ex, rows);
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

  /** What a public list's statement takes: its shape and values. */
  function listArgs(query: PublicAuctionsQuery) {
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
    return { sort, shape, values };
  }

  /** The public list presented in Node: the declaration of its answer (see `listText`). */
  async function list(
    query: PublicAuctionsQuery,
    ex?: Executor,
    now = clock.now(),
  ): Promise<Page<PublicAuction>> {
    const { sort, shape, values } = listArgs(query);
    const read = async (ex: Executor) => {
      const rows = hasStockFilters(query)
        ? await readRepo.filteredList(ex, shape, query, values)
        : await readRepo.listStatement(ex, shape).execute(values);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1)?.auction;
      return {
        items: await presentJoined(page, now),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ k: sort.of(last), id: last.id })
            : null,
      };
    };
    return ex ? read(ex) : db.read(read);
  }

  /**
   * The public list's answer as JSON text, its items written by PostgreSQL (issue 36): what
   * `list` answers, without parsing, presenting and serializing the rows in Node.
   */
  async function listText(query: PublicAuctionsQuery): Promise<string> {
    const { shape, values } = listArgs(query);
    const now = clock.now();
    const read = async (ex: Executor) => {
      const args = { ...values, now: now.toISOString() };
      const rows = hasStockFilters(query)
        ? await readRepo.filteredListJson(ex, shape, query, args)
        : await readRepo.listJsonStatement(ex, shape).execute(args);
      return jsonPage(rows, query.limit);
    };
    if (!deps.checkAnswers) return db.read(read);
    return checked(read, (ex) => list(query, ex, now));
  }

  /** One auction as its page shows it: with its item's specifics (VIN masked) and report. */
  async function detail(ex: Executor, item: PublicAuction): Promise<PublicAuctionDetail> {
    return { ...item, ...(await listingSpecificsView(ex, photoFiles, links, item.listing_id)) };
  }

  /** One public auction presented in Node: the declaration of its answer (see `getText`). */
  async function get(id: string, ex?: Executor, now = clock.now()): Promise<PublicAuctionDetail> {
    const read = async (ex: Executor) => {
      const row = await repo.findAuctionWithContext(ex, id);
      // Auctions awaiting scheduling are not public yet.
      if (!row || row.auction.status === 'pending') throw notFound('Auction');
      const [item] = await presentJoined([row], now);
      if (!item) throw notFound('Auction');
      return detail(ex, item);
    };
    return ex ? read(ex) : db.read(read);
  }

  /**
   * One public auction's answer as JSON text (issue 36): `get`'s answer in one statement, the
   * auction written by PostgreSQL and the item's specifics and report presented in Node.
   */
  function getText(id: string): Promise<string> {
    return detailText({ auctionId: id }, (ex, now) => get(id, ex, now));
  }

  /** A listing's newest public auction, presented in Node (see `byListingText`). */
  async function byListing(
    listingId: string,
    ex?: Executor,
    now = clock.now(),
  ): Promise<PublicAuctionDetail> {
    const read = async (ex: Executor) => {
      const row = await readRepo.latestShownOfListing(ex, listingId);
      if (!row) throw notFound('Auction');
      const [item] = await present(ex, [row], now);
      if (!item) throw notFound('Auction');
      return detail(ex, item);
    };
    return ex ? read(ex) : db.read(read);
  }

  /** `byListing`'s answer as JSON text, in one statement (as `getText`). */
  function byListingText(listingId: string): Promise<string> {
    return detailText({ listingId }, (ex, now) => byListing(listingId, ex, now));
  }

  /** A detail's text (`readRepo.findAuctionDetailJson`), checked against `presented` (`checked`). */
  async function detailText(
    by: { auctionId: string } | { listingId: string },
    presented: (ex: Executor, now: Date) => Promise<PublicAuctionDetail>,
  ): Promise<string> {
    const now = clock.now();
    const read = async (ex: Executor) => {
      const row = await readRepo.findAuctionDetailJson(ex, by, now);
      if (!row) throw notFound('Auction');
      const { specifics, condition_report } = await presentItemView(links, row.item);
      // `{ ...item, specifics, condition_report }` as `detail` answers it.
      return `${row.json.slice(0, -1)},"specifics":${JSON.stringify(specifics)},"condition_report":${JSON.stringify(condition_report)}}`;
    };
    if (!deps.checkAnswers) return db.read(read);
    return checked(read, (ex) => presented(ex, now));
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

  /** What a dealer's list's statement takes: its shape and values. */
  function dealerArgs(userId: string, query: DealerAuctionsQuery) {
    const sort = readRepo.dealerSort(query.scope);
    const cursor = decodeCursor(query.cursor);
    const values = {
      userId,
      limit: query.limit + 1,
      ...(cursor ? readRepo.afterValues(sort, cursor) : {}),
    };
    const shape = { scope: query.scope, cursor: cursor !== undefined };
    return { sort, shape, values };
  }

  /** A dealer's view presented in Node: the declaration of its answer (see `forDealerText`). */
  async function forDealer(
    userId: string,
    query: DealerAuctionsQuery,
    ex?: Executor,
    now = clock.now(),
  ): Promise<Page<DealerAuction>> {
    const { sort, shape, values } = dealerArgs(userId, query);
    const read = async (ex: Executor) => {
      // The stock filters narrow every scope (SPEC §11).
      const rows = hasStockFilters(query)
        ? await readRepo.filteredDealerList(ex, shape, query, values)
        : await readRepo.dealerListStatement(ex, shape).execute(values);
      const page = rows.slice(0, query.limit);
      const shapes = await presentJoined(page, now);
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
    };
    return ex ? read(ex) : db.read(read);
  }

  /** A dealer's view as JSON text, written by PostgreSQL (as `listText`, issue 36). */
  async function forDealerText(userId: string, query: DealerAuctionsQuery): Promise<string> {
    const { shape, values } = dealerArgs(userId, query);
    const now = clock.now();
    const read = async (ex: Executor) => {
      const args = { ...values, now: now.toISOString() };
      const rows = hasStockFilters(query)
        ? await readRepo.filteredDealerListJson(ex, shape, query, args)
        : await readRepo.dealerListJsonStatement(ex, shape).execute(args);
      return jsonPage(rows, query.limit);
    };
    if (!deps.checkAnswers) return db.read(read);
    return checked(read, (ex) => forDealer(userId, query, ex, now));
  }

  /**
   * `text` and the presenter's answer read in one transaction (one snapshot on PostgreSQL):
   * they must be the same JSON, or the request fails loudly where the answer is written.
   */
  async function checked(
    text: (ex: Executor) => Promise<string>,
    presented: (ex: Executor) => Promise<unknown>,
  ): Promise<string> {
    return db.transaction(async (tx) => {
      if (db.kind === 'postgres') {
        await tx.execute(sql`set transaction isolation level repeatable read`);
      }
      const answer = await text(tx);
      const expected = JSON.stringify(await presented(tx));
      if (answer !== expected) {
        throw new Error(`PostgreSQL's answer ${answer} differs from the presenter's ${expected}`);
      }
      return answer;
    });
  }

  /**
   * The facets of the public list (SPEC §11): each facet's values by count, then value, at most
   * `FACET_VALUES_MAX`, counted with every filter but its own; a make shown as written.
   */
  async function facets(query: AuctionFacetsQuery): Promise<Facets> {
    const rows = await db.read((ex) => readRepo.facetsOf(ex, query));
    return facetsOfRows(rows);
  }

  /** Staff and seller shape of one auction row (used by other auction modules). */
  async function staffShape(ex: Executor, row: repo.AuctionRow): Promise<StaffAuction> {
    const ctx = (await repo.contextOf(ex, [row])).get(row.id);
    if (!ctx) throw new Error(`no context for auction ${row.id}`);
    return toStaffAuction(await toPublicAuction(row, ctx, links, clock.now(), 'owner'), row, ctx);
  }

  return {
    list,
    listText,
    facets,
    get,
    getText,
    byListing,
    byListingText,
    bidsOf,
    forDealer,
    forDealerText,
    staffShape,
    present,
  };
}

/** A page's answer from rows of JSON text and their sort keys (one more row than the page). */
function jsonPage(
  rows: { json: string; cursorKey: string | number | null; id: string }[],
  limit: number,
): string {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next =
    rows.length > limit && last ? encodeCursor({ k: last.cursorKey, id: last.id }) : null;
  return `{"items":[${page.map((r) => r.json).join(',')}],"next_cursor":${JSON.stringify(next)}}`;
}

/** The facets' answer from their counted rows: ordered, capped, grades as numbers. */
export function facetsOfRows(rows: FacetRow[]): Facets {
  const byFacet = Object.fromEntries(FACETS.map((f) => [f, [] as FacetCount[]])) as Record<
    (typeof FACETS)[number],
    FacetCount[]
  >;
  let total = 0;
  for (const row of rows) {
    if (row.facet === null) total = row.n;
    // Auctions without the value (no make, no report) are in no bucket of that facet.
    else if (row.value !== null) {
      const value =
        row.facet === 'grade'
          ? Number(row.value)
          : row.facet === 'make'
            ? (row.label ?? row.value)
            : row.value;
      byFacet[row.facet].push({ value, count: row.n });
    }
  }
  const order = (a: FacetCount, b: FacetCount) =>
    b.count - a.count ||
    (typeof a.value === 'number' && typeof b.value === 'number'
      ? a.value - b.value
      : String(a.value) < String(b.value)
        ? -1
        : String(a.value) > String(b.value)
          ? 1
          : 0);
  for (const f of FACETS) byFacet[f] = byFacet[f].sort(order).slice(0, FACET_VALUES_MAX);
  return { total, facets: byFacet };
}
