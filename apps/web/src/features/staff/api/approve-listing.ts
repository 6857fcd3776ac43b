import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { afterListingReview } from './after-listing-review';

/** `POST /api/admin/listings/{id}/approve`: 409 `seller_kyc_not_approved` unless KYC is approved. */
export const approveListing = (listingId: string) =>
  answer(api.POST('/api/admin/listings/{id}/approve', { params: { path: { id: listingId } } }));

export function useApproveListing(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => approveListing(listingId),
    onSuccess: (listing) => afterListingReview(queryClient, listing),
  });
}
