import type { Listing } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sellerKeys } from './keys';

export interface RequestRerunBody {
  /** Absent keeps the reserve, null removes it. */
  reserve_price_cents?: number | null;
}

/** `POST /api/seller/listings/{id}/request-rerun`: a new auction awaiting scheduling. */
export const requestRerun = (listingId: string, body: RequestRerunBody) =>
  apiFetch<Listing>(`/seller/listings/${encodeURIComponent(listingId)}/request-rerun`, {
    method: 'POST',
    auth: true,
    body,
  });

export function useRequestRerun(listingId: string, auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestRerunBody) => requestRerun(listingId, body),
    onSuccess: async (listing) => {
      queryClient.setQueryData(sellerKeys.listing(listingId), listing);
      // The offer on the old auction lapses and the listing gets a new latest auction.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerKeys.listings }),
        queryClient.invalidateQueries({ queryKey: sellerKeys.auction(auctionId) }),
      ]);
    },
  });
}
