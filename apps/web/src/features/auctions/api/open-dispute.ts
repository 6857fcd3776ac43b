import type { OpenDisputeBody, SaleDispute } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { auctionKeys } from './keys';

/**
 * `POST /api/dealer/auctions/{id}/disputes` (SPEC §13.4): the winner's one dispute, within the
 * window. 409 `invalid_state` for a second one or after the window; 422 on its fields.
 */
export function openDispute(auctionId: string, body: OpenDisputeBody) {
  return answer(
    api.POST('/api/dealer/auctions/{id}/disputes', { params: { path: { id: auctionId } }, body }),
  );
}

export function useOpenDispute(listingId: string, auctionId: string) {
  const queryClient = useQueryClient();
  const key = auctionKeys.dispute(listingId, auctionId);
  return useMutation({
    mutationFn: (body: OpenDisputeBody) => openDispute(auctionId, body),
    onSuccess: (dispute) => {
      queryClient.setQueryData<SaleDispute>(key, (sale) =>
        sale ? { ...sale, dispute, can_open: false } : sale,
      );
    },
    // After the answer either way (a 409: opened elsewhere, or the window closed), read it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
