import type { DealerProfile } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { BANNER_STALE_TIMES } from '../../../lib/settings';

/** `GET /api/dealer/profile` for the banner; seed §7: an error counts as "no profile". */
export const dealerProfileStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['dealer', 'profile'],
    queryFn: ({ signal }) => apiFetch<DealerProfile>('/dealer/profile', { auth: true, signal }),
    staleTime: BANNER_STALE_TIMES.dealerProfile,
  });

export const useDealerProfileStatus = (enabled: boolean) =>
  useQuery({ ...dealerProfileStatusQueryOptions(), enabled, retry: false });
