import { createFileRoute } from '@tanstack/react-router';
import { isoDay } from '../../../lib/search-params';
import { analyticsQueryOptions } from '../../../features/staff/analytics/api/get-analytics';
import { AnalyticsPage } from '../../../features/staff/analytics/components/analytics-page';

const searchSchema = (input: Record<string, unknown>): { from?: string; to?: string } => ({
  from: isoDay(input.from),
  to: isoDay(input.to),
});

export const Route = createFileRoute('/admin/_area/analytics')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ from: search.from, to: search.to }),
  head: () => ({ meta: [{ title: 'Analytics · Gavel' }] }),
  // Errors are swallowed here: a range the server refuses (e.g. `from` after `to`) is shown
  // next to the date fields by the page, not as the route's error page.
  loader: async ({ context, deps }) => {
    await context.queryClient
      .query({ ...analyticsQueryOptions(deps), staleTime: 'static' })
      .catch(() => undefined);
  },
  component: function AnalyticsRoute() {
    const range = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AnalyticsPage
        range={range}
        onRangeChange={(next) => {
          void navigate({ search: next });
        }}
      />
    );
  },
});
