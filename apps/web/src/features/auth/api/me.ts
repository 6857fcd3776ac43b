import type { MeResponse } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { authKeys } from './keys';

/** `GET /api/auth/me` (auth). */
export const fetchMe = (signal?: AbortSignal) =>
  apiFetch<MeResponse>('/auth/me', { auth: true, signal });

export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me,
    queryFn: ({ signal }) => fetchMe(signal),
  });

/** Only where someone is signed in (the shell's banner, the account page). */
export const useMe = () => useQuery(meQueryOptions());
