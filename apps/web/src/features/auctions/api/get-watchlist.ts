import { queryOptions, useQuery } from '@tanstack/react-query';
import { dealerAuctionKeys } from './keys';
import { fetchDealerAuctions } from './get-dealer-auctions';

/** Enough for any real watchlist; a longer one only loses the button's state past it. */
const MAX_PAGES = 10;

/**
 * The ids of every auction this dealer watches, read from `GET /api/dealer/auctions?scope=watching`
 * (the API's only source of that state: listing and auction answers carry no watch flag).
 */
async function fetchWatchedIds(signal: AbortSignal): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await fetchDealerAuctions('watching', cursor, signal, 100);
    for (const item of answer.items) ids.push(item.id);
    cursor = answer.next_cursor;
    if (!cursor) break;
  }
  return ids;
}

export const watchlistQueryOptions = () =>
  queryOptions({
    queryKey: dealerAuctionKeys.watchlist,
    queryFn: ({ signal }) => fetchWatchedIds(signal),
  });

/** Whether the auction is on the watchlist; `undefined` while that is not known yet. */
export function useIsWatching(auctionId: string): boolean | undefined {
  const { data } = useQuery(watchlistQueryOptions());
  return data?.includes(auctionId);
}
