import type { Listing } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { listingKeys, markListingListsStale } from './keys';

/**
 * `POST /api/seller/listings/{id}/submit` → `pending_review`. Needs the required fields
 * (422 naming them), a photo (409 `invalid_state`) and a submitted KYC (409 `kyc_required`).
 */
export function submitListing(id: string): Promise<Listing> {
  return apiFetch<Listing>(`/seller/listings/${id}/submit`, { method: 'POST', auth: true });
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
