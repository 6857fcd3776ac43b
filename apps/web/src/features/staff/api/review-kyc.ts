import type { KycApproveBody, ReasonBody, StaffKycRecord } from '@gavel/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
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
  return apiFetch<StaffKycRecord>(`/admin/kyc/${encodeURIComponent(recordId)}/${decision}`, {
    method: 'POST',
    auth: true,
    body,
  });
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
