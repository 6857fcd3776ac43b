import { createFileRoute } from '@tanstack/react-router';
import { pendingListingsQueryOptions } from '../../../features/staff/api/get-pending-listings';
import { ListingsQueuePage } from '../../../features/staff/components/listings-queue-page';

export const Route = createFileRoute('/admin/_area/listings/')({
  head: () => ({ meta: [{ title: 'Listings to review · Gavel' }] }),
  loader: ({ context }) =>
    context.queryClient
      .infiniteQuery({ ...pendingListingsQueryOptions(), staleTime: 'static' })
      .catch(() => undefined),
  component: ListingsQueuePage,
});
