import type { SellerNegotiation } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { negotiationRefreshMs } from '../../../components/negotiation/negotiation-view';
import { answer, api } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/retry';
import { sellerAuctionKeys } from './keys';

/**
 * `GET /api/seller/auctions/{id}/negotiation` (SPEC §13.1): the offers after an auction ended
 * below its reserve, with the reserve. 404 when it did not end `reserve_not_met`.
 */
export function fetchSellerNegotiation(
  auctionId: string,
  signal?: AbortSignal,
): Promise<SellerNegotiation> {
  return answer(
    api.GET('/api/seller/auctions/{id}/negotiation', {
      params: { path: { id: auctionId } },
      signal,
    }),
  );
}

export const sellerNegotiationQueryOptions = (auctionId: string) =>
  queryOptions({
    queryKey: sellerAuctionKeys.negotiation(auctionId),
    queryFn: ({ signal }) => fetchSellerNegotiation(auctionId, signal),
    retry: retryUnlessClientError,
    refetchInterval: (query) => negotiationRefreshMs(query.state.data),
  });

export const useSellerNegotiation = (auctionId: string, enabled = true) =>
  useQuery({ ...sellerNegotiationQueryOptions(auctionId), enabled });
