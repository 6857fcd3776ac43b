import { useId } from 'react';
import type { DealerAuction, DealerAuctionScope } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatMoney } from '../../../lib/format';
import { useDealerProfileOrNull } from '../../../lib/queries/get-dealer-profile';
import { useServerNow } from '../../../lib/server-clock';
import { WatchButton } from './watch-button';
import { AuctionTimer } from './auction-timer';
import { AuctionCardPhoto, AuctionCardTitle } from './auction-card-parts';
import { dealerCardAction, dealerCardPriceTerm } from './dealer-card';
import { standingOf, STANDING_TEXT } from './standing';

/** The card's one primary action, "Bid" or "View", both to the lot page. */
function CardAction({ auction, describedBy }: { auction: DealerAuction; describedBy: string }) {
  const { profile } = useDealerProfileOrNull();
  const now = useServerNow(1000);
  const action = dealerCardAction(auction, { canBid: profile?.status === 'active', now });
  return (
    <Link
      to="/auctions/$listingId"
      params={{ listingId: auction.listing_id }}
      aria-describedby={describedBy}
      className={buttonClasses({ size: 'sm', className: 'relative z-10 flex-1' })}
    >
      {action}
    </Link>
  );
}

/**
 * One auction in a dealer tab: photo, title, price, bids and clock, where this dealer stands,
 * and its actions ("Bid" or "View", and the watch toggle). The whole card is also a link (the
 * title's, stretched) to the lot page. On a phone it is a row: a 4:3 thumbnail beside
 * the title and price, the rest below; from sm up a tall card with the photo on top.
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
    <Card className="group relative flex w-full flex-col overflow-hidden focus-within:ring-2 focus-within:ring-brand-600 hover:border-zinc-300 dark:focus-within:ring-brand-400 dark:hover:border-zinc-700">
      <div className="flex gap-3 p-3 sm:flex-col sm:gap-0 sm:p-0">
        <AuctionCardPhoto
          auction={auction}
          className="aspect-[4/3] w-28 shrink-0 self-start rounded-md sm:w-full sm:rounded-none"
          badgeClassName="top-1 left-1 shadow-xs sm:top-2 sm:left-2"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:gap-3 sm:px-4 sm:pt-4">
          <AuctionCardTitle auction={auction} id={titleId} />
          <dl className="flex items-end justify-between gap-3 text-sm">
            <div>
              <dt className="text-zinc-500 dark:text-zinc-400">
                {dealerCardPriceTerm(auction, scope)}
              </dt>
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
          </dl>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 px-3 pb-3 sm:gap-3 sm:p-4 sm:pt-2">
        {auction.my_max_bid_cents !== null && scope !== 'won' && (
          <dl className="flex justify-between gap-2 text-sm">
            <dt className="text-zinc-500 dark:text-zinc-400">My maximum</dt>
            <dd className="font-medium text-zinc-900 tabular-nums dark:text-zinc-100">
              {formatMoney(auction.my_max_bid_cents, auction.currency)}
            </dd>
          </dl>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5 border-t border-zinc-100 pt-2 text-sm sm:pt-3 dark:border-zinc-800">
          <AuctionTimer auction={auction} />
          {standing && (
            <Badge tone={STANDING_TEXT[standing].tone}>{STANDING_TEXT[standing].text}</Badge>
          )}
        </div>
        {scope === 'won' && (
          <p className="text-sm text-brand-700 dark:text-brand-300">
            Open to see the seller&rsquo;s contact details
          </p>
        )}
        <div className="flex items-center gap-2">
          <CardAction auction={auction} describedBy={titleId} />
          {scope !== 'won' && <WatchButton auction={auction} compact describedBy={titleId} />}
        </div>
      </div>
    </Card>
  );
}
