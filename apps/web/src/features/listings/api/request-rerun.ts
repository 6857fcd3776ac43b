import type { Listing } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { listingKeys, markListingListsStale, sellerAuctionKeys } from './keys';

export interface RerunBody {
  /** Absent keeps the reserve, null removes it. */
  reserve_price_cents?: number | null;
}

/**
 * `POST /api/seller/listings/{id}/request-rerun`: only for an `unsold` listing, at most
 * RERUN_LIMIT times; answers the listing (now `approved`, with a new auction awaiting scheduling).
 */
export function requestRerun(listingId: string, body: RerunBody): Promise<Listing> {
  return answer(
    api.POST('/api/seller/listings/{id}/request-rerun', {
      params: { path: { id: listingId } },
      body,
    }),
  );
}

export function useRequestRerun(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RerunBody) => requestRerun(listingId, body),
    onSuccess: async (listing) => {
      queryClient.setQueryData(listingKeys.detail(listingId), listing);
      await Promise.all([
        // The listing gets a new latest auction.
        queryClient.invalidateQueries({ queryKey: listingKeys.auction(listingId) }),
        // The last auction's offer to accept its highest bid lapses (the outcome page shows it).
        queryClient.invalidateQueries({ queryKey: sellerAuctionKeys.all }),
        markListingListsStale(queryClient, listingId),
      ]);
    },
  });
}
