import type { SellerListingAuction, SellerListingItem } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { Badge } from '../../../components/ui/badge';
import { formatCountdown, formatDateTime, formatMoney } from '../../../lib/format';
import { useServerNow } from '../../../lib/server-clock';
import { AUCTION_OUTCOME } from '../../../components/status/status-labels';

const muted = 'text-sm text-zinc-600 dark:text-zinc-400';

type Summary = SellerListingAuction & { currency: string };

function LiveLine({ auction }: { auction: Summary }) {
  const now = useServerNow(1000);
  const left = auction.end_at ? formatCountdown(Date.parse(auction.end_at) - now) : null;
  const price =
    auction.current_price_cents === null
      ? 'No bids yet'
      : `${formatMoney(auction.current_price_cents, auction.currency)} · ${String(auction.bid_count)} ${auction.bid_count === 1 ? 'bid' : 'bids'}`;
  return (
    <div className="flex flex-col gap-1">
      <span className="flex flex-wrap items-center gap-2">
        <Badge tone="success">Live</Badge>
        <span className="text-sm font-medium text-zinc-900 tabular-nums dark:text-zinc-100">
          {left ? `${left} left` : 'Ending…'}
        </span>
      </span>
      <span className={muted}>{price}</span>
    </div>
  );
}

function EndedLine({ auction }: { auction: Summary }) {
  const now = useServerNow(60_000);
  const deciding = auction.decide_by !== null && Date.parse(auction.decide_by) > now;
  const outcome = auction.outcome ? AUCTION_OUTCOME[auction.outcome] : null;
  const amount =
    auction.outcome === 'sold' && auction.hammer_price_cents !== null
      ? `for ${formatMoney(auction.hammer_price_cents, auction.currency)}`
      : auction.outcome === 'reserve_not_met' && auction.current_price_cents !== null
        ? `Highest bid ${formatMoney(auction.current_price_cents, auction.currency)}`
        : null;
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="flex flex-wrap items-center gap-2">
        {outcome && <Badge tone={outcome.tone}>{outcome.label}</Badge>}
        {amount && <span className="text-sm text-zinc-800 dark:text-zinc-200">{amount}</span>}
      </span>
      {deciding && auction.decide_by && (
        <span className="text-xs text-amber-800 dark:text-amber-300">
          Decide by {formatDateTime(auction.decide_by)}
        </span>
      )}
      <Link
        to="/seller/outcomes/$auctionId"
        params={{ auctionId: auction.id }}
        className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
      >
        View outcome
      </Link>
    </div>
  );
}

function AuctionLine({ auction, rerunCount }: { auction: Summary; rerunCount: number }) {
  switch (auction.status) {
    case 'pending':
      return (
        <span className={muted}>
          {rerunCount > 0 ? `Rerun ${String(rerunCount)}` : 'Approved'} · awaiting scheduling
        </span>
      );
    case 'scheduled':
      return (
        <div className="flex flex-col gap-1">
          <span>
            <Badge tone="brand">Scheduled</Badge>
          </span>
          {auction.start_at && (
            <span className={muted}>Starts {formatDateTime(auction.start_at)}</span>
          )}
        </div>
      );
    case 'live':
      return <LiveLine auction={auction} />;
    case 'ended':
      return <EndedLine auction={auction} />;
  }
}

/** The listing's latest auction, as the seller's list answer carries it (no call per row). */
export function AuctionState({ listing }: { listing: SellerListingItem }) {
  if (!listing.auction) return <span className={muted}>Not in an auction yet</span>;
  return (
    <AuctionLine
      auction={{ ...listing.auction, currency: listing.currency }}
      rerunCount={listing.rerun_count}
    />
  );
}
