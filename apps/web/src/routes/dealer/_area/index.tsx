import { createFileRoute } from '@tanstack/react-router';
import { dealerAuctionsQueryOptions } from '../../../features/auctions/api/get-dealer-auctions';
import { dealerProfileQueryOptions } from '../../../lib/queries/get-dealer-profile';
import { DealerHomePage } from '../-components/dealer-home-page';
import { validateDealerHomeSearch } from '../-components/tabs';

export const Route = createFileRoute('/dealer/_area/')({
  validateSearch: validateDealerHomeSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  head: () => ({ meta: [{ title: 'Dealer auctions · Gavel' }] }),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      // 404 until the dealer creates a profile: the page shows the onboarding panel then.
      queryClient.query({ ...dealerProfileQueryOptions(), staleTime: 'static' }).catch(() => null),
      // A failing list is shown in the tab, with a retry, rather than as an error page.
      queryClient
        .infiniteQuery({ ...dealerAuctionsQueryOptions(deps.tab), staleTime: 'static' })
        .catch(() => null),
    ]),
  component: function DealerHomeRoute() {
    const { tab } = Route.useSearch();
    return <DealerHomePage tab={tab} />;
  },
});
