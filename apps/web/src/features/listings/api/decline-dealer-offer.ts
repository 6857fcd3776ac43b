import type { SellerNegotiation } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { sellerAuctionKeys } from './keys';

/**
 * `POST /api/seller/auctions/{id}/offers/{offer_id}/decline`: declines the highest bidder's
 * pending offer; the negotiation stays open.
 */
export function declineDealerOffer(auctionId: string, offerId: string): Promise<SellerNegotiation> {
  return answer(
    api.POST('/api/seller/auctions/{id}/offers/{offer_id}/decline', {
      params: { path: { id: auctionId, offer_id: offerId } },
    }),
  );
}

export function useDeclineDealerOffer(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) => declineDealerOffer(auctionId, offerId),
    onSuccess: (negotiation) => {
      queryClient.setQueryData(sellerAuctionKeys.negotiation(auctionId), negotiation);
    },
    onError: () =>
      queryClient.invalidateQueries({ queryKey: sellerAuctionKeys.negotiation(auctionId) }),
  });
}
