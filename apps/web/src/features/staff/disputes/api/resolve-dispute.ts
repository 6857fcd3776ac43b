import type { ResolveDisputeBody } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';
import { adminAuctionKeys } from '../../auctions/api/keys';
import { adminAuditKeys } from '../../audit/api/keys';
import { adminInvoiceKeys } from '../../invoices/api/keys';
import { adminDisputeKeys } from './keys';

/**
 * `POST /api/admin/disputes/{id}/resolve` (SPEC §13.4): staff's one decision. 409 once decided,
 * 422 on `adjusted_price_cents` (required for `price_adjusted`, below the sale price) or `note`.
 */
export const resolveDispute = (disputeId: string, body: ResolveDisputeBody) =>
  answer(
    api.POST('/api/admin/disputes/{id}/resolve', { params: { path: { id: disputeId } }, body }),
  );

export function useResolveDispute(disputeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResolveDisputeBody) => resolveDispute(disputeId, body),
    // A decision leaves the queue, may credit the invoice or cancel the sale, and is audited;
    // a 409 means another person decided first: the page shows their decision.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminDisputeKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.queues }),
        queryClient.invalidateQueries({ queryKey: adminAuditKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminInvoiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminAuctionKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dealers }),
      ]),
  });
}
