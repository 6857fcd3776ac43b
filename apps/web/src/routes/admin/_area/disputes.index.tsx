import { createFileRoute } from '@tanstack/react-router';
import { adminDisputesQueryOptions } from '../../../features/staff/disputes/api/get-disputes';
import type { DisputeFilter } from '../../../features/staff/disputes/api/keys';
import { DisputesQueuePage } from '../../../features/staff/disputes/components/disputes-queue-page';
import { oneOf } from '../../../lib/search-params';

/** The queue shows the open disputes unless the URL asks for the resolved ones or all. */
const searchSchema = (input: Record<string, unknown>): { status?: 'resolved' | 'all' } => ({
  status: oneOf(['resolved', 'all'] as const, input.status),
});

export const Route = createFileRoute('/admin/_area/disputes/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }): { filter: DisputeFilter } => ({ filter: search.status ?? 'open' }),
  head: () => ({ meta: [{ title: 'Disputes · Gavel' }] }),
  // A failed read is shown by the page (with "Try again"), not the error route.
  loader: ({ context, deps }) =>
    context.queryClient
      .infiniteQuery({ ...adminDisputesQueryOptions(deps.filter), staleTime: 'static' })
      .catch(() => undefined),
  component: function DisputesRoute() {
    const { status } = Route.useSearch();
    const filter: DisputeFilter = status ?? 'open';
    return <DisputesQueuePage filter={filter} />;
  },
});
