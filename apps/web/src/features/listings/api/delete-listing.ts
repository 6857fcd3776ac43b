import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { listingKeys } from './keys';

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
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: listingKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
