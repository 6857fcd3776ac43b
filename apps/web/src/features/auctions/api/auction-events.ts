import { auctionEventNameSchema, publicAuctionSchema, type PublicAuction } from '@gavel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE_URL } from '../../../lib/api-url';
import { newerAuction } from './auction-cache';
import { auctionKeys } from './keys';

/**
 * Follows `GET /api/auctions/{id}/events` (SPEC §5.3) while the auction can still change:
 * every `bid`, `extended` and `ended` event carries the auction's public fields, which go
 * straight into the cache (price, bid count, end time), and the bid history and the dealer's
 * own standing are re-read. EventSource reconnects by itself and sends Last-Event-ID, so the
 * server replays whatever was missed meanwhile.
 */
export function useAuctionEvents(listingId: string, auction: PublicAuction | null): void {
  const queryClient = useQueryClient();
  const auctionId = auction?.id;
  const following = auction !== null && auction.status !== 'ended';

  useEffect(() => {
    if (!auctionId || !following || typeof EventSource === 'undefined') return;
    const source = new EventSource(
      `${API_BASE_URL}/auctions/${encodeURIComponent(auctionId)}/events`,
    );
    const auctionKey = auctionKeys.listingAuction(listingId);

    const onEvent = (event: MessageEvent<unknown>) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const result = publicAuctionSchema.safeParse(parsed);
      if (!result.success) return;
      // Not synced to the server clock: a replayed event carries the time it happened.
      queryClient.setQueryData<PublicAuction | null>(auctionKey, (current) =>
        newerAuction(current, result.data),
      );
      void queryClient.invalidateQueries({ queryKey: auctionKeys.bids(auctionId) });
      void queryClient.invalidateQueries({ queryKey: auctionKeys.dealerView(listingId) });
      void queryClient.invalidateQueries({ queryKey: auctionKeys.lists });
    };
    // The stream starts at "now": whatever happened between the page's read and the
    // connection would be missed, so the auction is read once more when it opens.
    const onOpen = () => {
      void queryClient.invalidateQueries({ queryKey: auctionKey });
      void queryClient.invalidateQueries({ queryKey: auctionKeys.bids(auctionId) });
    };

    source.addEventListener('open', onOpen);
    for (const name of auctionEventNameSchema.options) source.addEventListener(name, onEvent);
    return () => {
      source.close();
    };
  }, [auctionId, following, listingId, queryClient]);
}
