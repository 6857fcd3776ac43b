import { createFileRoute } from '@tanstack/react-router';
import { meQueryOptions } from '../../../lib/queries/me';
import { AccountPage } from '../../../features/account/components/account-page';

export const Route = createFileRoute('/dealer/_area/account')({
  head: () => ({ meta: [{ title: 'Account · Gavel' }] }),
  // A failed read shows on the page with "Try again", not as the error page.
  loader: ({ context }) =>
    Promise.allSettled([context.queryClient.query({ ...meQueryOptions(), staleTime: 'static' })]),
  component: function DealerAccountRoute() {
    return <AccountPage />;
  },
});
