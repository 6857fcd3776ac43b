import { createFileRoute, stripSearchParams, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { auctionFacetsQueryOptions } from '../../features/auctions/api/get-auction-facets';
import { auctionsQueryOptions } from '../../features/auctions/api/get-auctions';
import type { SearchPatch } from '../../features/auctions/components/auction-filters';
import { AuctionsPage } from '../../features/auctions/components/auctions-page';
import { facetFiltersOf, filtersOf } from '../../features/auctions/filters';
import {
  AUCTIONS_SEARCH_DEFAULTS,
  readAuctionsSearch,
  validateAuctionsSearch,
} from '../../features/auctions/search';

export const Route = createFileRoute('/auctions/')({
  staticData: { serverRendered: true },
  validateSearch: validateAuctionsSearch,
  // Defaults stay out of the URL: plain /auctions is the live list ending soonest.
  search: { middlewares: [stripSearchParams(AUCTIONS_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // The results and their counts together, so the server's HTML has both (SPEC §11); counts
  // that fail to load leave the filters without numbers rather than failing the page.
  loader: async ({ context, deps }) => {
    const filters = filtersOf(deps);
    await Promise.all([
      context.queryClient.infiniteQuery({ ...auctionsQueryOptions(filters), staleTime: 'static' }),
      context.queryClient
        .query({ ...auctionFacetsQueryOptions(facetFiltersOf(filters)), staleTime: 'static' })
        .catch(() => undefined),
    ]);
  },
  head: () => ({ meta: [{ title: 'Auctions · Gavel' }] }),
  component: function AuctionsRoute() {
    // The search being navigated to, not only the one loaded: a ticked box or a chosen option
    // shows at once while the results load (dimmed), instead of springing back until then.
    const loaded = Route.useSearch();
    const pending = useRouterState({
      select: ({ location }) => (location.pathname === '/auctions' ? location.search : null),
    });
    const search = pending ? readAuctionsSearch(pending) : loaded;
    const navigate = Route.useNavigate();
    const onSearchChange = useCallback(
      (patch: SearchPatch, options?: { replace?: boolean }) => {
        void navigate({
          search: (previous) => ({ ...previous, ...patch }),
          replace: options?.replace ?? false,
        });
      },
      [navigate],
    );
    return <AuctionsPage search={search} onSearchChange={onSearchChange} />;
  },
});
