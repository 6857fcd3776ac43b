import type { Page, SavedSearch } from '@gavel/contract';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { answer, api } from '../../../../lib/api-client';
import type { NewSavedSearch } from './create-saved-search';
import { savedSearchKeys } from './keys';

/** Any of name, filters and alert. */
export type SavedSearchChange = Partial<NewSavedSearch>;

/** `PATCH /api/dealer/saved-searches/{id}` (any of name, filters and alert) → 200 the search. */
export const updateSavedSearch = (id: string, body: SavedSearchChange) =>
  answer(api.PATCH('/api/dealer/saved-searches/{id}', { params: { path: { id } }, body }));

/** The change shows in the list as soon as the server has it, then the list is read again. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: SavedSearchChange & { id: string }) =>
      updateSavedSearch(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData<InfiniteData<Page<SavedSearch>>>(savedSearchKeys.list(), (data) =>
        data === undefined
          ? data
          : {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === saved.id ? saved : item)),
              })),
            },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
