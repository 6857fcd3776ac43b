import { useId } from 'react';
import type { DealerAuction, DealerAuctionScope } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { resolveApiUrl } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { WatchButton } from './watch-button';
import { AuctionTimer } from './auction-timer';
import { PhotoPlaceholder } from '../../../components/media/photo-placeholder';
import { standingOf, STANDING_TEXT } from './standing';
import { AUCTION_STATUS } from './dealer-status-labels';

function priceLabel(auction: DealerAuction, scope: DealerAuctionScope): string {
  if (scope === 'won') return 'Winning bid';
  if (auction.current_price_cents === null) return 'Starting price';
  return auction.status === 'ended' ? 'Final price' : 'Current price';
}

/**
 * One auction in a dealer tab: photo, title, price, bids and clock, and where this dealer
 * stands. The whole card is one link (the title's, stretched) to the dealer listing page.
 */
export function AuctionCard({
  auction,
  scope,
}: {
  auction: DealerAuction;
  scope: DealerAuctionScope;
}) {
  const title = auction.listing.title ?? 'Untitled listing';
  const price = auction.current_price_cents ?? auction.starting_price_cents;
  const standing = standingOf(auction);
  const status = AUCTION_STATUS[auction.status];
  const titleId = useId();
  return (
    <Card className="group relative flex w-full overflow-hidden sm:flex-col focus-within:ring-2 focus-within:ring-brand-600 hover:border-zinc-300 dark:hover:border-zinc-700">
      {/* A row on a phone (small photo on the left), a tall card from sm up. */}
      <div className="relative min-h-28 w-28 shrink-0 overflow-hidden bg-zinc-100 sm:aspect-[4/3] sm:min-h-0 sm:w-auto dark:bg-zinc-800">
        {auction.listing.thumbnail_url ? (
          <img
            src={resolveApiUrl(auction.listing.thumbnail_url)}
            alt=""
            loading="lazy"
            className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        ) : (
          <PhotoPlaceholder className="absolute inset-0" />
        )}
        <Badge
          tone={status.tone}
          className="absolute top-1.5 left-1.5 shadow-xs sm:top-2 sm:left-2"
        >
          {status.label}
        </Badge>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:gap-3 sm:p-4">
        <div className="min-w-0">
          <h3 id={titleId} className="line-clamp-2 font-semibold text-zinc-900 dark:text-white">
            <Link
              to="/dealer/listings/$listingId"
              params={{ listingId: auction.listing_id }}
              className="outline-none after:absolute after:inset-0 after:content-['']"
            >
              {title}
            </Link>
          </h3>
          {auction.listing.location_city && (
            <p className="mt-0.5 text-sm text-zinc-500 dark:text-zinc-400">
              {auction.listing.location_city}
            </p>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <div>
            <dt className="text-zinc-500 dark:text-zinc-400">{priceLabel(auction, scope)}</dt>
            <dd className="font-semibold text-zinc-900 tabular-nums sm:text-lg dark:text-white">
              {formatMoney(price, auction.currency)}
            </dd>
          </div>
          <div className="text-right">
            <dt className="text-zinc-500 dark:text-zinc-400">Bids</dt>
            <dd className="font-semibold text-zinc-900 tabular-nums sm:text-lg dark:text-white">
              {auction.bid_count}
            </dd>
          </div>
          {auction.my_max_bid_cents !== null && scope !== 'won' && (
            <div className="col-span-2 flex justify-between gap-2">
              <dt className="text-zinc-500 dark:text-zinc-400">My maximum</dt>
              <dd className="font-medium text-zinc-900 tabular-nums dark:text-zinc-100">
                {formatMoney(auction.my_max_bid_cents, auction.currency)}
              </dd>
            </div>
          )}
        </dl>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-zinc-100 pt-2 text-sm sm:pt-3 dark:border-zinc-800">
          <AuctionTimer auction={auction} />
          {standing && (
            <Badge tone={STANDING_TEXT[standing].tone}>{STANDING_TEXT[standing].text}</Badge>
          )}
          {scope !== 'won' && <WatchButton auction={auction} compact describedBy={titleId} />}
        </div>
        {scope === 'won' && (
          <p className="text-sm text-brand-700 dark:text-brand-300">
            Open to see the seller&rsquo;s contact details
          </p>
        )}
      </div>
    </Card>
  );
}
