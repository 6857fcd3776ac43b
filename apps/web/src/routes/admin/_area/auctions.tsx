import { createFileRoute } from '@tanstack/react-router';
import { activeQueryOptions } from '../../../features/staff/auctions/api/get-active';
import { schedulableQueryOptions } from '../../../features/staff/auctions/api/get-schedulable';
import { AuctionsPage } from '../../../features/staff/auctions/components/auctions-page';

export const Route = createFileRoute('/admin/_area/auctions')({
  head: () => ({ meta: [{ title: 'Auctions · Gavel' }] }),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.infiniteQuery({ ...schedulableQueryOptions(), staleTime: 'static' }),
      context.queryClient.infiniteQuery({ ...activeQueryOptions(), staleTime: 'static' }),
    ]),
  component: AuctionsPage,
});
