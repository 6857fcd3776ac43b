import type { Negotiation } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { auctionKeys, dealerAuctionKeys } from './keys';

/**
 * `POST /api/dealer/auctions/{id}/offers/{offer_id}/accept`: buys at the seller's pending offer,
 * exactly as any sale (SPEC §13.1): the lot shows the win and the seller's contact.
 */
export function acceptSellerOffer(auctionId: string, offerId: string): Promise<Negotiation> {
  return answer(
    api.POST('/api/dealer/auctions/{id}/offers/{offer_id}/accept', {
      params: { path: { id: auctionId, offer_id: offerId } },
    }),
  );
}

export function useAcceptSellerOffer(listingId: string, auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) => acceptSellerOffer(auctionId, offerId),
    onSuccess: (negotiation) => {
      queryClient.setQueryData(auctionKeys.negotiation(listingId, auctionId), negotiation);
    },
    // Sold (or, after a 409, whatever won the race): the lot, this dealer's view of it and the
    // Won tab all change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: auctionKeys.listing(listingId) }),
        queryClient.invalidateQueries({ queryKey: dealerAuctionKeys.lists }),
      ]),
  });
}
