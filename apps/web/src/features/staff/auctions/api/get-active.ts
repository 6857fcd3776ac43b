import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { answer, api, omitEmpty } from '../../../../lib/api-client';
import { syncServerClock } from '../../../../lib/server-clock';
import { adminAuctionKeys } from './keys';

const PAGE_SIZE = 20;

/**
 * How often the list of scheduled and live auctions is read again while the page is visible.
 * Staff watch many auctions at once: one EventSource per live row would open up to a page's
 * worth of long-lived connections, and over HTTP/1.1 a browser allows only six per origin,
 * which would starve the app's own API calls. One small read of the whole list every few
 * seconds is lighter, also shows auctions that start or end on their own, and the countdowns
 * still tick every second between reads (on the server's clock).
 */
export const ACTIVE_REFETCH_MS = 5000;

/** `GET /api/admin/auctions/active`: scheduled and live auctions, soonest end first. */
export async function fetchActive(cursor: string | null, signal?: AbortSignal) {
  const page = await answer(
    api.GET('/api/admin/auctions/active', {
      params: { query: { limit: PAGE_SIZE, cursor: omitEmpty(cursor) } },
      signal,
    }),
  );
  if (page.items[0]) syncServerClock(page.items[0].server_time);
  return page;
}

export const activeQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminAuctionKeys.active,
    queryFn: ({ pageParam, signal }) => fetchActive(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

/** Polled only while the tab is visible (TanStack Query pauses intervals in the background). */
export const useActiveAuctions = () =>
  useInfiniteQuery({ ...activeQueryOptions(), refetchInterval: ACTIVE_REFETCH_MS });
