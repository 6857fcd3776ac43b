import { dealerStatusSchema } from '@gavel/contract';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { dealersQueryOptions } from '../../../features/admin/api/get-dealers';
import { DealersPage } from '../../../features/admin/components/dealers-page';

const searchSchema = z.object({
  status: dealerStatusSchema.optional().catch(undefined),
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
