import type { DealerProfile } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { auctionKeys } from './keys';

/**
 * `GET /api/dealer/profile`: whether this dealer may bid (status `active`). 404 until the
 * dealer creates a profile; any error counts as "no profile" (seed §7), so it is not retried.
 */
export const dealerProfileQueryOptions = () =>
  queryOptions({
    queryKey: auctionKeys.dealerProfile,
    queryFn: ({ signal }) => apiFetch<DealerProfile>('/dealer/profile', { auth: true, signal }),
    retry: false,
  });

export const useDealerProfile = (enabled: boolean) =>
  useQuery({ ...dealerProfileQueryOptions(), enabled });
