import type { BidAnswer, DealerListing, PlaceBidBody } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { syncServerClock } from '../../../lib/server-clock';
import { dealerKeys } from './keys';

/**
 * `POST /api/dealer/auctions/{id}/bids`. A fresh `Idempotency-Key` per submission: a request
 * the network retries is answered with the first answer and never places a second bid.
 */
export const placeDealerBid = (auctionId: string, body: PlaceBidBody) =>
  apiFetch<BidAnswer>(`/dealer/auctions/${encodeURIComponent(auctionId)}/bids`, {
    method: 'POST',
    auth: true,
    body,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });

export function usePlaceDealerBid(listingId: string, auctionId: string) {
  const queryClient = useQueryClient();
  const listingKey = dealerKeys.listing(listingId);
  return useMutation({
    mutationFn: (body: PlaceBidBody) => placeDealerBid(auctionId, body),
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
