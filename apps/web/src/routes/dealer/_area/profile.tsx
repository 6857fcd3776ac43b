import { createFileRoute } from '@tanstack/react-router';
import { dealerKycQueryOptions } from '../../../features/kyc/api/get-dealer-kyc';
import { dealerProfileQueryOptions } from '../../../features/dealer-profile/api/get-dealer-profile';
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
