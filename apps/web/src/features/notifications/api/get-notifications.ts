import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export const LATEST_LIMIT = 10;

/** `GET /api/notifications?limit=10`: the newest, read or not. */
export const latestNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.latest(),
    queryFn: ({ signal }) =>
      answer(api.GET('/api/notifications', { params: { query: { limit: LATEST_LIMIT } }, signal })),
    staleTime: 0,
  });

export const useLatestNotifications = () => useQuery(latestNotificationsQueryOptions());
