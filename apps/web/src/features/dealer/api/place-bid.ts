import type { DealerListing, PlaceBidBody } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { placeBid } from '../../auctions/api/place-bid';
import { syncServerClock } from '../../../lib/server-clock';
import { dealerKeys } from './keys';

/**
 * The bid panel of `/dealer/listings/{id}`: the one `placeBid` fetcher of the endpoint (with its
 * `Idempotency-Key`, also on origins that are not secure contexts), this page's cache updates.
 */
export function usePlaceDealerBid(listingId: string, auctionId: string) {
  const queryClient = useQueryClient();
  const listingKey = dealerKeys.listing(listingId);
  return useMutation({
    mutationFn: (body: PlaceBidBody) => placeBid(auctionId, body),
    onSuccess: async (answer) => {
      syncServerClock(answer.auction.server_time);
      // The answer is the auction as this dealer sees it now: show it at once, then re-read.
      queryClient.setQueryData<DealerListing>(listingKey, (current) =>
        current?.auction?.id === answer.auction.id
          ? { ...current, auction: answer.auction }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: dealerKeys.auctionLists });
      await queryClient.invalidateQueries({ queryKey: listingKey });
    },
    onError: async (error) => {
      if (!(error instanceof ApiError)) return;
      // Too low, not live any more, already leading: the figures on the page are out of date.
      if (error.status === 409) await queryClient.invalidateQueries({ queryKey: listingKey });
      // Suspended meanwhile: the banner and the bid panel should say so.
      if (error.code === 'dealer_not_active') {
        await queryClient.invalidateQueries({ queryKey: dealerKeys.profile });
      }
    },
  });
}
