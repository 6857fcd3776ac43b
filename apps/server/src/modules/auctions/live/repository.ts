import { and, asc, eq, gt, inArray, max } from 'drizzle-orm';
import type { Executor } from '../../../db/index.js';
import { auctionEvents } from '../schema.js';

export interface StoredAuctionEvent {
  id: number;
  auctionId: string;
  name: string;
  data: Record<string, unknown>;
}

const columns = {
  id: auctionEvents.id,
  auctionId: auctionEvents.auctionId,
  name: auctionEvents.name,
  data: auctionEvents.data,
};

/** The events of an auction after `afterId`, oldest first (a replay page). */
export function eventsAfter(
  ex: Executor,
  auctionId: string,
  afterId: number,
  limit: number,
): Promise<StoredAuctionEvent[]> {
  return ex
    .select(columns)
    .from(auctionEvents)
    .where(and(eq(auctionEvents.auctionId, auctionId), gt(auctionEvents.id, afterId)))
    .orderBy(asc(auctionEvents.id))
    .limit(limit);
}

/** The notified events, oldest first. */
export function eventsByIds(ex: Executor, ids: number[]): Promise<StoredAuctionEvent[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return ex
    .select(columns)
    .from(auctionEvents)
    .where(inArray(auctionEvents.id, ids))
    .orderBy(asc(auctionEvents.id));
}

/** The id of the auction's newest event; 0 when it has none. */
export async function lastEventId(ex: Executor, auctionId: string): Promise<number> {
  const [row] = await ex
    .select({ last: max(auctionEvents.id) })
    .from(auctionEvents)
    .where(eq(auctionEvents.auctionId, auctionId));
  return row?.last ?? 0;
}
