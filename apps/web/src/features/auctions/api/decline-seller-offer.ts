import type { Negotiation } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { auctionKeys } from './keys';

/**
 * `POST /api/dealer/auctions/{id}/offers/{offer_id}/decline`: declines the seller's pending
 * offer; the negotiation stays open.
 */
export function declineSellerOffer(auctionId: string, offerId: string): Promise<Negotiation> {
  return answer(
    api.POST('/api/dealer/auctions/{id}/offers/{offer_id}/decline', {
      params: { path: { id: auctionId, offer_id: offerId } },
    }),
  );
}

export function useDeclineSellerOffer(listingId: string, auctionId: string) {
  const queryClient = useQueryClient();
  const key = auctionKeys.negotiation(listingId, auctionId);
  return useMutation({
    mutationFn: (offerId: string) => declineSellerOffer(auctionId, offerId),
    onSuccess: (negotiation) => {
      queryClient.setQueryData(key, negotiation);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
