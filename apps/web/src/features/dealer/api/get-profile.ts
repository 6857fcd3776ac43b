import type { DealerProfile } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { dealerKeys } from './keys';

/**
 * `GET /api/dealer/profile`. Same key and same fetcher semantics as the shell's banner (the answer,
 * or an error): 404 means "no profile yet", and seed §7 treats any error as no profile, so it is
 * not retried.
 */
export const dealerProfileQueryOptions = () =>
  queryOptions({
    queryKey: dealerKeys.profile,
    queryFn: ({ signal }) => apiFetch<DealerProfile>('/dealer/profile', { auth: true, signal }),
    retry: false,
  });

export const useDealerProfile = () => useQuery(dealerProfileQueryOptions());

/** The profile, `null` when there is none (404), `undefined` while it is loading. */
export function useDealerProfileOrNull(): {
  profile: DealerProfile | null | undefined;
  /** An error other than "no profile": worth telling the dealer about. */
  error: Error | null;
} {
  const { data, error, isPending } = useDealerProfile();
  if (isPending) return { profile: undefined, error: null };
  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    return { profile: null, error: missing ? null : error };
  }
  return { profile: data, error: null };
}
