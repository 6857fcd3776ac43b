import type { AuditEventType } from '@gavel/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { answer, api, omitEmpty } from '../../../../lib/api-client';
import { adminAuditKeys } from './keys';

const PAGE_SIZE = 50;
export const RECENT_EVENTS_LIMIT = 10;

export interface AuditFilters {
  type?: AuditEventType | undefined;
  subject?: string | undefined;
}

/** `GET /api/admin/events?type=&subject_id=&limit=&cursor=`: the audit trail, newest first. */
export function fetchAuditEvents(
  filters: AuditFilters,
  cursor: string | null,
  signal?: AbortSignal,
  limit = PAGE_SIZE,
) {
  return answer(
    api.GET('/api/admin/events', {
      params: {
        query: {
          limit,
          type: omitEmpty(filters.type),
          subject_id: omitEmpty(filters.subject),
          cursor: omitEmpty(cursor),
        },
      },
      signal,
    }),
  );
}

export const auditEventsQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: adminAuditKeys.list({ type: filters.type ?? null, subject: filters.subject ?? null }),
    queryFn: ({ pageParam, signal }) => fetchAuditEvents(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const useAuditEvents = (filters: AuditFilters) =>
  useInfiniteQuery(auditEventsQueryOptions(filters));

/** The newest few events, unfiltered, for the staff overview. */
export const recentEventsQueryOptions = (limit = RECENT_EVENTS_LIMIT) =>
  queryOptions({
    queryKey: adminAuditKeys.recent(limit),
    queryFn: ({ signal }) => fetchAuditEvents({}, null, signal, limit),
  });

export const useRecentEvents = () => useQuery(recentEventsQueryOptions());
