import { uuidSchema, type Listing } from '@gavel/contract';
import { queryOptions, useQuery, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { answer, api, ApiError } from '../../../lib/api-client';
import { listingKeys } from './keys';

/** `GET /api/seller/listings/{id}`: own listings only; another seller's is 404. */
export function getListing(id: string, signal?: AbortSignal): Promise<Listing> {
  return answer(api.GET('/api/seller/listings/{id}', { params: { path: { id } }, signal }));
}

const MOVING_STATUSES = new Set<Listing['status']>(['pending_review', 'approved', 'in_auction']);

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const listingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) => getListing(id, signal),
    // A missing listing stays missing: show it at once instead of asking twice.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    // Staff move a listing on (review, approval, scheduling, the auction's end) while its page
    // is open: look again now and then until it settles.
    refetchInterval: (query) =>
      MOVING_STATUSES.has(query.state.data?.status ?? 'draft') ? 15_000 : false,
  });

export const useListing = (id: string) => useSuspenseQuery(listingQueryOptions(id));

/** For a page that shows its own loading and error states (the outcome page's options). */
export const useListingQuery = (id: string) => useQuery(listingQueryOptions(id));

/** The route loader: an id that is no UUID, or a listing the server does not show, is Not Found. */
export async function loadListing(queryClient: QueryClient, id: string): Promise<Listing> {
  if (!uuidSchema.safeParse(id).success) throw notFound();
  try {
    // Cached data is used as is; the page's own query refreshes it in the background if stale.
    return await queryClient.query({ ...listingQueryOptions(id), staleTime: 'static' });
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}
