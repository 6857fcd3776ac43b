import type { DealerProfile } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api, ApiError } from '../api-client';
import { BANNER_STALE_TIMES } from '../settings';
import { dealerProfileKeys } from './dealer-profile-keys';

/**
 * `GET /api/dealer/profile`, read by the shell's banner, the bid panels and the dealer pages
 * through this one key: 404 means "no profile yet". The banner treats any error as no profile
 * (seed: "on error treated as no profile"), so it is not retried; the bid panel says when the
 * dealer's access could not be checked instead of offering onboarding to an active dealer.
 */
export const fetchDealerProfile = (signal?: AbortSignal) =>
  answer(api.GET('/api/dealer/profile', { signal }));

export const dealerProfileQueryOptions = () =>
  queryOptions({
    queryKey: dealerProfileKeys.profile,
    queryFn: ({ signal }) => fetchDealerProfile(signal),
    retry: false,
  });

/** The shell's banner reads the same query, fresh for seed §9's 10 s. */
export const dealerProfileBannerQueryOptions = () =>
  queryOptions({ ...dealerProfileQueryOptions(), staleTime: BANNER_STALE_TIMES.dealerProfile });

export const useDealerProfile = (enabled = true) =>
  useQuery({ ...dealerProfileQueryOptions(), enabled });

/** The profile, `null` when there is none (404), `undefined` while it is loading. */
export function useDealerProfileOrNull(enabled = true): {
  profile: DealerProfile | null | undefined;
  /** An error other than "no profile": worth telling the dealer about. */
  error: Error | null;
} {
  const { data, error, isPending } = useDealerProfile(enabled);
  if (isPending) return { profile: undefined, error: null };
  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    return { profile: null, error: missing ? null : error };
  }
  return { profile: data, error: null };
}
