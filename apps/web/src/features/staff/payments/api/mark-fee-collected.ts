import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../../lib/api-client';
import { adminAnalyticsKeys } from '../../analytics/api/keys';
import { adminKeys } from '../../api/keys';
import { adminPaymentKeys } from './keys';

/**
 * `POST /api/admin/auctions/{id}/mark-fee-collected` `{reference?}`: records the winning
 * dealer's fee as paid, once (then 409 `already_collected`). Answers the auction.
 */
export const markFeeCollected = (auctionId: string, reference: string) =>
  answer(
    api.POST('/api/admin/auctions/{id}/mark-fee-collected', {
      params: { path: { id: auctionId } },
      // The reference is optional: an empty one is left out rather than sent as "".
      body: reference ? { reference } : {},
    }),
  );

export function useMarkFeeCollected() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ auctionId, reference }: { auctionId: string; reference: string }) =>
      markFeeCollected(auctionId, reference),
    onSettled: async () => {
      // Also after a 409 `already_collected` (someone else was quicker): the lists are stale.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPaymentKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminAnalyticsKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.queues }),
      ]);
    },
  });
}
