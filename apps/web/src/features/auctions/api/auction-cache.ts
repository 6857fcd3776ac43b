import type { PublicAuction } from '@gavel/contract';

/**
 * The auction to keep when two answers meet in the cache (a live event, a bid answer, a
 * refetch). They can arrive out of order, but an auction only moves forward: more bids, a
 * later end, from scheduled to live to ended. The older of the two is dropped.
 */
export function newerAuction(
  current: PublicAuction | null | undefined,
  incoming: PublicAuction,
): PublicAuction {
  if (current?.id !== incoming.id) return incoming;
  const stage = { pending: 0, scheduled: 1, live: 2, ended: 3 } as const;
  if (stage[incoming.status] !== stage[current.status]) {
    return stage[incoming.status] > stage[current.status] ? incoming : current;
  }
  if (incoming.bid_count !== current.bid_count) {
    return incoming.bid_count > current.bid_count ? incoming : current;
  }
  const end = (a: PublicAuction) => (a.end_at ? Date.parse(a.end_at) : 0);
  return end(incoming) >= end(current) ? incoming : current;
}

/** Only the public fields: dealer-only ones (`is_leading`…) stay out of the shared cache. */
export function publicPart(auction: PublicAuction): PublicAuction {
  return {
    id: auction.id,
    listing_id: auction.listing_id,
    status: auction.status,
    start_at: auction.start_at,
    end_at: auction.end_at,
    starting_price_cents: auction.starting_price_cents,
    current_price_cents: auction.current_price_cents,
    min_next_bid_cents: auction.min_next_bid_cents,
    bid_count: auction.bid_count,
    reserve_met: auction.reserve_met,
    outcome: auction.outcome,
    currency: auction.currency,
    listing: auction.listing,
    server_time: auction.server_time,
  };
}
