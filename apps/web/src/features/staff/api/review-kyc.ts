import type { KycApproveBody, ReasonBody, StaffKycRecord } from '@gavel/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { adminAuditKeys } from '../audit/api/keys';
import { adminKeys } from './keys';

/**
 * The three KYC review actions (`POST /api/admin/kyc/{id}/approve` `{note?}`, `/reject`
 * `{reason}`, `/request-resubmission` `{reason}`) share one file: same answer (the record as
 * the pending list shows it), same cache consequences.
 */
export type KycDecision = 'approve' | 'reject' | 'request-resubmission';

export function reviewKyc(
  recordId: string,
  decision: KycDecision,
  body: KycApproveBody | ReasonBody,
): Promise<StaffKycRecord> {
  const params = { path: { id: recordId } };
  // The body goes with the decision the caller names (approve: a note; the others: a reason).
  switch (decision) {
    case 'approve':
      return answer(
        api.POST('/api/admin/kyc/{id}/approve', { params, body: body as KycApproveBody }),
      );
    case 'reject':
      return answer(api.POST('/api/admin/kyc/{id}/reject', { params, body: body as ReasonBody }));
    case 'request-resubmission':
      return answer(
        api.POST('/api/admin/kyc/{id}/request-resubmission', { params, body: body as ReasonBody }),
      );
  }
}

/** A decided record leaves the pending list; the queue counts and the audit trail change. */
async function afterKycReview(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.pendingKyc }),
    queryClient.invalidateQueries({ queryKey: adminKeys.queues }),
    queryClient.invalidateQueries({ queryKey: adminAuditKeys.all }),
    // An approved dealer KYC activates the dealer: the dealers list shows it.
    queryClient.invalidateQueries({ queryKey: adminKeys.dealers }),
  ]);
}

export function useReviewKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { recordId: string; decision: KycDecision; text: string }) =>
      reviewKyc(
        input.recordId,
        input.decision,
        input.decision === 'approve'
          ? input.text.trim()
            ? { note: input.text.trim() }
            : {}
          : { reason: input.text },
      ),
    onSuccess: () => afterKycReview(queryClient),
  });
}
