import type { CreateListingBody, Listing } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { listingKeys, markListingListsStale } from './keys';

/** `POST /api/seller/listings`: a draft; every field is optional until submit. */
export function createListing(body: CreateListingBody): Promise<Listing> {
  return answer(api.POST('/api/seller/listings', { body }));
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: (listing) => {
      queryClient.setQueryData(listingKeys.detail(listing.id), listing);
      void markListingListsStale(queryClient, listing.id);
    },
  });
}
