import type { StaffAuction } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { syncServerClock } from '../../../lib/server-clock';
import { retryUnlessClientError } from '../../../lib/retry';
import { sellerAuctionKeys } from './keys';

/** `GET /api/seller/auctions/{id}`: an auction of an own listing (others' are 404). */
export async function fetchSellerAuction(
  auctionId: string,
  signal?: AbortSignal,
): Promise<StaffAuction> {
  const auction = await answer(
    api.GET('/api/seller/auctions/{id}', { params: { path: { id: auctionId } }, signal }),
  );
  syncServerClock(auction.server_time);
  return auction;
}

export const sellerAuctionQueryOptions = (auctionId: string) =>
  queryOptions({
    queryKey: sellerAuctionKeys.detail(auctionId),
    queryFn: ({ signal }) => fetchSellerAuction(auctionId, signal),
    retry: retryUnlessClientError,
    // The loader already asked; a failure it saw is shown, not asked again on mount.
    retryOnMount: false,
  });

export const useSellerAuction = (auctionId: string, enabled = true) =>
  useQuery({ ...sellerAuctionQueryOptions(auctionId), enabled });
