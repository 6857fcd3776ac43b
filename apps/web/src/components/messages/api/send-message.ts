import type { Message } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { messageKeys } from './keys';

/**
 * `POST /api/auctions/{id}/messages` `{body}` (SPEC §13.3): 201 the message; 429 past 30 a
 * minute (with the wait), 422 on `body`.
 */
export function sendMessage(auctionId: string, body: string): Promise<Message> {
  return answer(
    api.POST('/api/auctions/{id}/messages', {
      params: { path: { id: auctionId } },
      body: { body },
    }),
  );
}

export function useSendMessage(auctionId: string) {
  const queryClient = useQueryClient();
  const key = messageKeys.thread(auctionId);
  return useMutation({
    mutationFn: (body: string) => sendMessage(auctionId, body),
    // Shown at once, then the thread is read again (the other side may have written meanwhile).
    onSuccess: (message) => {
      queryClient.setQueryData<Message[]>(key, (thread) =>
        thread?.some((m) => m.id === message.id) ? thread : [...(thread ?? []), message],
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
