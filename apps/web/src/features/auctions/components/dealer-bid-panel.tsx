import type { DealerAuction } from '@gavel/contract';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useServerNow } from '../../../lib/server-clock';
import { useDealerProfileOrNull } from '../../dealer-profile/api/get-dealer-profile';
import { AccessPanel } from './access-panel';
import { AuctionTimer } from './auction-timer';
import { BidForm } from './dealer-bid-form';
import { standingOf, STANDING_TEXT } from './standing';
import { AUCTION_OUTCOME } from '../../../components/status/status-labels';
import { AUCTION_STATUS } from './dealer-status-labels';

function reserveText(auction: DealerAuction): string {
  if (auction.reserve_met === null) return 'No reserve';
  return auction.reserve_met ? 'Reserve met' : 'Reserve not met yet';
}

/** Whether this dealer leads, announced politely when it changes (a live bid elsewhere). */
function StandingNote({ auction }: { auction: DealerAuction }) {
  const standing = standingOf(auction);
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {standing && (
        <div
          className={
            standing === 'leading' || standing === 'won'
              ? 'rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100'
              : standing === 'outbid'
                ? 'rounded-md border border-red-200 bg-red-50 px-3 py-2.5 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
                : 'rounded-md border border-zinc-200 bg-zinc-50 px-3 py-2.5 text-zinc-800 dark:border-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-100'
          }
        >
          <p className="font-semibold">{STANDING_TEXT[standing].text}</p>
          {auction.my_max_bid_cents !== null && (
            <p className="text-sm">
              Your maximum: {formatMoney(auction.my_max_bid_cents, auction.currency)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function Bidding({ listingId, auction }: { listingId: string; auction: DealerAuction }) {
  const { profile, error } = useDealerProfileOrNull();
  if (profile === undefined) return <LoadingBlock lines={3} label="Checking your dealer access…" />;
  if (error) {
    return (
      <Alert tone="danger" title="Your dealer access could not be checked">
        {error.message}
      </Alert>
    );
  }
  if (profile?.status !== 'active') return <AccessPanel />;
  return <BidForm listingId={listingId} auction={auction} />;
}

function Closed({ auction }: { auction: DealerAuction }) {
  if (auction.status === 'scheduled') {
    return (
      <Alert tone="info" title="Bidding has not started">
        {auction.start_at
          ? `Bidding opens ${formatDateTime(auction.start_at)}. This page updates when it starts.`
          : 'Bidding opens when the auction starts.'}
      </Alert>
    );
  }
  if (auction.status === 'pending') {
    return (
      <Alert tone="info" title="Not scheduled yet">
        Our team has not set the dates of this auction yet. Watch it to find it in your Watching
        tab.
      </Alert>
    );
  }
  if (auction.status === 'live') {
    // Past end_at but the server's `ended` event has not arrived yet.
    return (
      <Alert tone="info" title="Closing">
        The auction is closing; the result follows in a moment.
      </Alert>
    );
  }
  return (
    <Alert tone="info" title="This auction has ended">
      {auction.outcome
        ? `Result: ${AUCTION_OUTCOME[auction.outcome].label}.`
        : 'Bidding is closed.'}
    </Alert>
  );
}

/**
 * The auction as this dealer sees it: price, bids, clock, reserve and its own standing, then
 * the bid form while the auction is live and the dealer may bid.
 */
export function BidPanel({ listingId, auction }: { listingId: string; auction: DealerAuction }) {
  const now = useServerNow(1000);
  const status = AUCTION_STATUS[auction.status];
  const hasBids = auction.current_price_cents !== null;
  const price = auction.current_price_cents ?? auction.starting_price_cents;
  const open =
    auction.status === 'live' && auction.end_at !== null && Date.parse(auction.end_at) > now;
  return (
    <Card className="flex flex-col gap-5 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge tone={status.tone}>{status.label}</Badge>
        <AuctionTimer auction={auction} className="text-sm" />
      </div>
      <div className="flex items-end justify-between gap-4">
        <div>
          <p className="text-sm text-zinc-500 dark:text-zinc-400">
            {auction.status === 'ended'
              ? 'Final price'
              : hasBids
                ? 'Current price'
                : 'Starting price'}
          </p>
          <p className="text-3xl font-bold tracking-tight text-zinc-900 tabular-nums dark:text-white">
            {formatMoney(price, auction.currency)}
          </p>
        </div>
        <div className="text-right text-sm">
          <p className="font-semibold text-zinc-900 tabular-nums dark:text-white">
            {auction.bid_count} {auction.bid_count === 1 ? 'bid' : 'bids'}
          </p>
          <p className="text-zinc-500 dark:text-zinc-400">{reserveText(auction)}</p>
        </div>
      </div>
      <StandingNote auction={auction} />
      <div className="border-t border-zinc-200 pt-5 dark:border-zinc-800">
        {open ? <Bidding listingId={listingId} auction={auction} /> : <Closed auction={auction} />}
      </div>
    </Card>
  );
}
