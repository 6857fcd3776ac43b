import type { PublicAuction } from '@gavel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { categoryLabel } from '../../../lib/format';
import { newerAuction } from '../api/auction-cache';
import { useAuctionEvents } from '../../../lib/auction-events';
import { usePublicListing } from '../api/get-listing';
import { useListingAuction } from '../api/get-listing-auction';
import { auctionKeys } from '../api/keys';
import { BidHistory } from './bid-history';
import { BidPanel } from './bid-panel';
import { locationText, ListingDetails } from './listing-details';
import { PhotoGallery } from '../../../components/media/photo-gallery';
import { PricePanel } from './price-panel';

/**
 * The gallery's width below: the page's 72rem less its 2rem of padding, then from lg 3/5 of
 * that less the 2rem gap.
 */
const GALLERY_SIZES =
  '(min-width: 72rem) 40.8rem, (min-width: 64rem) calc(60vw - 2.4rem), calc(100vw - 2rem)';

/**
 * While the auction can still change, every event's public fields go straight into the cache
 * (price, bid count, end time), and the bid history and the dealer's own standing are re-read.
 */
function useLiveAuction(listingId: string, auction: PublicAuction | null) {
  const queryClient = useQueryClient();
  const auctionId = auction && auction.status !== 'ended' ? auction.id : null;
  const auctionKey = auctionKeys.listingAuction(listingId);
  useAuctionEvents(auctionId, {
    onEvent: (_name, update) => {
      if (!auctionId || !update) return;
      // Not synced to the server clock: a replayed event carries the time it happened.
      queryClient.setQueryData<PublicAuction | null>(auctionKey, (current) =>
        newerAuction(current, update),
      );
      void queryClient.invalidateQueries({ queryKey: auctionKeys.bids(auctionId) });
      void queryClient.invalidateQueries({ queryKey: auctionKeys.dealerView(listingId) });
      void queryClient.invalidateQueries({ queryKey: auctionKeys.lists });
    },
    onOpen: () => {
      if (!auctionId) return;
      void queryClient.invalidateQueries({ queryKey: auctionKey });
      void queryClient.invalidateQueries({ queryKey: auctionKeys.bids(auctionId) });
    },
  });
}

/**
 * `/auctions/{listingId}`: photos, details, the live price and countdown, the bid history and,
 * for an active dealer, the bid form. The auction follows its live stream, so none of it
 * needs a reload.
 */
export function AuctionDetailPage({ listingId }: { listingId: string }) {
  const { data: listing } = usePublicListing(listingId);
  const { data: auction } = useListingAuction(listingId);
  useLiveAuction(listingId, auction);
  const title = listing.title ?? 'Untitled listing';
  const meta = [categoryLabel(listing.category), locationText(listing)].filter(Boolean).join(' · ');

  return (
    <Page
      title={title}
      description={meta}
      actions={
        <Link
          to="/auctions"
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          <span aria-hidden="true">← </span>All auctions
        </Link>
      }
    >
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0">
          <PhotoGallery photos={listing.photos} title={title} sizes={GALLERY_SIZES} />
        </div>
        <aside
          aria-label="Price and bidding"
          className="flex flex-col gap-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start"
        >
          {auction ? (
            <>
              <Card className="p-5">
                <PricePanel auction={auction} />
              </Card>
              <BidPanel listingId={listingId} auction={auction} variant="public" />
            </>
          ) : (
            <Alert tone="info" title="No auction scheduled yet">
              This lot is waiting for its auction to be scheduled. Its price, countdown and bids
              appear here as soon as it is.
            </Alert>
          )}
        </aside>
        <div className="min-w-0">
          <ListingDetails listing={listing} />
        </div>
        {auction && (
          <div className="min-w-0">
            <BidHistory auction={auction} />
          </div>
        )}
      </div>
    </Page>
  );
}
