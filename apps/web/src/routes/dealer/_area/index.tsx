import { createFileRoute } from '@tanstack/react-router';
import { dealerAuctionsQueryOptions } from '../../../features/auctions/api/get-dealer-auctions';
import { watchlistQueryOptions } from '../../../features/auctions/api/get-watchlist';
import { dealerProfileQueryOptions } from '../../../lib/queries/get-dealer-profile';
import { DealerHomePage } from '../-components/dealer-home-page';
import { validateDealerHomeSearch } from '../-components/tabs';

export const Route = createFileRoute('/dealer/_area/')({
  validateSearch: validateDealerHomeSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  head: () => ({ meta: [{ title: 'Dealer auctions · Gavel' }] }),
  loader: ({ context: { queryClient }, deps }) => {
    // Not awaited: the page paints its tabs at once, the tab's list shows a skeleton until its
    // auctions arrive (a failing list is shown in the tab, with a retry), and the cards' Watch
    // buttons appear with the watchlist.
    queryClient
      .infiniteQuery({ ...dealerAuctionsQueryOptions(deps.tab), staleTime: 'static' })
      .catch(() => null);
    queryClient.query({ ...watchlistQueryOptions(), staleTime: 'static' }).catch(() => null);
    // 404 until the dealer creates a profile: the page shows the onboarding panel then.
    return queryClient
      .query({ ...dealerProfileQueryOptions(), staleTime: 'static' })
      .catch(() => null);
  },
  component: function DealerHomeRoute() {
    const { tab } = Route.useSearch();
    return <DealerHomePage tab={tab} />;
  },
});
