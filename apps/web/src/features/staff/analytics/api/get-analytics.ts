import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api, ApiError, omitEmpty } from '../../../../lib/api-client';
import { adminAnalyticsKeys } from './keys';

export interface AnalyticsRange {
  /** UTC days `YYYY-MM-DD`, both inclusive; absent → the server's default (the last 30 days). */
  from?: string | undefined;
  to?: string | undefined;
}

/** `GET /api/admin/analytics?from=&to=`: KPIs and daily figures by the UTC day auctions ended. */
export function fetchAnalytics(range: AnalyticsRange, signal?: AbortSignal) {
  return answer(
    api.GET('/api/admin/analytics', {
      params: { query: { from: omitEmpty(range.from), to: omitEmpty(range.to) } },
      signal,
    }),
  );
}

export const analyticsQueryOptions = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: adminAnalyticsKeys.range(range.from, range.to),
    queryFn: ({ signal }) => fetchAnalytics(range, signal),
    // A range the server refuses (422) is the person's input, not a hiccup: asking again
    // would only delay the message next to the date fields.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 422) && failures < 1,
  });

/** The previous range stays on screen while another loads, so the page does not flash. */
export const useAnalytics = (range: AnalyticsRange) =>
  useQuery({ ...analyticsQueryOptions(range), placeholderData: keepPreviousData });
