import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/**
 * How often the bell asks: new notifications appear without a reload, and no more often than the
 * slowest banner read (10 s) — a count is not worth more traffic than the banners.
 */
export const UNREAD_POLL_MS = 15_000;

/** `GET /api/notifications/unread-count`. */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => answer(api.GET('/api/notifications/unread-count', { signal })),
    staleTime: UNREAD_POLL_MS,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });

export const useUnreadCount = (enabled: boolean) =>
  useQuery({ ...unreadCountQueryOptions(), enabled });
