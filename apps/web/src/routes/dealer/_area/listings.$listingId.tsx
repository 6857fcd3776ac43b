import { isUuid } from '@gavel/contract/values';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { dealerListingQueryOptions } from '../../../features/auctions/api/get-dealer-listing';
import { dealerProfileQueryOptions } from '../../../lib/queries/get-dealer-profile';
import { watchlistQueryOptions } from '../../../features/auctions/api/get-watchlist';
import { DealerListingNotFound } from '../../../features/auctions/components/dealer-listing-not-found';
import { DealerListingPage } from '../../../features/auctions/components/dealer-listing-page';
import { isNotFoundError } from '../../../lib/api-client';

export const Route = createFileRoute('/dealer/_area/listings/$listingId')({
  loader: async ({ context: { queryClient }, params: { listingId } }) => {
    if (!isUuid(listingId)) throw notFound();
    // Not awaited: they fill in the bid panel and the Watch button; errors show there.
    queryClient.query({ ...dealerProfileQueryOptions(), staleTime: 'static' }).catch(() => null);
    queryClient.query({ ...watchlistQueryOptions(), staleTime: 'static' }).catch(() => null);
    try {
      const listing = await queryClient.query({
        ...dealerListingQueryOptions(listingId),
        staleTime: 'static',
      });
      return { title: listing.title };
    } catch (error) {
      if (isNotFoundError(error)) {
        throw notFound();
      }
      throw error;
    }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData?.title ? `${loaderData.title} · Gavel` : 'Listing · Gavel' }],
  }),
  notFoundComponent: DealerListingNotFound,
  component: function DealerListingRoute() {
    const { listingId } = Route.useParams();
    return <DealerListingPage listingId={listingId} />;
  },
});
