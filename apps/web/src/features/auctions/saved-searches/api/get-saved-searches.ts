import type { Page, SavedSearch } from '@gavel/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { answer, api, omitEmpty } from '../../../../lib/api-client';
import { savedSearchKeys } from './keys';

/** A dealer keeps at most 25 (SPEC §12): one page shows most, "Load more" the rest. */
export const SAVED_SEARCHES_PAGE_SIZE = 20;

/** `GET /api/dealer/saved-searches`: the dealer's saved searches, newest first. */
export function fetchSavedSearches(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<SavedSearch>> {
  return answer(
    api.GET('/api/dealer/saved-searches', {
      params: { query: { limit: SAVED_SEARCHES_PAGE_SIZE, cursor: omitEmpty(cursor) } },
      signal,
    }),
  );
}

export const savedSearchesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: savedSearchKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchSavedSearches(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const useSavedSearches = () => useInfiniteQuery(savedSearchesQueryOptions());
