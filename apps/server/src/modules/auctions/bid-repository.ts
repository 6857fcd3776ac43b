import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import { auctionBidders, bids, idempotencyKeys } from '../../db/schema.js';
import type { PlacedBid, Standing } from './engine.js';

export type BidRow = typeof bids.$inferSelect;
export type BidderRow = typeof auctionBidders.$inferSelect;

/** Every bidder's standing maximum in an auction (read under the auction row's lock). */
export async function biddersOf(ex: Executor, auctionId: string): Promise<BidderRow[]> {
  return ex.select().from(auctionBidders).where(eq(auctionBidders.auctionId, auctionId));
}

export const toMaxima = (rows: BidderRow[]): Map<string, Standing> =>
  new Map(rows.map((r) => [r.dealerId, { maxCents: r.maxCents, since: r.maxSince }]));

export async function insertBids(
  ex: Executor,
  auctionId: string,
  placed: PlacedBid[],
  at: Date,
): Promise<BidRow[]> {
  if (placed.length === 0) return [];
  return ex
    .insert(bids)
    .values(
      placed.map((b) => ({
        auctionId,
        dealerId: b.dealerId,
        amountCents: b.amountCents,
        maxAmountCents: b.maxAmountCents,
        isProxy: b.isProxy,
        seq: b.seq,
        createdAt: at,
      })),
    )
    .returning();
}

export async function insertBidder(ex: Executor, row: typeof auctionBidders.$inferInsert) {
  await ex.insert(auctionBidders).values(row);
}

export async function updateBidderMax(
  ex: Executor,
  auctionId: string,
  dealerId: string,
  standing: Standing,
  at: Date,
) {
  await ex
    .update(auctionBidders)
    .set({ maxCents: standing.maxCents, maxSince: standing.since, updatedAt: at })
    .where(and(eq(auctionBidders.auctionId, auctionId), eq(auctionBidders.dealerId, dealerId)));
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
