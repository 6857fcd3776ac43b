import type { SaleDispute } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/retry';
import { auctionKeys } from './keys';

/**
 * `GET /api/dealer/auctions/{id}/dispute` (SPEC §13.4): the sale's dispute (null before one),
 * until when its winner may open one and whether it may now. 404 for any other dealer.
 */
export function fetchDealerDispute(auctionId: string, signal?: AbortSignal): Promise<SaleDispute> {
  return answer(
    api.GET('/api/dealer/auctions/{id}/dispute', { params: { path: { id: auctionId } }, signal }),
  );
}

export const dealerDisputeQueryOptions = (listingId: string, auctionId: string) =>
  queryOptions({
    queryKey: auctionKeys.dispute(listingId, auctionId),
    queryFn: ({ signal }) => fetchDealerDispute(auctionId, signal),
    retry: retryUnlessClientError,
  });

export const useDealerDispute = (listingId: string, auctionId: string) =>
  useQuery(dealerDisputeQueryOptions(listingId, auctionId));
