import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { auctionsQueryOptions } from '../../features/auctions/api/get-auctions';
import type { SearchPatch } from '../../features/auctions/components/auction-filters';
import { AuctionsPage } from '../../features/auctions/components/auctions-page';
import {
  AUCTIONS_SEARCH_DEFAULTS,
  filtersOf,
  validateAuctionsSearch,
} from '../../features/auctions/search';

export const Route = createFileRoute('/auctions/')({
  staticData: { serverRendered: true },
  validateSearch: validateAuctionsSearch,
  // Defaults stay out of the URL: plain /auctions is the live list ending soonest.
  search: { middlewares: [stripSearchParams(AUCTIONS_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => filtersOf(search),
  loader: ({ context, deps }) =>
    context.queryClient.infiniteQuery({ ...auctionsQueryOptions(deps), staleTime: 'static' }),
  head: () => ({ meta: [{ title: 'Auctions · Gavel' }] }),
  component: function AuctionsRoute() {
    const search = Route.useSearch();
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
