import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { sellerAuctionKeys } from './keys';

/**
 * `POST /api/seller/disputes/{id}/response` `{body}` (SPEC §13.4): the seller's one answer;
 * a second is 409 `invalid_state`, as is one after staff decided.
 */
export function respondToDispute(disputeId: string, body: string) {
  return answer(
    api.POST('/api/seller/disputes/{id}/response', {
      params: { path: { id: disputeId } },
      body: { body },
    }),
  );
}

export function useRespondToDispute(auctionId: string, disputeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => respondToDispute(disputeId, body),
    // Either way the dispute has moved on (answered here, or decided meanwhile): read it again.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: sellerAuctionKeys.dispute(auctionId) }),
  });
}
