import type { SaleDispute } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/retry';
import { sellerAuctionKeys } from './keys';

/**
 * `GET /api/seller/auctions/{id}/dispute` (SPEC §13.4): the dispute the winner opened on the
 * sale (null before one), and until when they may.
 */
export function fetchSellerDispute(auctionId: string, signal?: AbortSignal): Promise<SaleDispute> {
  return answer(
    api.GET('/api/seller/auctions/{id}/dispute', { params: { path: { id: auctionId } }, signal }),
  );
}

export const sellerDisputeQueryOptions = (auctionId: string) =>
  queryOptions({
    queryKey: sellerAuctionKeys.dispute(auctionId),
    queryFn: ({ signal }) => fetchSellerDispute(auctionId, signal),
    retry: retryUnlessClientError,
  });

export const useSellerDispute = (auctionId: string) =>
  useQuery(sellerDisputeQueryOptions(auctionId));
