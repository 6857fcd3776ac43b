import type { AuctionEventName } from '@gavel/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import { auctionEvents } from '../../db/schema.js';

/** The NOTIFY channel that carries auction event ids between instances. */
export const AUCTION_EVENTS_CHANNEL = 'gavel_auction_events';

/**
 * Records a live event (SPEC §5.3) in the transaction that causes it and notifies every
 * instance on commit; nothing is announced for a change that rolls back. `data` is the
 * auction's public shape at that moment.
 */
export async function publishAuctionEvent(
  tx: Executor,
  event: { auctionId: string; name: AuctionEventName; data: Record<string, unknown>; at: Date },
): Promise<number> {
  const [row] = await tx
    .insert(auctionEvents)
    .values({ auctionId: event.auctionId, name: event.name, data: event.data, createdAt: event.at })
    .returning({ id: auctionEvents.id });
  if (!row) throw new Error('insert into auction_events returned no row');
  await tx.execute(
    sql`select pg_notify(${AUCTION_EVENTS_CHANNEL}, ${JSON.stringify({ id: row.id, auction_id: event.auctionId })})`,
  );
  return row.id;
}
