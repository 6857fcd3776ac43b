import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dealerAuctionKeys } from './keys';
import { answer, api } from '../../../lib/api-client';

/** `PUT|DELETE /api/dealer/watchlist/{auction_id}`: 204, idempotent either way. */
export const setWatching = (auctionId: string, watching: boolean) =>
  answer(
    (watching ? api.PUT : api.DELETE)('/api/dealer/watchlist/{auction_id}', {
      params: { path: { auction_id: auctionId } },
    }),
  );

export function useSetWatching(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (watching: boolean) => setWatching(auctionId, watching),
    onSuccess: async (_answer, watching) => {
      queryClient.setQueryData<string[]>(dealerAuctionKeys.watchlist, (ids = []) =>
        watching ? [...new Set([...ids, auctionId])] : ids.filter((id) => id !== auctionId),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dealerAuctionKeys.watchlist }),
        queryClient.invalidateQueries({ queryKey: dealerAuctionKeys.list('watching') }),
      ]);
    },
  });
}
