import type { Listing } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { listingKeys, markListingListsStale } from './keys';

/** `DELETE /api/seller/listings/{id}/photos/{photo_id}` → 204; only while editable. */
export function deletePhoto(listingId: string, photoId: string): Promise<void> {
  return answer(
    api.DELETE('/api/seller/listings/{id}/photos/{photo_id}', {
      params: { path: { id: listingId, photo_id: photoId } },
    }),
  );
}

export function useDeletePhoto(listingId: string) {
  const queryClient = useQueryClient();
  const key = listingKeys.detail(listingId);
  return useMutation({
    mutationFn: (photoId: string) => deletePhoto(listingId, photoId),
    // Shares the reorder's scope: an order sent while a photo is being removed would be refused.
    scope: { id: `listing-photos-${listingId}` },
    onSuccess: (_answer, photoId) => {
      queryClient.setQueryData<Listing>(key, (old) =>
        old
          ? {
              ...old,
              photos: old.photos
                .filter((photo) => photo.id !== photoId)
                .map((photo, position) => ({ ...photo, position })),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
      void markListingListsStale(queryClient, listingId);
    },
  });
}
