import type { NotificationItem, Page } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export const LATEST_LIMIT = 10;

/** `GET /api/notifications?limit=10`: the newest, read or not. */
export const latestNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.latest(),
    queryFn: ({ signal }) =>
      apiFetch<Page<NotificationItem>>(`/notifications?limit=${String(LATEST_LIMIT)}`, {
        auth: true,
        signal,
      }),
    staleTime: 0,
  });

export const useLatestNotifications = () => useQuery(latestNotificationsQueryOptions());
