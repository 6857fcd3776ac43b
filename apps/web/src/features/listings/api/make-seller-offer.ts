import type { SellerNegotiation } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { sellerAuctionKeys } from './keys';

/**
 * `POST /api/seller/auctions/{id}/offers`: an offer to the highest bidder, above the highest bid
 * and at most the reserve (422 on `amount_cents`); counters the dealer's pending offer.
 */
export function makeSellerOffer(
  auctionId: string,
  amountCents: number,
): Promise<SellerNegotiation> {
  return answer(
    api.POST('/api/seller/auctions/{id}/offers', {
      params: { path: { id: auctionId } },
      body: { amount_cents: amountCents },
    }),
  );
}

export function useMakeSellerOffer(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amountCents: number) => makeSellerOffer(auctionId, amountCents),
    onSuccess: (negotiation) => {
      queryClient.setQueryData(sellerAuctionKeys.negotiation(auctionId), negotiation);
    },
    // A 409 means the dealer acted first: show the negotiation as it now stands.
    onError: () =>
      queryClient.invalidateQueries({ queryKey: sellerAuctionKeys.negotiation(auctionId) }),
  });
}
