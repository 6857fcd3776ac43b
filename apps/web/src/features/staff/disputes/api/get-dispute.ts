import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../../lib/api-client';
import { retryUnlessClientError } from '../../../../lib/retry';
import { adminDisputeKeys } from './keys';

/** `GET /api/admin/disputes/{id}`: any dispute, with its photos' short-lived links. */
export const fetchAdminDispute = (disputeId: string, signal?: AbortSignal) =>
  answer(api.GET('/api/admin/disputes/{id}', { params: { path: { id: disputeId } }, signal }));

export const adminDisputeQueryOptions = (disputeId: string) =>
  queryOptions({
    queryKey: adminDisputeKeys.detail(disputeId),
    queryFn: ({ signal }) => fetchAdminDispute(disputeId, signal),
    retry: retryUnlessClientError,
  });

export const useAdminDispute = (disputeId: string) => useQuery(adminDisputeQueryOptions(disputeId));
