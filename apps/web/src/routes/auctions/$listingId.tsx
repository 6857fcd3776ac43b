import { isUuid } from '@gavel/contract/values';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { bidsQueryOptions } from '../../features/auctions/api/get-bids';
import { publicListingQueryOptions } from '../../features/auctions/api/get-listing';
import { listingAuctionQueryOptions } from '../../features/auctions/api/get-listing-auction';
import { AuctionDetailPage } from '../../features/auctions/components/auction-detail-page';
import { auctionHead } from '../../features/auctions/auction-head';
import { AuctionNotFound } from '../../features/auctions/components/auction-not-found';
import { preloadLotParts } from '../../features/auctions/components/lot-item-slot';
import { itemJsonLdQueryOptions } from '../../features/auctions/item-json-ld';
import { isNotFoundError } from '../../lib/api-client';

export const Route = createFileRoute('/auctions/$listingId')({
  staticData: { serverRendered: true },
  loader: async ({ context: { queryClient }, params: { listingId } }) => {
    // Not even an id: no need to ask the API.
    if (!isUuid(listingId)) throw notFound();
    try {
      const [listing, auction] = await Promise.all([
        queryClient.query({ ...publicListingQueryOptions(listingId), staleTime: 'static' }),
        queryClient.query({ ...listingAuctionQueryOptions(listingId), staleTime: 'static' }),
      ]);
      if (auction) {
        // Not awaited in the browser: the history fills in below the fold. The server waits
        // for it, so the page arrives whole (SPEC §10).
        const history = queryClient
          .infiniteQuery(bidsQueryOptions(auction.id))
          .catch(() => undefined);
        if (import.meta.env.SSR) await history;
      }
      // The deferred parts' code (ADR 047): awaited by the server, which renders them whole;
      // the browser only starts it, and hydrates them when it arrives.
      const parts = preloadLotParts(listing, auction !== null);
      if (import.meta.env.SSR) await parts;
      else parts.catch(() => undefined);
      const itemJsonLd =
        Object.keys(listing.specifics).length > 0
          ? await queryClient
              .query({ ...itemJsonLdQueryOptions(listing), staleTime: 'static' })
              .catch(() => ({}))
          : {};
      return { listing, auction, itemJsonLd };
    } catch (error) {
      // Unknown, not public, or not even an id: all the same to a visitor.
      if (isNotFoundError(error)) {
        throw notFound();
      }
      throw error;
    }
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? auctionHead(
          match.context.siteUrl,
          loaderData.listing,
          loaderData.auction,
          loaderData.itemJsonLd,
        )
      : { meta: [{ title: 'Auction · Gavel' }] },
  notFoundComponent: AuctionNotFound,
  component: function AuctionDetailRoute() {
    const { listingId } = Route.useParams();
    return <AuctionDetailPage listingId={listingId} />;
  },
});
