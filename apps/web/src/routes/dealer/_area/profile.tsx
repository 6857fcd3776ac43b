import { createFileRoute } from '@tanstack/react-router';
import { dealerKycQueryOptions } from '../../../lib/queries/get-dealer-kyc';
import { dealerProfileQueryOptions } from '../../../lib/queries/get-dealer-profile';
import { ProfilePage } from '../../../features/dealer-profile/components/profile-page';

export const Route = createFileRoute('/dealer/_area/profile')({
  head: () => ({ meta: [{ title: 'Dealer profile · Gavel' }] }),
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      // 404 before the profile exists: the page links to onboarding then.
      queryClient.query({ ...dealerProfileQueryOptions(), staleTime: 'static' }).catch(() => null),
      queryClient.query({ ...dealerKycQueryOptions(), staleTime: 'static' }).catch(() => null),
    ]),
  component: ProfilePage,
});
