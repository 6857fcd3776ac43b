import type { SavedSearchAlert, SavedSearchFilters } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../../lib/api-client';
import { savedSearchKeys } from './keys';

/**
 * `POST /api/dealer/saved-searches` `{name, filters, alert}` → 201 the search; a bad filter is
 * 422 on `filters.<name>`, the 26th search 409 `limit_reached`.
 */
export interface NewSavedSearch {
  name: string;
  /** As `filtersOfSearch` makes them: the contract's values, in its order. */
  filters: SavedSearchFilters;
  alert: SavedSearchAlert;
}

export const createSavedSearch = (body: NewSavedSearch) =>
  answer(api.POST('/api/dealer/saved-searches', { body }));

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
