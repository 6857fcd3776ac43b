import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../../lib/api-client';
import { savedSearchKeys } from './keys';

/** `DELETE /api/dealer/saved-searches/{id}` → 204; its alerts stop. */
export const deleteSavedSearch = (id: string) =>
  answer(api.DELETE('/api/dealer/saved-searches/{id}', { params: { path: { id } } }));

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
