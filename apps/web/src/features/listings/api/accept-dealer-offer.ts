import type { SellerNegotiation } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { listingKeys, sellerAuctionKeys } from './keys';

/**
 * `POST /api/seller/auctions/{id}/offers/{offer_id}/accept`: sells the auction at the highest
 * bidder's pending offer, exactly as any sale (SPEC §13.1).
 */
export function acceptDealerOffer(auctionId: string, offerId: string): Promise<SellerNegotiation> {
  return answer(
    api.POST('/api/seller/auctions/{id}/offers/{offer_id}/accept', {
      params: { path: { id: auctionId, offer_id: offerId } },
    }),
  );
}

export function useAcceptDealerOffer(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) => acceptDealerOffer(auctionId, offerId),
    onSuccess: (negotiation) => {
      queryClient.setQueryData(sellerAuctionKeys.negotiation(auctionId), negotiation);
    },
    // Sold (or, after a 409, whatever won the race): the outcome, the listing and its
    // dashboard row all change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerAuctionKeys.detail(auctionId) }),
        queryClient.invalidateQueries({ queryKey: listingKeys.all }),
      ]),
  });
}
