import { createFileRoute } from '@tanstack/react-router';
import { pendingKycQueryOptions } from '../../../features/staff/api/get-pending-kyc';
import { KycQueuePage } from '../../../features/staff/components/kyc-queue-page';

export const Route = createFileRoute('/admin/_area/kyc')({
  head: () => ({ meta: [{ title: 'Identity checks · Gavel' }] }),
  loader: ({ context }) =>
    // A failed read is shown by the page (with "Try again"), not the error route.
    context.queryClient
      .infiniteQuery({ ...pendingKycQueryOptions(), staleTime: 'static' })
      .catch(() => undefined),
  component: KycQueuePage,
});
