import type { StaffAuction } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { syncServerClock } from '../../../../lib/server-clock';
import { adminAnalyticsKeys } from '../../analytics/api/keys';
import { adminPaymentKeys } from '../../payments/api/keys';
import { adminKeys } from '../../api/keys';
import { adminAuctionKeys } from './keys';

/** `POST /api/admin/auctions/{id}/force-end` `{reason}`: ends a live auction now; it settles. */
export const forceEndAuction = (auctionId: string, reason: string) =>
  apiFetch<StaffAuction>(`/admin/auctions/${encodeURIComponent(auctionId)}/force-end`, {
    method: 'POST',
    auth: true,
    body: { reason },
  });

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
