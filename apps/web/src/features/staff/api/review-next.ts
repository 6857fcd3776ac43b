import type { AdminListing } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/**
 * `GET /api/admin/listings/pending/next`: claims the oldest unclaimed pending listing for this
 * reviewer for 10 minutes; undefined (204) when nothing waits. A mutation, not a query: each
 * call claims, so it must run only when the reviewer asks.
 */
export const fetchNextListing = (): Promise<AdminListing | undefined> =>
  answer(api.GET('/api/admin/listings/pending/next'));

export function useReviewNext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchNextListing,
    onSuccess: (listing) => {
      // The review page opens with this answer instead of asking again.
      if (listing) queryClient.setQueryData(adminKeys.listing(listing.id), listing);
    },
  });
}
