import type { DealerAuction, DealerAuctionScope, Page } from '@gavel/contract';
import { dealerAuctionKeys } from './keys';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { answer, api, omitEmpty } from '../../../lib/api-client';
import { syncServerClock } from '../../../lib/server-clock';

export const DEALER_AUCTIONS_PAGE_SIZE = 12;

/** `GET /api/dealer/auctions?scope=…`: one page, with `is_leading` and `my_max_bid_cents`. */
export async function fetchDealerAuctions(
  scope: DealerAuctionScope,
  cursor: string | null,
  signal?: AbortSignal,
  limit = DEALER_AUCTIONS_PAGE_SIZE,
): Promise<Page<DealerAuction>> {
  const page = await answer(
    api.GET('/api/dealer/auctions', {
      params: { query: { scope, limit: limit, cursor: omitEmpty(cursor) } },
      signal,
    }),
  );
  const first = page.items[0];
  if (first) syncServerClock(first.server_time);
  return page;
}

export const dealerAuctionsQueryOptions = (scope: DealerAuctionScope) =>
  infiniteQueryOptions({
    queryKey: dealerAuctionKeys.list(scope),
    queryFn: ({ pageParam, signal }) => fetchDealerAuctions(scope, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

/**
 * Lists where leading / outbid and prices change under the dealer's eyes are read again every
 * 15 s (they have no live stream of their own; the listing page has one).
 */
const REFRESH_MS: Partial<Record<DealerAuctionScope, number>> = {
  live: 15_000,
  bidding: 15_000,
  watching: 15_000,
};

export const useDealerAuctions = (scope: DealerAuctionScope) =>
  useInfiniteQuery({ ...dealerAuctionsQueryOptions(scope), refetchInterval: REFRESH_MS[scope] });
