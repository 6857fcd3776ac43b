import type { ReasonBody } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { afterListingReview } from './after-listing-review';

/** `POST /api/admin/listings/{id}/reject` `{reason}`: the seller sees the reason. */
export const rejectListing = (listingId: string, body: ReasonBody) =>
  answer(
    api.POST('/api/admin/listings/{id}/reject', { params: { path: { id: listingId } }, body }),
  );

export function useRejectListing(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => rejectListing(listingId, { reason }),
    onSuccess: (listing) => afterListingReview(queryClient, listing),
  });
}
