import { and, asc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { Executor } from '../../../db/index.js';
import { auctions } from '../schema.js';
import type { AuctionRow } from '../repository.js';

/** SQL of the auction lifecycle: the staff queues, the scheduler's claims, reruns. */

/** Keyset position: the sort value and id of the last row of the previous page. */
export interface After {
  at: Date;
  id: string;
}

/** Auctions in status `pending`, oldest first (`auctions_status_created_idx`). */
export function listPending(ex: Executor, after: After | undefined, limit: number) {
  return ex
    .select()
    .from(auctions)
    .where(
      and(
        eq(auctions.status, 'pending'),
        after
          ? or(
              gt(auctions.createdAt, after.at),
              and(eq(auctions.createdAt, after.at), gt(auctions.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(auctions.createdAt), asc(auctions.id))
    .limit(limit);
}

/** Scheduled and live auctions, soonest end first (both always have an `end_at`). */
export function listActive(ex: Executor, after: After | undefined, limit: number) {
  return ex
    .select()
    .from(auctions)
    .where(
      and(
        inArray(auctions.status, ['scheduled', 'live']),
        after
          ? or(
              gt(auctions.endAt, after.at),
              and(eq(auctions.endAt, after.at), gt(auctions.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(auctions.endAt), asc(auctions.id))
    .limit(limit);
}

export type Phase = 'start' | 'end';

const dueTo = (phase: Phase, now: Date) =>
  phase === 'start'
    ? and(eq(auctions.status, 'scheduled'), lte(auctions.startAt, now))
    : and(eq(auctions.status, 'live'), lte(auctions.endAt, now));

/**
 * Whether any transition is due, so idle ticks open no transaction. One look per phase, each
 * reading its (status, time) index from the earliest time: the two phases OR-ed in one query
 * were planned as a sequential scan of every auction (PostgreSQL expects many due rows and
 * stops at the first, but on an idle tick there is none), twice a second.
 */
export async function anyDue(ex: Executor, now: Date): Promise<boolean> {
  for (const phase of ['start', 'end'] as const) {
    const rows = await ex
      .select({ id: auctions.id })
      .from(auctions)
      .where(dueTo(phase, now))
      .orderBy(asc(phase === 'start' ? auctions.startAt : auctions.endAt))
      .limit(1);
    if (rows.length > 0) return true;
  }
  return false;
}

/**
 * Locks up to `limit` rows due for `phase`, earliest first, skipping rows another transaction
 * holds (another scheduler, or a bid in progress): callers on several instances never wait on,
 * nor both take, the same row.
 */
export function claimDue(
  ex: Executor,
  phase: Phase,
  now: Date,
  limit: number,
): Promise<AuctionRow[]> {
  return ex
    .select()
    .from(auctions)
    .where(dueTo(phase, now))
    .orderBy(asc(phase === 'start' ? auctions.startAt : auctions.endAt), asc(auctions.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function insertAuction(
  ex: Executor,
  values: typeof auctions.$inferInsert,
): Promise<AuctionRow> {
  const [row] = await ex.insert(auctions).values(values).returning();
  if (!row) throw new Error('insert into auctions returned no row');
  return row;
}
