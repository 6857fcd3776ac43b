import type { PublicAuction } from '@gavel/contract';
import { Badge } from '../../../components/ui/badge';
import { formatMoney, useFormatDateTime } from '../../../lib/format';
import {
  AUCTION_OUTCOME,
  AUCTION_STATUS,
  reserveBadgeOf,
} from '../../../components/status/status-labels';
import { priceTerm } from './price-term';
import { AuctionClock, bidCountText } from './auction-clock';

/**
 * The auction's figures. Price and bid count sit in a polite live region, so a screen reader
 * hears a new bid arrive; the ticking countdown does not (it would speak every second).
 */
export function PricePanel({ auction }: { auction: PublicAuction }) {
  const formatDateTime = useFormatDateTime();
  const { currency } = auction;
  const hasBids = auction.current_price_cents !== null;
  const ended = auction.status === 'ended';
  const status = AUCTION_STATUS[auction.status];
  const reserve = reserveBadgeOf(auction);

  return (
    <div className="flex flex-col gap-3">
      <div className="flow-root">
        <div className="float-right ml-2 flex flex-wrap justify-end gap-1.5">
          <Badge tone={status.tone}>{status.label}</Badge>
          {reserve && <Badge tone={reserve.tone}>{reserve.label}</Badge>}
          {ended && auction.outcome && (
            <Badge tone={auction.outcome === 'sold' ? 'success' : 'neutral'}>
              {AUCTION_OUTCOME[auction.outcome].label}
            </Badge>
          )}
        </div>
        <div aria-live="polite" aria-atomic="true">
          {hasBids ? (
            <>
              <p className="text-sm text-zinc-500 dark:text-zinc-400">{priceTerm(auction)}</p>
              <p
                data-testid="lot-price"
                className="text-3xl font-bold tracking-tight text-zinc-900 tabular-nums sm:text-4xl dark:text-white"
              >
                {formatMoney(auction.current_price_cents ?? 0, currency)}
              </p>
            </>
          ) : (
            <>
              <p className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
                {ended ? 'No bids were placed' : 'No bids yet'}
              </p>
              <p
                data-testid="lot-price"
                className="text-3xl font-bold tracking-tight text-zinc-900 tabular-nums sm:text-4xl dark:text-white"
              >
                {formatMoney(auction.starting_price_cents, currency)}
              </p>
              <p className="text-sm text-zinc-500 dark:text-zinc-400">Starting price</p>
            </>
          )}
          {hasBids && (
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              {bidCountText(auction.bid_count)}
              {' · Starting price '}
              {formatMoney(auction.starting_price_cents, currency)}
            </p>
          )}
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 border-t border-zinc-200 pt-3 text-sm dark:border-zinc-800">
        {!ended && (
          <div>
            <dt className="text-zinc-500 dark:text-zinc-400">Minimum next bid</dt>
            <dd className="font-semibold text-zinc-900 tabular-nums dark:text-white">
              {formatMoney(auction.min_next_bid_cents, currency)}
            </dd>
          </div>
        )}
        {!ended && (
          <div>
            <dt className="text-zinc-500 dark:text-zinc-400">
              {auction.status === 'scheduled' ? 'Starts in' : 'Time left'}
            </dt>
            <dd>
              <AuctionClock auction={auction} bare className="font-semibold" />
            </dd>
          </div>
        )}
        {auction.start_at && auction.status === 'scheduled' && (
          <div className="col-span-2 flex flex-wrap gap-x-2">
            <dt className="text-zinc-500 dark:text-zinc-400">Starts</dt>
            <dd className="text-zinc-900 dark:text-zinc-100">{formatDateTime(auction.start_at)}</dd>
          </div>
        )}
        {auction.end_at && (
          <div className="col-span-2 flex flex-wrap gap-x-2">
            <dt className="text-zinc-500 dark:text-zinc-400">{ended ? 'Closed' : 'Closes'}</dt>
            <dd className="text-zinc-900 dark:text-zinc-100">{formatDateTime(auction.end_at)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
