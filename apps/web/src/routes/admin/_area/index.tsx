import { createFileRoute } from '@tanstack/react-router';
import { queuesQueryOptions } from '../../../features/staff/api/get-queues';
import { recentEventsQueryOptions } from '../../../features/staff/audit/api/get-events';
import { OverviewPage } from '../../../features/staff/components/overview-page';

export const Route = createFileRoute('/admin/_area/')({
  head: () => ({ meta: [{ title: 'Operations · Gavel' }] }),
  loader: ({ context }) =>
    // Each section shows its own error state, so a failed read does not fail the page.
    Promise.allSettled([
      context.queryClient.query({ ...queuesQueryOptions(), staleTime: 'static' }),
      context.queryClient.query({ ...recentEventsQueryOptions(), staleTime: 'static' }),
    ]),
  component: OverviewPage,
});
