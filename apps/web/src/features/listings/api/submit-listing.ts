import type { Listing } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { listingKeys, markListingListsStale } from './keys';

/**
 * `POST /api/seller/listings/{id}/submit` → `pending_review`. Needs the required fields
 * (422 naming them), a photo (409 `invalid_state`) and a submitted KYC (409 `kyc_required`).
 */
export function submitListing(id: string): Promise<Listing> {
  return answer(api.POST('/api/seller/listings/{id}/submit', { params: { path: { id } } }));
}

export function useSubmitListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitListing,
    onSuccess: (listing) => {
      queryClient.setQueryData(listingKeys.detail(listing.id), listing);
      void markListingListsStale(queryClient, listing.id);
    },
  });
}
