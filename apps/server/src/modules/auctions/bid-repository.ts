import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import { auctionBidders, bids, idempotencyKeys } from '../../db/schema.js';
import type { Standing } from './engine.js';

export type BidRow = typeof bids.$inferSelect;
export type BidderRow = typeof auctionBidders.$inferSelect;

/** Every bidder's standing maximum in an auction (read under the auction row's lock). */
export async function biddersOf(ex: Executor, auctionId: string): Promise<BidderRow[]> {
  return ex.select().from(auctionBidders).where(eq(auctionBidders.auctionId, auctionId));
}

export const toMaxima = (rows: BidderRow[]): Map<string, Standing> =>
  new Map(rows.map((r) => [r.dealerId, { maxCents: r.maxCents, since: r.maxSince }]));

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
