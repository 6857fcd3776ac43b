import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { answer, api, omitEmpty } from '../../../../lib/api-client';
import { syncServerClock } from '../../../../lib/server-clock';
import { adminAuctionKeys } from './keys';

const PAGE_SIZE = 20;

/** `GET /api/admin/auctions/schedulable`: auctions awaiting scheduling, oldest first. */
export async function fetchSchedulable(cursor: string | null, signal?: AbortSignal) {
  const page = await answer(
    api.GET('/api/admin/auctions/schedulable', {
      params: { query: { limit: PAGE_SIZE, cursor: omitEmpty(cursor) } },
      signal,
    }),
  );
  // The "Start now" presets are computed on the server's clock, not the device's.
  if (page.items[0]) syncServerClock(page.items[0].server_time);
  return page;
}

export const schedulableQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminAuctionKeys.schedulable,
    queryFn: ({ pageParam, signal }) => fetchSchedulable(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const useSchedulable = () => useInfiniteQuery(schedulableQueryOptions());
