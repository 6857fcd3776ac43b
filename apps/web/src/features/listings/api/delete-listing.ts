import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { listingKeys, markListingListsStale } from './keys';

/** Drops a deleted listing's cached answers (its detail and auction). */
export function forgetListing(queryClient: QueryClient, id: string): void {
  queryClient.removeQueries({ queryKey: listingKeys.detail(id) });
}

/**
 * `DELETE /api/seller/listings/{id}` → 204 while `draft` (its photos go with it); 409
 * `invalid_state` once submitted.
 */
export function deleteListing(id: string): Promise<void> {
  return answer(api.DELETE('/api/seller/listings/{id}', { params: { path: { id } } }));
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    // Only the lists are stale now. The deleted listing's own answers are dropped by the editor
    // once it has left the page (`forgetListing`): removed while the editor still shows them,
    // they would be read again at once (a 404 for nothing).
    onSuccess: (_answer, id) => markListingListsStale(queryClient, id),
  });
}
