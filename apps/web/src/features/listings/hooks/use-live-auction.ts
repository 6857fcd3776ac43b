import type { StaffAuction } from '@gavel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useAuctionEvents, type LiveConnection } from '../../../lib/auction-events';
import { syncServerClock } from '../../../lib/server-clock';
import { listingKeys } from '../api/keys';

/**
 * The seller's listing page on the auction's live stream while `auctionId` is given: each
 * event's public fields show at once, then the seller's view (reserve, winner, fee) is fetched
 * again; the end settles the listing too (sold or unsold).
 */
export function useLiveAuction(listingId: string, auctionId: string | null): LiveConnection {
  const queryClient = useQueryClient();
  return useAuctionEvents(auctionId, {
    onEvent: (name, auction) => {
      if (auction?.id === auctionId) {
        syncServerClock(auction.server_time);
        queryClient.setQueryData<StaffAuction | null>(listingKeys.auction(listingId), (old) =>
          old?.id === auction.id ? { ...old, ...auction } : old,
        );
      }
      void queryClient.invalidateQueries({ queryKey: listingKeys.auction(listingId) });
      if (name === 'ended') {
        void queryClient.invalidateQueries({
          queryKey: listingKeys.detail(listingId),
          exact: true,
        });
      }
    },
  });
}
