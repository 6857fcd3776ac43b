import type { PublicAuction } from '@gavel/contract';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMoney } from '../../../lib/format';
import { AuctionClock, bidCountText } from './auction-clock';
import { AuctionCardPhoto, AuctionCardTitle } from './auction-card-parts';
import { priceTerm } from './price-term';

/**
 * One auction in a grid; the whole card is a link to its page. `eager`: the card is in the first
 * row, where its photo is likely the page's largest paint, so the photo loads at once and first
 * rather than lazily after layout.
 */
export function AuctionCard({
  auction,
  eager = false,
}: {
  auction: PublicAuction;
  eager?: boolean;
}) {
  const price = auction.current_price_cents ?? auction.starting_price_cents;

  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-lg border border-zinc-200 bg-white shadow-xs transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md dark:border-zinc-800 dark:bg-zinc-900 dark:focus-within:ring-brand-400">
      <AuctionCardPhoto
        auction={auction}
        eager={eager}
        className="aspect-[4/3]"
        badgeClassName="top-3 left-3 shadow-sm"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <AuctionCardTitle auction={auction} />
        <div className="mt-auto flex items-end justify-between gap-3">
          <div>
            <p className="text-xs text-zinc-500 dark:text-zinc-400">{priceTerm(auction)}</p>
            <p className="text-lg font-bold text-zinc-900 tabular-nums dark:text-white">
              {formatMoney(price, auction.currency)}
            </p>
          </div>
          <div className="text-right text-sm">
            <p className="text-zinc-500 dark:text-zinc-400">
              {bidCountText(auction.bid_count, auction.status === 'ended')}
            </p>
            <AuctionClock auction={auction} />
          </div>
        </div>
      </div>
    </article>
  );
}

/** The shape of a card while the list loads. */
export function AuctionCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-1/3" />
        <div className="flex justify-between">
          <Skeleton className="h-7 w-24" />
          <Skeleton className="h-5 w-20" />
        </div>
      </div>
    </div>
  );
}

export const AUCTION_GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3';

/** A loading grid announced once to screen readers. */
export function AuctionGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-live="polite" className={AUCTION_GRID}>
      <span className="sr-only">Loading auctions…</span>
      {Array.from({ length: count }, (_, index) => (
        <AuctionCardSkeleton key={index} />
      ))}
    </div>
  );
}
