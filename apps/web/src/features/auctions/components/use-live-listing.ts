import type { DealerAuction } from '@gavel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuctionEvents } from '../../../lib/auction-events';
import { auctionKeys, dealerAuctionKeys } from '../api/keys';
import { nextChangeAt, serverNow } from '../../../lib/server-clock';

/**
 * `/dealer/listings/{id}` on the auction's live stream while the auction can still change. The
 * events carry only the public fields, but the dealer's standing (leading or outbid, its maximum)
 * changes with every bid, so each event re-reads the dealer's view of the listing.
 */
export function useLiveListing(listingId: string, auction: DealerAuction | null): void {
  const queryClient = useQueryClient();
  const following =
    auction !== null && (auction.status === 'live' || auction.status === 'scheduled');
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: auctionKeys.dealerView(listingId) });
  };
  useAuctionEvents(following ? auction.id : null, {
    onEvent: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: dealerAuctionKeys.lists });
    },
    onOpen: refresh,
  });

  // A start has no event of its own, and an `ended` event may be missed while reconnecting:
  // read the listing again shortly after the next moment the auction changes by itself.
  const boundary = nextChangeAt(auction);
  useEffect(() => {
    if (!boundary) return;
    const wait = Math.max(0, Date.parse(boundary) - serverNow()) + 2_500;
    // Beyond what setTimeout can hold; a page open that long is read again on the way.
    if (wait > 2 ** 31 - 1) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: auctionKeys.dealerView(listingId) });
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
