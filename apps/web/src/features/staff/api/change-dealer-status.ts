import type { AdminDealer, Page } from '@gavel/contract';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { adminAuditKeys } from '../audit/api/keys';
import { adminKeys } from './keys';

/**
 * `POST /api/admin/dealers/{id}/suspend` `{reason}` and `POST …/reinstate` (no body). Both answer
 * the dealers-list item, so the cached lists are patched in place (SPEC §8) and the filtered
 * lists it may have moved between are refetched in the background.
 */
export function suspendDealer(dealerId: string, reason: string) {
  return answer(
    api.POST('/api/admin/dealers/{id}/suspend', {
      params: { path: { id: dealerId } },
      body: { reason },
    }),
  );
}

export function reinstateDealer(dealerId: string) {
  return answer(
    api.POST('/api/admin/dealers/{id}/reinstate', { params: { path: { id: dealerId } } }),
  );
}

type DealerPages = InfiniteData<Page<AdminDealer>, string | null>;

export function useChangeDealerStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { dealerId: string; action: 'suspend' | 'reinstate'; reason?: string }) =>
      input.action === 'suspend'
        ? suspendDealer(input.dealerId, input.reason ?? '')
        : reinstateDealer(input.dealerId),
    onSuccess: async (dealer) => {
      queryClient.setQueriesData<DealerPages>({ queryKey: adminKeys.dealers }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === dealer.id ? dealer : item)),
              })),
            }
          : data,
      );
      // The row stays where it is on screen until the refetch; the other filters must learn.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.dealers, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: adminAuditKeys.all }),
      ]);
    },
  });
}
