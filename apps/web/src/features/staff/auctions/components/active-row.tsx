import type { StaffAuction } from '@gavel/contract';
import { useId, useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { SELLER_AUCTION_STATUS } from '../../../../components/status/status-labels';
import { Button } from '../../../../components/ui/button';
import { formatCountdown, formatDateTime, formatMoney } from '../../../../lib/format';
import { Thumbnail } from '../../../../components/media/thumbnail';
import { ForceEndButton } from './force-end-button';
import { ScheduleForm } from './schedule-form';

const cellLabel = 'text-xs font-medium text-zinc-500 uppercase md:sr-only dark:text-zinc-400';

export const ACTIVE_COLUMNS = 'md:grid-cols-[minmax(0,1fr)_11rem_11rem_9rem]';

function Timing({ auction, now }: { auction: StaffAuction; now: number }) {
  const live = auction.status === 'live';
  const target = live ? auction.end_at : auction.start_at;
  const left = target ? formatCountdown(Date.parse(target) - now) : null;
  return (
    <div className="flex flex-col items-end gap-1 md:items-start">
      <Badge tone={SELLER_AUCTION_STATUS[auction.status].tone}>
        {SELLER_AUCTION_STATUS[auction.status].label}
      </Badge>
      <p className="text-sm font-medium text-zinc-900 tabular-nums dark:text-zinc-100">
        {left ? (live ? `${left} left` : `Starts in ${left}`) : live ? 'Ending…' : 'Starting…'}
      </p>
      {!live && auction.start_at && (
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          Starts {formatDateTime(auction.start_at)}
        </p>
      )}
      {auction.end_at && (
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          Ends {formatDateTime(auction.end_at)}
        </p>
      )}
    </div>
  );
}

function Price({ auction }: { auction: StaffAuction }) {
  const { currency } = auction;
  const reserve = auction.reserve_price_cents;
  return (
    <div className="text-right md:text-left">
      <p className="font-medium text-zinc-900 tabular-nums dark:text-zinc-100">
        {formatMoney(auction.current_price_cents ?? auction.starting_price_cents, currency)}
      </p>
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        {auction.bid_count === 0
          ? 'No bids · starting price'
          : `${String(auction.bid_count)} ${auction.bid_count === 1 ? 'bid' : 'bids'}`}
      </p>
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        {reserve === null
          ? 'No reserve'
          : `Reserve ${formatMoney(reserve, currency)}${auction.reserve_met ? ' · met' : ' · not met'}`}
      </p>
      {auction.leader_suspended && (
        <p className="mt-1 flex flex-col items-end gap-1 md:items-start">
          <Badge tone="warning">Leader suspended</Badge>
          <span className="text-xs text-zinc-600 dark:text-zinc-400">
            The leading dealer is suspended: it will not win. Unless outbid, the auction ends unsold
            and the seller may accept the next highest bid.
          </span>
        </p>
      )}
    </div>
  );
}

/**
 * One scheduled or live auction: a card on a phone, a table-like row from `md` up. `now` is
 * the server's clock, ticking every second, shared by every row.
 */
export function ActiveRow({ auction, now }: { auction: StaffAuction; now: number }) {
  const [rescheduling, setRescheduling] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const notStarted =
    auction.status === 'scheduled' &&
    auction.start_at !== null &&
    Date.parse(auction.start_at) > now;

  return (
    <li aria-labelledby={titleId} className="px-4 py-4">
      <div className={`grid gap-3 md:items-center md:gap-6 ${ACTIVE_COLUMNS}`}>
        <div className="flex min-w-0 items-center gap-3">
          <Thumbnail url={auction.listing.thumbnail_url} className="size-12" />
          <div className="min-w-0">
            <p id={titleId} className="font-medium break-words text-zinc-900 dark:text-white">
              {auction.listing.title ?? 'Untitled listing'}
            </p>
            {auction.listing.location_city && (
              <p className="text-xs text-zinc-500 dark:text-zinc-400">
                {auction.listing.location_city}
              </p>
            )}
          </div>
        </div>
        <div className="flex items-start justify-between gap-2 md:block">
          <span className={cellLabel}>Status</span>
          <Timing auction={auction} now={now} />
        </div>
        <div className="flex items-start justify-between gap-2 md:block">
          <span className={cellLabel}>Price</span>
          <Price auction={auction} />
        </div>
        <div className="flex justify-end gap-2 md:justify-start">
          {auction.status === 'live' && <ForceEndButton auction={auction} />}
          {notStarted && (
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={rescheduling}
              aria-controls={panelId}
              onClick={() => {
                setRescheduling((open) => !open);
              }}
            >
              {rescheduling ? 'Keep times' : 'Reschedule'}
            </Button>
          )}
        </div>
      </div>
      {notStarted && rescheduling && (
        <div
          id={panelId}
          className="mt-4 rounded-md border border-zinc-200 bg-zinc-50 p-4 dark:border-zinc-800 dark:bg-zinc-950"
        >
          <ScheduleForm
            auction={auction}
            onDone={() => {
              setRescheduling(false);
            }}
          />
        </div>
      )}
    </li>
  );
}
