import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../../lib/api-client';
import { syncServerClock } from '../../../../lib/server-clock';
import { adminKeys } from '../../api/keys';
import { adminAuctionKeys } from './keys';

export interface ScheduleBody {
  /** UTC ISO timestamps. */
  start_at: string;
  end_at: string;
}

/**
 * `POST /api/admin/auctions/{id}/schedule`: sets the times of a pending auction, or moves a
 * scheduled one that has not started. A start that is already due answers it `live`.
 */
export const scheduleAuction = (auctionId: string, body: ScheduleBody) =>
  answer(
    api.POST('/api/admin/auctions/{id}/schedule', { params: { path: { id: auctionId } }, body }),
  );

export function useScheduleAuction(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleBody) => scheduleAuction(auctionId, body),
    onSuccess: async (auction) => {
      syncServerClock(auction.server_time);
      // It leaves "Schedulable" and joins "Active"; the Ops button's counts change too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminAuctionKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.queues }),
      ]);
    },
  });
}
