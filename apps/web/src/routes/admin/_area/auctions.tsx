import { createFileRoute } from '@tanstack/react-router';
import { activeQueryOptions } from '../../../features/admin/auctions/api/get-active';
import { schedulableQueryOptions } from '../../../features/admin/auctions/api/get-schedulable';
import { AuctionsPage } from '../../../features/admin/auctions/components/auctions-page';

export const Route = createFileRoute('/admin/_area/auctions')({
  head: () => ({ meta: [{ title: 'Auctions · Gavel' }] }),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.infiniteQuery({ ...schedulableQueryOptions(), staleTime: 'static' }),
      context.queryClient.infiniteQuery({ ...activeQueryOptions(), staleTime: 'static' }),
    ]),
  component: AuctionsPage,
});
