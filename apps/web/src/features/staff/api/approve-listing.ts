import type { AdminListing } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { afterListingReview } from './after-listing-review';

/** `POST /api/admin/listings/{id}/approve`: 409 `seller_kyc_not_approved` unless KYC is approved. */
export const approveListing = (listingId: string) =>
  apiFetch<AdminListing>(`/admin/listings/${encodeURIComponent(listingId)}/approve`, {
    method: 'POST',
    auth: true,
  });

export function useApproveListing(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => approveListing(listingId),
    onSuccess: (listing) => afterListingReview(queryClient, listing),
  });
}
