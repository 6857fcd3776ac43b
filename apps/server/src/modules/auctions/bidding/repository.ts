import type { DealerStatus } from '@gavel/contract';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/index.js';
import { prepared } from '../../../lib/prepared.js';
import { dealerStanding } from '../../dealers/index.js';
import { auctionBidders, bids, idempotencyKeys } from '../schema.js';
import type { Standing } from './engine.js';

export type BidRow = typeof bids.$inferSelect;
export type BidderRow = typeof auctionBidders.$inferSelect & {
  /** The dealer's status now: only an `active` dealer's maximum bids (ADR 025). */
  dealerStatus: DealerStatus;
  /** False once the dealer was suspended after setting its maximum, even if reinstated. */
  valid: boolean;
};

/** Whether a standing maximum still bids: a suspension after it was set voids it for good. */
export const validMax = sql<boolean>`${dealerStanding.status} = 'active' and ${auctionBidders.suspensionsSeen} = ${dealerStanding.suspensionCount}`;

const biddersQuery = prepared((ex) =>
  ex
    .select({ bidder: auctionBidders, dealerStatus: dealerStanding.status, valid: validMax })
    .from(auctionBidders)
    .innerJoin(dealerStanding, eq(dealerStanding.id, auctionBidders.dealerId))
    .where(eq(auctionBidders.auctionId, sql.placeholder('auctionId')))
    .prepare('auction_bidders'),
);

/**
 * Every bidder's standing maximum in an auction with its dealer's status now (read under the
 * auction row's lock, so a suspension committed before it is seen).
 */
export async function biddersOf(ex: Executor, auctionId: string): Promise<BidderRow[]> {
  const rows = await biddersQuery(ex).execute({ auctionId });
  return rows.map((r) => ({ ...r.bidder, dealerStatus: r.dealerStatus, valid: r.valid }));
}

/**
 * A dealer's status and suspension count as committed now. Read under the auction's lock for a
 * dealer that is not yet a bidder there: the row joined by the locking read is the one seen
 * before waiting for the lock, and a suspension may have committed meanwhile.
 */
export async function dealerNow(
  ex: Executor,
  dealerId: string,
): Promise<{ status: BidderRow['dealerStatus']; suspensionCount: number } | undefined> {
  const [row] = await dealerNowQuery(ex).execute({ dealerId });
  return row;
}

const dealerNowQuery = prepared((ex) =>
  ex
    .select({ status: dealerStanding.status, suspensionCount: dealerStanding.suspensionCount })
    .from(dealerStanding)
    .where(eq(dealerStanding.id, sql.placeholder('dealerId')))
    .prepare('dealer_now'),
);

/** The maxima the engine sees: void ones are left out, as if never set (ADR 025). */
export const toMaxima = (rows: BidderRow[]): Map<string, Standing> =>
  new Map(
    rows
      .filter((r) => r.valid)
      .map((r) => [r.dealerId, { maxCents: r.maxCents, since: r.maxSince }]),
  );

/** A dealer's standing maxima that still bid, by auction: what it sees as `my_max_bid_cents`. */
export async function validMaximaOf(
  ex: Executor,
  dealerId: string,
  auctionIds: string[],
): Promise<Map<string, number>> {
  if (auctionIds.length === 0) return new Map();
  const rows = await ex
    .select({ auctionId: auctionBidders.auctionId, maxCents: auctionBidders.maxCents })
    .from(auctionBidders)
    .innerJoin(dealerStanding, eq(dealerStanding.id, auctionBidders.dealerId))
    .where(
      and(
        eq(auctionBidders.dealerId, dealerId),
        inArray(auctionBidders.auctionId, auctionIds),
        validMax,
      ),
    );
  return new Map(rows.map((r) => [r.auctionId, r.maxCents]));
}

/** The insert of bids whose ids and times the caller chose, as part of one statement. */
export function bidsInsert(ex: Executor, rows: BidRow[]) {
  return ex.insert(bids).values(rows);
}

/**
 * New bidders and changed maxima in one upsert, as part of one statement. An existing bidder
 * keeps its alias and creation time.
 */
export function biddersUpsert(ex: Executor, rows: (typeof auctionBidders.$inferInsert)[]) {
  return ex
    .insert(auctionBidders)
    .values(rows)
    .onConflictDoUpdate({
      target: [auctionBidders.auctionId, auctionBidders.dealerId],
      set: {
        maxCents: sql`excluded.max_cents`,
        maxSince: sql`excluded.max_since`,
        suspensionsSeen: sql`excluded.suspensions_seen`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export async function findIdempotencyKey(
  ex: Executor,
  dealerId: string,
  key: string,
): Promise<IdempotencyRow | undefined> {
  const [row] = await ex
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.dealerId, dealerId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

export async function saveIdempotencyKey(ex: Executor, row: typeof idempotencyKeys.$inferInsert) {
  await ex.insert(idempotencyKeys).values(row);
}

/** Idempotency keys answer retries for a day; after that a key is free again. */
export const IDEMPOTENCY_RETENTION_SECONDS = 24 * 60 * 60;

/** Deletes the idempotency keys made before `before` (auctions' hourly pruning); how many. */
export async function deleteIdempotencyKeysBefore(ex: Executor, before: Date): Promise<number> {
  const rows = await ex
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
