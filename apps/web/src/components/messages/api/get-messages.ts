import { PAGE_LIMIT_MAX, type Message } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/retry';
import { messageKeys } from './keys';

/**
 * Pages read at most for one thread: 30 messages a minute for an hour (SPEC §13.3 allows no
 * more per person); a longer thread shows its oldest this many pages.
 */
const MAX_PAGES = 20;

/**
 * `GET /api/auctions/{id}/messages` (SPEC §13.3): the whole thread, oldest first, every page of
 * it (a panel shows the newest, which come last). Reading marks the other side's messages read.
 * 404 for anyone but the seller, the winner and staff, or an auction not sold.
 */
export async function fetchMessages(auctionId: string, signal?: AbortSignal): Promise<Message[]> {
  const messages: Message[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answered = await answer(
      api.GET('/api/auctions/{id}/messages', {
        params: { path: { id: auctionId }, query: { limit: PAGE_LIMIT_MAX, cursor } },
        signal,
      }),
    );
    messages.push(...answered.items);
    if (answered.next_cursor === null) break;
    cursor = answered.next_cursor;
  }
  return messages;
}

/**
 * Read again when the auction's live stream says the thread has a new message (`message`), and
 * when the stream (re)opens: never on a timer.
 */
export const messagesQueryOptions = (auctionId: string) =>
  queryOptions({
    queryKey: messageKeys.thread(auctionId),
    queryFn: ({ signal }) => fetchMessages(auctionId, signal),
    retry: retryUnlessClientError,
  });

export const useMessages = (auctionId: string) => useQuery(messagesQueryOptions(auctionId));
