import type { Queues } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { BANNER_STALE_TIMES } from '../../../lib/settings';

/** `GET /api/admin/queues`: the counts behind the Ops button. */
export const adminQueuesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'queues'],
    queryFn: ({ signal }) => apiFetch<Queues>('/admin/queues', { auth: true, signal }),
    staleTime: BANNER_STALE_TIMES.adminQueues,
  });

export const useAdminQueues = (enabled: boolean) =>
  useQuery({ ...adminQueuesQueryOptions(), enabled });

/** Work waiting for a person (live auctions and outstanding fees are not a queue to empty). */
export const openQueueCount = (queues: Queues): number =>
  queues.kyc_pending + queues.listings_pending + queues.auctions_schedulable;
