import type { Queues } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { BANNER_STALE_TIMES } from '../../../lib/settings';
import { adminKeys } from './keys';

/** `GET /api/admin/queues`: how much work waits in each staff queue. */
export const fetchQueues = (signal?: AbortSignal) =>
  apiFetch<Queues>('/admin/queues', { auth: true, signal });

/** Same key and freshness as the header's Ops button, so both read one cache entry. */
export const queuesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.queues,
    queryFn: ({ signal }) => fetchQueues(signal),
    staleTime: BANNER_STALE_TIMES.adminQueues,
  });

export const useQueues = () => useQuery(queuesQueryOptions());
