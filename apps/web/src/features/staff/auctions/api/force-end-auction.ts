import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../../lib/api-client';
import { syncServerClock } from '../../../../lib/server-clock';
import { adminAnalyticsKeys } from '../../analytics/api/keys';
import { adminPaymentKeys } from '../../payments/api/keys';
import { adminKeys } from '../../api/keys';
import { adminAuctionKeys } from './keys';

/** `POST /api/admin/auctions/{id}/force-end` `{reason}`: ends a live auction now; it settles. */
export const forceEndAuction = (auctionId: string, reason: string) =>
  answer(
    api.POST('/api/admin/auctions/{id}/force-end', {
      params: { path: { id: auctionId } },
      body: { reason },
    }),
  );

export function useForceEndAuction(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => forceEndAuction(auctionId, reason),
    onSuccess: async (auction) => {
      syncServerClock(auction.server_time);
      // A sale adds an outstanding fee and counts in the day's figures.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminAuctionKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminPaymentKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminAnalyticsKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.queues }),
      ]);
    },
  });
}
