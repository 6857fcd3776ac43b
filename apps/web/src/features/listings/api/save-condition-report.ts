import type { ConditionReport, ConditionReportBody, Listing } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { listingKeys } from './keys';

/**
 * `PUT /api/seller/listings/{id}/condition-report` (SPEC §11): replaces the vehicle's report
 * while the listing is editable; 422 on the body's paths, 409 `invalid_state` otherwise.
 */
export function saveConditionReport(
  id: string,
  body: ConditionReportBody,
): Promise<ConditionReport> {
  return answer(
    api.PUT('/api/seller/listings/{id}/condition-report', { params: { path: { id } }, body }),
  );
}

export function useSaveConditionReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ConditionReportBody }) =>
      saveConditionReport(id, body),
    onSuccess: (report, { id }) => {
      queryClient.setQueryData<Listing>(listingKeys.detail(id), (listing) =>
        listing ? { ...listing, condition_report: report } : listing,
      );
    },
  });
}
