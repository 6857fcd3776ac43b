import type { AuctionEventName, DealerAuction } from '@gavel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE_URL } from '../../../lib/api-url';
import { serverNow } from '../../../lib/server-clock';
import { dealerKeys } from './keys';

const EVENT_NAMES: readonly AuctionEventName[] = ['bid', 'extended', 'ended'];

/**
 * Follows `GET /api/auctions/{id}/events` (SPEC §5.3) while the auction can still change. The
 * events carry only the public fields, but the dealer's standing (leading or outbid, its maximum)
 * changes with every bid, so each event re-reads the dealer's view of the listing. EventSource
 * reconnects by itself with Last-Event-ID, and the server replays what was missed.
 */
export function useDealerAuctionEvents(listingId: string, auction: DealerAuction | null): void {
  const queryClient = useQueryClient();
  const auctionId = auction?.id;
  const following =
    auction !== null && (auction.status === 'live' || auction.status === 'scheduled');

  useEffect(() => {
    if (!auctionId || !following || typeof EventSource === 'undefined') return;
    const source = new EventSource(
      `${API_BASE_URL}/auctions/${encodeURIComponent(auctionId)}/events`,
    );
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: dealerKeys.listing(listingId) });
    };
    const onEvent = () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: dealerKeys.auctionLists });
    };
    // The stream starts at "now": whatever happened between the page's read and the connection
    // (or while it was reconnecting) would be missed, so the listing is read again when it opens.
    source.addEventListener('open', refresh);
    for (const name of EVENT_NAMES) source.addEventListener(name, onEvent);
    return () => {
      source.close();
    };
  }, [auctionId, following, listingId, queryClient]);

  // A start has no event of its own, and an `ended` event may be missed while reconnecting:
  // read the listing again shortly after the next moment the auction changes by itself.
  const boundary =
    auction?.status === 'scheduled'
      ? auction.start_at
      : auction?.status === 'live'
        ? auction.end_at
        : null;
  useEffect(() => {
    if (!boundary) return;
    const wait = Math.max(0, Date.parse(boundary) - serverNow()) + 2_500;
    // Beyond what setTimeout can hold; a page open that long is read again on the way.
    if (wait > 2 ** 31 - 1) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: dealerKeys.listing(listingId) });
    };
    let poll: ReturnType<typeof setInterval> | undefined;
    // Then every 5 s until the answer moves on (which changes `boundary` and ends this).
    const timer = setTimeout(() => {
      refresh();
      poll = setInterval(refresh, 5_000);
    }, wait);
    return () => {
      clearTimeout(timer);
      clearInterval(poll);
    };
  }, [boundary, listingId, queryClient]);
}
