import { createFileRoute } from '@tanstack/react-router';
import { dealerKycQueryOptions } from '../../../lib/queries/get-dealer-kyc';
import { dealerProfileQueryOptions } from '../../../lib/queries/get-dealer-profile';
import { OnboardingPage } from '../-components/onboarding-page';
import { validateOnboardingSearch } from '../-components/onboarding-search';

export const Route = createFileRoute('/dealer/_area/onboarding')({
  validateSearch: validateOnboardingSearch,
  head: () => ({ meta: [{ title: 'Dealer onboarding · Gavel' }] }),
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      // 404 before the profile exists: the page starts at step 1 then.
      queryClient.query({ ...dealerProfileQueryOptions(), staleTime: 'static' }).catch(() => null),
      queryClient.query({ ...dealerKycQueryOptions(), staleTime: 'static' }),
    ]),
  component: function DealerOnboardingRoute() {
    const { step } = Route.useSearch();
    return <OnboardingPage step={step} />;
  },
});
