import type { PublicAuction } from '@gavel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { Alert } from '../../../components/ui/alert';
import { PhotoGallery } from '../../../components/media/photo-gallery';
import { useAuctionEvents } from '../../../lib/auction-events';
import { cn } from '../../../lib/cn';
import { categoryLabel } from '../../../lib/format';
import { nextChangeAt, serverNow } from '../../../lib/server-clock';
import { newerAuction } from '../api/auction-cache';
import { usePublicListing } from '../api/get-listing';
import { useListingAuction } from '../api/get-listing-auction';
import { auctionKeys, dealerAuctionKeys } from '../api/keys';
import { LotPanel, useDealerAccess } from './bid-panel';
import { standingOf } from './standing';
import { locationText, ListingDetails } from './listing-details';
import { LotBidHistory, LotConditionReport } from './lot-item-slot';

// Only a dealer watches: its code comes when a dealer's view is shown (the lot page's initial
// JS stays within its budget for every visitor).
const WatchButton = lazy(() => import('./watch-button').then((m) => ({ default: m.WatchButton })));
// Only a bidder of an auction that ended below its reserve may negotiate (SPEC §13.1).
const DealerNegotiation = lazy(() =>
  import('./dealer-negotiation').then((m) => ({ default: m.DealerNegotiation })),
);
// Only the winner of a sale reports a problem and writes to the seller (SPEC §13.3, §13.4).
const AfterSale = lazy(() => import('./after-sale').then((m) => ({ default: m.AfterSale })));

/**
 * The gallery's width below: the page's 72rem less its 2rem of padding, then from lg 3/5 of
 * that less the 2rem gap.
 */
const GALLERY_SIZES =
  '(min-width: 72rem) 40.8rem, (min-width: 64rem) calc(60vw - 2.4rem), calc(100vw - 2rem)';

/**
 * While the auction can still change, every event's public fields go straight into the cache
 * (price, bid count, end time), and the bid history and the dealer's own standing are re-read.
 * A start has no event of its own, and an `ended` event may be missed while reconnecting: both
 * are read again shortly after the next moment the auction changes by itself.
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
      void queryClient.invalidateQueries({ queryKey: dealerAuctionKeys.lists });
    },
    onOpen: () => {
      if (!auctionId) return;
      void queryClient.invalidateQueries({ queryKey: auctionKey });
      void queryClient.invalidateQueries({ queryKey: auctionKeys.bids(auctionId) });
      void queryClient.invalidateQueries({ queryKey: auctionKeys.dealerView(listingId) });
    },
  });

  const boundary = nextChangeAt(auction);
  useEffect(() => {
    if (!boundary) return;
    const wait = Math.max(0, Date.parse(boundary) - serverNow()) + 2_500;
    // Beyond what setTimeout can hold; a page open that long is read again on the way.
    if (wait > 2 ** 31 - 1) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: auctionKeys.listingAuction(listingId) });
      void queryClient.invalidateQueries({ queryKey: auctionKeys.dealerView(listingId) });
    };
    let poll: ReturnType<typeof setInterval> | undefined;
    // Then every 5 s until the answer moves on (which changes `boundary` and ends this).
    const timer = setTimeout(() => {
      refresh();
      poll = setInterval(refresh, 5_000);
    }, wait);
    return () => {
      clearTimeout(timer);
      clearInterval(poll);
    };
  }, [boundary, listingId, queryClient]);
}

/**
 * The one lot page, `/auctions/{listingId}` (`/dealer/listings/{listingId}` leads here, ADR
 * 043): photos, details, the live price with the time left and the closing time, the bid
 * history and, for an active dealer, the bid panel, "Watch" and after a win the fee and the
 * seller's contact. The auction follows its live stream, so none of it needs a reload.
 *
 * The panel comes right after the title: on a phone the price and the bid form are on the first
 * screen, and from lg it starts at the top of the right column and stays there as the page
 * scrolls, so "Place bid" sits above the toasts of the bottom-right corner.
 */
export function AuctionDetailPage({ listingId }: { listingId: string }) {
  const { data: listing } = usePublicListing(listingId);
  const { data: auction } = useListingAuction(listingId);
  useLiveAuction(listingId, auction);
  const access = useDealerAccess(listingId);
  const mine = access.view?.auction?.id === auction?.id ? access.view?.auction : null;
  const title = listing.title ?? 'Untitled listing';
  // Its highest bidder may negotiate (SPEC §13.1); another bidder's read is 404 and shows nothing.
  const negotiable =
    mine?.status === 'ended' &&
    mine.outcome === 'reserve_not_met' &&
    mine.my_max_bid_cents !== null;
  // Its winner, once sold (and still after staff cancelled the sale): the dispute and messages.
  // The auction's stream is closed by then (`useLiveAuction`): the messages open their own.
  const standing = mine ? standingOf(mine) : null;
  const winner = mine?.status === 'ended' && (standing === 'won' || standing === 'cancelled');
  // A signed-in dealer's own read carries the whole VIN; the public one (and the HTML) masks it.
  const dealerVin = access.view?.specifics.vin;
  const wholeVin = typeof dealerVin === 'string' ? dealerVin : undefined;
  const meta = [categoryLabel(listing.category), locationText(listing)].filter(Boolean).join(' · ');

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-4 px-4 py-4 sm:py-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-x-8 lg:gap-y-6">
      <div className="flex min-w-0 flex-col gap-2 lg:col-start-1 lg:row-start-1">
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900 sm:text-3xl dark:text-white">
          {title}
        </h1>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p className="text-zinc-600 dark:text-zinc-400">{meta}</p>
          <div className="flex flex-wrap items-center gap-3">
            {mine && (
              <Suspense fallback={null}>
                <WatchButton auction={mine} />
              </Suspense>
            )}
            <Link
              to="/auctions"
              className="inline-flex min-h-9 items-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              <span aria-hidden="true">←&nbsp;</span>All auctions
            </Link>
          </div>
        </div>
      </div>
      <aside
        aria-label="Price and bidding"
        // With the offers or the messages below it the column is taller than a window: it
        // scrolls with the page.
        className={cn(
          'flex flex-col gap-4 lg:col-start-2 lg:row-span-4 lg:row-start-1 lg:self-start',
          !negotiable && !winner && 'lg:sticky lg:top-20',
        )}
      >
        {auction ? (
          <>
            <LotPanel listingId={listingId} auction={auction} access={access} />
            {negotiable && (
              <Suspense fallback={null}>
                <DealerNegotiation listingId={listingId} auction={mine} title={title} />
              </Suspense>
            )}
            {winner && (
              <Suspense fallback={null}>
                <AfterSale listingId={listingId} auction={mine} />
              </Suspense>
            )}
          </>
        ) : (
          <Alert tone="info" title="No auction scheduled yet">
            This lot is waiting for its auction to be scheduled. Its price, countdown and bids
            appear here as soon as it is.
          </Alert>
        )}
      </aside>
      <div className="min-w-0 lg:col-start-1">
        <PhotoGallery photos={listing.photos} title={title} sizes={GALLERY_SIZES} />
      </div>
      <div className="min-w-0 lg:col-start-1">
        <ListingDetails listing={listing} vin={wholeVin} />
      </div>
      {listing.condition_report && (
        <div className="min-w-0 lg:col-start-1">
          <LotConditionReport report={listing.condition_report} photos={listing.photos} />
        </div>
      )}
      {auction && (
        <div className="min-w-0 lg:col-start-1">
          <LotBidHistory auction={auction} />
        </div>
      )}
    </div>
  );
}
