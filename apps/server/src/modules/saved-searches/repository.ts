import type { SavedSearchAlert, SavedSearchFilters } from '@gavel/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  notExists,
  sql,
} from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/index.js';
import { keysetAfter, type TimeCursor } from '../../lib/cursor.js';
import { auctionForSavedFilters } from '../auctions/index.js';
import { dealerStanding } from '../dealers/index.js';
import { savedSearchDigests, savedSearchMatches, savedSearches } from './schema.js';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/**
 * Serialises a dealer's creations until its transaction ends (a transaction-level advisory
 * lock: no row is locked), so two concurrent creates count each other and never make a 26th.
 */
export async function lockDealerSearches(ex: Executor, dealerId: string): Promise<void> {
  await ex.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`saved_searches:${dealerId}`}, 0))`,
  );
}

export async function countForDealer(ex: Executor, dealerId: string): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(savedSearches)
    .where(eq(savedSearches.dealerId, dealerId));
  return row?.n ?? 0;
}

export async function insert(
  ex: Executor,
  values: {
    dealerId: string;
    name: string;
    filters: SavedSearchFilters;
    alert: SavedSearchAlert;
    createdAt: Date;
  },
): Promise<SavedSearchRow> {
  const [row] = await ex.insert(savedSearches).values(values).returning();
  if (!row) throw new Error('insert into saved_searches returned no row');
  return row;
}

/** A keyset page of a dealer's searches, newest first, and one more row. */
export function listForDealer(
  ex: Executor,
  dealerId: string,
  opts: { cursor: TimeCursor | undefined; limit: number },
): Promise<SavedSearchRow[]> {
  return ex
    .select()
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.dealerId, dealerId),
        keysetAfter(savedSearches.createdAt, savedSearches.id, opts.cursor, 'desc'),
      ),
    )
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .limit(opts.limit);
}

/** Changes a dealer's own search; undefined when the dealer has none with that id. */
export async function update(
  ex: Executor,
  dealerId: string,
  id: string,
  set: Partial<Pick<SavedSearchRow, 'name' | 'filters' | 'alert'>>,
): Promise<SavedSearchRow | undefined> {
  const [row] = await ex
    .update(savedSearches)
    .set(set)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.dealerId, dealerId)))
    .returning();
  return row;
}

/** Deletes a dealer's own search; false when the dealer has none with that id. */
export async function remove(ex: Executor, dealerId: string, id: string): Promise<boolean> {
  const rows = await ex
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.dealerId, dealerId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

const qb = new QueryBuilder();

/** A search an auction matched as it was first published, recorded now. */
export interface NewMatch {
  id: string;
  dealer_id: string;
  alert: SavedSearchAlert;
  name: string;
}

/**
 * One statement for one auction's first publication (ADR 051): every saved search that alerts
 * (`instant` or `daily`), of a dealer not suspended (dealers' standing, ADR 040), whose filters
 * the auction matches as the list would (auctions' predicate), recorded once per (search,
 * auction) by the matches' primary key. Answers the matches this call made: none for a pair
 * already recorded, by an earlier run or another instance (that one waits for this one's commit
 * on the key, then makes nothing).
 */
export async function recordMatches(
  ex: Executor,
  auctionId: string,
  publishedAt: Date,
): Promise<NewMatch[]> {
  const auction = auctionForSavedFilters(auctionId, sql`${savedSearches.filters}`);
  const suspended = qb
    .select({ id: dealerStanding.id })
    .from(dealerStanding)
    .where(
      and(eq(dealerStanding.id, savedSearches.dealerId), eq(dealerStanding.status, 'suspended')),
    );
  // One pass over the alerting searches beside the auction's one row (ADR 051): no plan with a
  // subquery per search. A suspended dealer is looked up by key only for the searches that
  // match. The rows made are answered by the insert itself; only their names are read again,
  // by key. JIT compiling this statement would cost more than running it (a publication is
  // one execution, not a long report).
  await ex.execute(sql`set local jit = off`);
  const result: unknown = await ex.execute(sql`
    with made as (
      insert into ${savedSearchMatches} (saved_search_id, auction_id, dealer_id, alert, published_at)
      select ${savedSearches.id}, ${auctionId}::uuid, ${savedSearches.dealerId}, ${savedSearches.alert},
        ${publishedAt.toISOString()}::timestamptz
      from ${auction.from} cross join ${savedSearches}
      where ${auction.where}
        and ${savedSearches.alert} <> 'off'
        and ${notExists(suspended)}
      on conflict do nothing
      returning saved_search_id, dealer_id, alert
    )
    select made.saved_search_id as id, made.dealer_id, made.alert, searches.name
    from made inner join ${savedSearches} searches on searches.id = made.saved_search_id`);
  return (result as { rows: NewMatch[] }).rows;
}

/** Records that these searches told their dealers of a match now. */
export async function markAlerted(ex: Executor, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await ex.update(savedSearches).set({ lastAlertedAt: at }).where(inArray(savedSearches.id, ids));
}

/** The window and day of one digest pass: matches published in (since, until], one per day. */
export interface DigestWindow {
  since: Date;
  until: Date;
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
}

/** Daily matches not yet in a digest, published in the window, of searches still daily. */
const undigested = (w: DigestWindow) =>
  and(
    eq(savedSearchMatches.alert, 'daily'),
    isNull(savedSearchMatches.digestId),
    gt(savedSearchMatches.publishedAt, w.since),
    lte(savedSearchMatches.publishedAt, w.until),
    eq(savedSearches.alert, 'daily'),
  );

/**
 * The dealers a digest is due for: not suspended, with such matches, and no digest yet on the
 * window's day.
 */
export async function dealersDue(ex: Executor, w: DigestWindow): Promise<string[]> {
  const rows = await ex
    .selectDistinct({ dealerId: savedSearchMatches.dealerId })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .innerJoin(dealerStanding, eq(dealerStanding.id, savedSearchMatches.dealerId))
    .where(
      and(
        undigested(w),
        ne(dealerStanding.status, 'suspended'),
        notExists(
          qb
            .select({ one: sql`1` })
            .from(savedSearchDigests)
            .where(
              and(
                eq(savedSearchDigests.dealerId, savedSearchMatches.dealerId),
                eq(savedSearchDigests.day, w.day),
              ),
            ),
        ),
      ),
    );
  return rows.map((r) => r.dealerId);
}

/**
 * The dealer's digest of the day, made now; undefined when it already has one (made by an
 * earlier pass or another instance, which this insert waits for on the unique key).
 */
export async function startDigest(
  ex: Executor,
  dealerId: string,
  day: string,
  at: Date,
): Promise<string | undefined> {
  const [row] = await ex
    .insert(savedSearchDigests)
    .values({ dealerId, day, sentAt: at })
    .onConflictDoNothing()
    .returning({ id: savedSearchDigests.id });
  return row?.id;
}

/**
 * Puts the dealer's undigested matches of the window into the digest; answers them. None when
 * the dealer was suspended since the pass found it due (its standing is read again here).
 */
export async function claimMatches(
  ex: Executor,
  digestId: string,
  dealerId: string,
  w: DigestWindow,
): Promise<{ savedSearchId: string; auctionId: string }[]> {
  return ex
    .update(savedSearchMatches)
    .set({ digestId })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.id, savedSearchMatches.savedSearchId),
        eq(savedSearchMatches.dealerId, dealerId),
        undigested(w),
        exists(
          qb
            .select({ one: sql`1` })
            .from(dealerStanding)
            .where(and(eq(dealerStanding.id, dealerId), ne(dealerStanding.status, 'suspended'))),
        ),
      ),
    )
    .returning({
      savedSearchId: savedSearchMatches.savedSearchId,
      auctionId: savedSearchMatches.auctionId,
    });
}

/** Records the searches a digest lists (its unsubscribe turns them off). */
export async function setDigestSearches(
  ex: Executor,
  digestId: string,
  searchIds: string[],
): Promise<void> {
  await ex.update(savedSearchDigests).set({ searchIds }).where(eq(savedSearchDigests.id, digestId));
}

/**
 * A digest's one-click unsubscribe: turns off the searches it listed that are still daily (an
 * instant or off one, or one made since, is left as it is).
 */
export async function turnOffDigestSearches(ex: Executor, digestId: string): Promise<void> {
  await ex
    .update(savedSearches)
    .set({ alert: 'off' })
    .where(
      and(
        eq(savedSearches.alert, 'daily'),
        inArray(
          savedSearches.id,
          qb
            .select({ id: sql<string>`unnest(${savedSearchDigests.searchIds})` })
            .from(savedSearchDigests)
            .where(eq(savedSearchDigests.id, digestId)),
        ),
      ),
    );
}

export async function dropDigest(ex: Executor, id: string): Promise<void> {
  await ex.delete(savedSearchDigests).where(eq(savedSearchDigests.id, id));
}

/** A digest's dealer and its matches with their searches' names, by name then publication. */
export async function digestContents(ex: Executor, digestId: string) {
  return ex
    .select({
      dealerId: savedSearchDigests.dealerId,
      searchId: savedSearches.id,
      name: savedSearches.name,
      auctionId: savedSearchMatches.auctionId,
    })
    .from(savedSearchDigests)
    .innerJoin(savedSearchMatches, eq(savedSearchMatches.digestId, savedSearchDigests.id))
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .where(eq(savedSearchDigests.id, digestId))
    .orderBy(
      asc(savedSearches.name),
      asc(savedSearches.id),
      asc(savedSearchMatches.publishedAt),
      asc(savedSearchMatches.auctionId),
    );
}

/**
 * Housekeeping (ADR 041, 051): matches published before `before` (an instant one has been told,
 * a daily one is past every digest's 24 hours) and digests of days before `beforeDay` (only
 * today's guards against a second digest; older ones keep what their unsubscribe turns off).
 */
export async function pruneBefore(
  ex: Executor,
  before: Date,
  beforeDay: string,
): Promise<{ savedSearchMatches: number; savedSearchDigests: number }> {
  const matches = await ex
    .delete(savedSearchMatches)
    .where(lt(savedSearchMatches.publishedAt, before))
    .returning({ id: savedSearchMatches.savedSearchId });
  const digests = await ex
    .delete(savedSearchDigests)
    .where(lt(savedSearchDigests.day, beforeDay))
    .returning({ id: savedSearchDigests.id });
  return { savedSearchMatches: matches.length, savedSearchDigests: digests.length };
}
