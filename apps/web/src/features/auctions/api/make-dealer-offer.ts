import type { Negotiation } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { auctionKeys } from './keys';

/**
 * `POST /api/dealer/auctions/{id}/offers`: the highest bidder's offer to the seller, above the
 * highest bid and below the seller's pending offer (422 on `amount_cents`); counters it.
 */
export function makeDealerOffer(auctionId: string, amountCents: number): Promise<Negotiation> {
  return answer(
    api.POST('/api/dealer/auctions/{id}/offers', {
      params: { path: { id: auctionId } },
      body: { amount_cents: amountCents },
    }),
  );
}

export function useMakeDealerOffer(listingId: string, auctionId: string) {
  const queryClient = useQueryClient();
  const key = auctionKeys.negotiation(listingId, auctionId);
  return useMutation({
    mutationFn: (amountCents: number) => makeDealerOffer(auctionId, amountCents),
    onSuccess: (negotiation) => {
      queryClient.setQueryData(key, negotiation);
    },
    // A 409 means the seller acted first: show the negotiation as it now stands.
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
