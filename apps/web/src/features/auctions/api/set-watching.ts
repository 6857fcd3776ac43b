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
    onSuccess: (_answer, watching) => {
      queryClient.setQueryData<string[]>(dealerAuctionKeys.watchlist, (ids = []) =>
        watching ? [...new Set([...ids, auctionId])] : ids.filter((id) => id !== auctionId),
      );
      // Not awaited: the toggle is done once the server has answered. Awaited, the mutation
      // stayed pending while the lists were read again, and a second press in that time (the
      // button ignores presses while pending) was lost. A read still running when the toggle
      // changes again is cancelled by that change's own invalidation.
      void queryClient.invalidateQueries({ queryKey: dealerAuctionKeys.watchlist });
      void queryClient.invalidateQueries({ queryKey: dealerAuctionKeys.list('watching') });
    },
  });
}
