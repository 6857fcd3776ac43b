import type { Listing, UpdateListingBody } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { listingKeys, markListingListsStale } from './keys';

/** `PATCH /api/seller/listings/{id}`: only while draft or rejected; `null` clears the reserve. */
export function updateListing(id: string, body: UpdateListingBody): Promise<Listing> {
  return answer(api.PATCH('/api/seller/listings/{id}', { params: { path: { id } }, body }));
}

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateListingBody }) => updateListing(id, body),
    onSuccess: (listing) => {
      queryClient.setQueryData(listingKeys.detail(listing.id), listing);
      void markListingListsStale(queryClient, listing.id);
    },
  });
}
