import { isUuid } from '@gavel/contract/values';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { bidsQueryOptions } from '../../features/auctions/api/get-bids';
import { publicListingQueryOptions } from '../../features/auctions/api/get-listing';
import { listingAuctionQueryOptions } from '../../features/auctions/api/get-listing-auction';
import { AuctionDetailPage } from '../../features/auctions/components/auction-detail-page';
import { AuctionNotFound } from '../../features/auctions/components/auction-not-found';
import { isNotFoundError } from '../../lib/api-client';

export const Route = createFileRoute('/auctions/$listingId')({
  loader: async ({ context: { queryClient }, params: { listingId } }) => {
    // Not even an id: no need to ask the API.
    if (!isUuid(listingId)) throw notFound();
    try {
      const [listing, auction] = await Promise.all([
        queryClient.query({ ...publicListingQueryOptions(listingId), staleTime: 'static' }),
        queryClient.query({ ...listingAuctionQueryOptions(listingId), staleTime: 'static' }),
      ]);
      if (auction) {
        // Not awaited: the history fills in below the fold.
        queryClient.infiniteQuery(bidsQueryOptions(auction.id)).catch(() => undefined);
      }
      return { title: listing.title };
    } catch (error) {
      // Unknown, not public, or not even an id: all the same to a visitor.
      if (isNotFoundError(error)) {
        throw notFound();
      }
      throw error;
    }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData?.title ? `${loaderData.title} · Gavel` : 'Auction · Gavel' }],
  }),
  notFoundComponent: AuctionNotFound,
  component: function AuctionDetailRoute() {
    const { listingId } = Route.useParams();
    return <AuctionDetailPage listingId={listingId} />;
  },
});
