import type { DealerStatus } from '@gavel/contract';
import { DEALER_STATUSES } from '@gavel/contract/values';
import { createFileRoute } from '@tanstack/react-router';
import { oneOf } from '../../../lib/search-params';
import { dealersQueryOptions } from '../../../features/staff/api/get-dealers';
import { DealersPage } from '../../../features/staff/components/dealers-page';

const searchSchema = (input: Record<string, unknown>): { status?: DealerStatus } => ({
  status: oneOf(DEALER_STATUSES, input.status),
});

export const Route = createFileRoute('/admin/_area/dealers')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ status: search.status }),
  head: () => ({ meta: [{ title: 'Dealers · Gavel' }] }),
  loader: ({ context, deps }) =>
    context.queryClient
      .infiniteQuery({ ...dealersQueryOptions(deps.status), staleTime: 'static' })
      .catch(() => undefined),
  component: function DealersRoute() {
    const { status } = Route.useSearch();
    return <DealersPage status={status} />;
  },
});
