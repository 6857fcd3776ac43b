import type { AuditEvent, Page } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const RECENT_EVENTS_LIMIT = 10;

/** `GET /api/admin/events?limit=`: the newest audit events, for the overview. */
export const fetchRecentEvents = (limit: number, signal?: AbortSignal) =>
  apiFetch<Page<AuditEvent>>(`/admin/events?limit=${String(limit)}`, { auth: true, signal });

export const recentEventsQueryOptions = (limit = RECENT_EVENTS_LIMIT) =>
  queryOptions({
    queryKey: adminKeys.recentEvents(limit),
    queryFn: ({ signal }) => fetchRecentEvents(limit, signal),
  });

export const useRecentEvents = () => useQuery(recentEventsQueryOptions());
