import type { AuctionEventName } from '@gavel/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/index.js';
import { auctionEvents } from '../schema.js';
import type { StatementPart } from '../../../lib/statements.js';

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

export interface AuctionEventInput {
  auctionId: string;
  name: AuctionEventName;
  data: Record<string, unknown>;
  at: Date;
}

/**
 * `publishAuctionEvent` for several events as part of one combined statement (`runAsOne`): the
 * insert, and the final SELECT that notifies every instance of each new event's id on commit.
 */
export function auctionEventStatement(
  tx: Executor,
  events: AuctionEventInput[],
): { part: StatementPart; final: SQL } {
  const insert = tx
    .insert(auctionEvents)
    .values(
      events.map((e) => ({ auctionId: e.auctionId, name: e.name, data: e.data, createdAt: e.at })),
    )
    .returning({ id: auctionEvents.id, auctionId: auctionEvents.auctionId });
  return {
    part: { name: 'auction_event', query: insert },
    final: sql`select pg_notify(${AUCTION_EVENTS_CHANNEL}, json_build_object('id', e.id, 'auction_id', e.auction_id)::text) from auction_event e order by e.id`,
  };
}
