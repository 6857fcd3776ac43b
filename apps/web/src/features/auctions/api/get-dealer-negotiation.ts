import type { Negotiation } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { negotiationRefreshMs } from '../../../components/negotiation/negotiation-view';
import { answer, api } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/retry';
import { auctionKeys } from './keys';

/**
 * `GET /api/dealer/auctions/{id}/negotiation` (SPEC §13.1): the offers after an auction ended
 * below its reserve, for its highest bidder; 404 for any other dealer.
 */
export function fetchDealerNegotiation(
  auctionId: string,
  signal?: AbortSignal,
): Promise<Negotiation> {
  return answer(
    api.GET('/api/dealer/auctions/{id}/negotiation', {
      params: { path: { id: auctionId } },
      signal,
    }),
  );
}

export const dealerNegotiationQueryOptions = (listingId: string, auctionId: string) =>
  queryOptions({
    queryKey: auctionKeys.negotiation(listingId, auctionId),
    queryFn: ({ signal }) => fetchDealerNegotiation(auctionId, signal),
    retry: retryUnlessClientError,
    refetchInterval: (query) => negotiationRefreshMs(query.state.data),
  });

export const useDealerNegotiation = (listingId: string, auctionId: string) =>
  useQuery(dealerNegotiationQueryOptions(listingId, auctionId));
