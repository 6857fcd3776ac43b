import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../api-client';
import { authKeys } from './auth-keys';

/** `GET /api/auth/me` (auth). */
export const fetchMe = (signal?: AbortSignal) => answer(api.GET('/api/auth/me', { signal }));

export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me,
    queryFn: ({ signal }) => fetchMe(signal),
  });

/** Only where someone is signed in (the shell's banner, the account page). */
export const useMe = () => useQuery(meQueryOptions());
