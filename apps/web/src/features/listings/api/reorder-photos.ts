import type { Listing, ListingPhoto } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { listingKeys, markListingListsStale } from './keys';

/** `PUT /api/seller/listings/{id}/photos/order` with every photo id exactly once → the photos. */
export function reorderPhotos(listingId: string, photoIds: string[]): Promise<ListingPhoto[]> {
  return answer(
    api.PUT('/api/seller/listings/{id}/photos/order', {
      params: { path: { id: listingId } },
      body: { photo_ids: photoIds },
    }),
  ).then((answer) => answer.items);
}

/**
 * Moves show at once (optimistic) and are sent one after another (one mutation scope), so
 * quick successive moves reach the server in the order they were made.
 */
export function useReorderPhotos(listingId: string) {
  const queryClient = useQueryClient();
  const key = listingKeys.detail(listingId);
  const withOrder = (listing: Listing, photoIds: readonly string[]): Listing => {
    const byId = new Map(listing.photos.map((photo) => [photo.id, photo]));
    const photos = photoIds.flatMap((id, position) => {
      const photo = byId.get(id);
      return photo ? [{ ...photo, position }] : [];
    });
    return { ...listing, photos };
  };

  return useMutation({
    mutationFn: (photoIds: string[]) => reorderPhotos(listingId, photoIds),
    scope: { id: `listing-photos-${listingId}` },
    onMutate: async (photoIds) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<Listing>(key);
      if (previous) queryClient.setQueryData(key, withOrder(previous, photoIds));
      return { previous };
    },
    onError: (_error, _photoIds, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (photos) => {
      queryClient.setQueryData<Listing>(key, (old) => (old ? { ...old, photos } : old));
      void markListingListsStale(queryClient, listingId);
    },
  });
}
