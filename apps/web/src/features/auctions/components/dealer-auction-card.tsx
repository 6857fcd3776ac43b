import { useId } from 'react';
import type { DealerAuction, DealerAuctionScope } from '@gavel/contract';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatMoney } from '../../../lib/format';
import { WatchButton } from './watch-button';
import { AuctionTimer } from './auction-timer';
import { AuctionCardPhoto, AuctionCardTitle } from './auction-card-parts';
import { standingOf, STANDING_TEXT } from './standing';

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
  const price = auction.current_price_cents ?? auction.starting_price_cents;
  const standing = standingOf(auction);
  const titleId = useId();
  return (
    <Card className="group relative flex w-full overflow-hidden sm:flex-col focus-within:ring-2 focus-within:ring-brand-600 hover:border-zinc-300 dark:hover:border-zinc-700">
      {/* A row on a phone (small photo on the left), a tall card from sm up. */}
      <AuctionCardPhoto
        auction={auction}
        className="min-h-28 w-28 shrink-0 sm:aspect-[4/3] sm:min-h-0 sm:w-auto"
        badgeClassName="top-1.5 left-1.5 shadow-xs sm:top-2 sm:left-2"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:gap-3 sm:p-4">
        <AuctionCardTitle auction={auction} area="dealer" id={titleId} />
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
