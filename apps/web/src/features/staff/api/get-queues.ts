import type { Queues } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { BANNER_STALE_TIMES } from '../../../lib/settings';
import { adminKeys } from './keys';

/** `GET /api/admin/queues`: how much work waits in each staff queue. */
export const fetchQueues = (signal?: AbortSignal) =>
  answer(api.GET('/api/admin/queues', { signal }));

/** The overview and the header's Ops button read this one entry, fresh for seed §9's 60 s. */
export const queuesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.queues,
    queryFn: ({ signal }) => fetchQueues(signal),
    staleTime: BANNER_STALE_TIMES.adminQueues,
  });

export const useQueues = (enabled = true) => useQuery({ ...queuesQueryOptions(), enabled });

/** Work waiting for a person (live auctions and outstanding fees are not a queue to empty). */
export const openQueueCount = (queues: Queues): number =>
  queues.kyc_pending + queues.listings_pending + queues.auctions_schedulable + queues.disputes_open;
