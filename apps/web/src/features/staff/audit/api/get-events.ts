import type { AuditEvent, AuditEventType, Page } from '@gavel/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
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
  const params = new URLSearchParams({ limit: String(limit) });
  if (filters.type) params.set('type', filters.type);
  if (filters.subject) params.set('subject_id', filters.subject);
  if (cursor) params.set('cursor', cursor);
  return apiFetch<Page<AuditEvent>>(`/admin/events?${params.toString()}`, { auth: true, signal });
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
