import {
  ACCEPT_OFFER_WINDOW_SECONDS,
  offerCentsOf,
  RERUN_LIMIT,
  type Listing,
  type StaffAuction,
} from '@gavel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { AUCTION_OUTCOME, SELLER_AUCTION_STATUS } from '../../../components/status/status-labels';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { formatCountdown, formatDateTime, formatMoney } from '../../../lib/format';
import { nextChangeAt, serverNow, useServerNow } from '../../../lib/server-clock';
import { useListingAuction } from '../api/get-listing-auction';
import { listingKeys } from '../api/keys';
import type { LiveConnection } from '../../../lib/auction-events';
import { useLiveAuction } from '../hooks/use-live-auction';
import { RerunRequest } from './rerun-request';

/** Time until `iso` on the server's clock, ticking every second. */
function Countdown({ to, over }: { to: string; over: string }) {
  const now = useServerNow(1000);
  return (
    <span role="timer" className="tabular-nums">
      {formatCountdown(Date.parse(to) - now) ?? over}
    </span>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-sm text-zinc-600 dark:text-zinc-400">{term}</dt>
      <dd className="text-right text-sm font-medium text-zinc-900 dark:text-zinc-100">
        {children}
      </dd>
    </div>
  );
}

function ReserveFact({ auction }: { auction: StaffAuction }) {
  if (auction.reserve_price_cents === null) return <Fact term="Reserve">No reserve</Fact>;
  const amount = formatMoney(auction.reserve_price_cents, auction.currency);
  return (
    <Fact term="Reserve">
      {auction.reserve_met ? 'Met' : 'Not met yet'} ({amount})
    </Fact>
  );
}

function LiveIndicator({ connection }: { connection: LiveConnection }) {
  const open = connection === 'open';
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
      <span
        aria-hidden="true"
        className={
          open
            ? 'size-2 rounded-full bg-emerald-500'
            : 'size-2 animate-pulse rounded-full bg-amber-500'
        }
      />
      {open ? 'Updating live' : 'Reconnecting…'}
    </span>
  );
}

/** No event says an auction started, and an end may be missed: look again when one is due. */
function useRefreshWhenDue(listingId: string, auction: StaffAuction | null | undefined) {
  const queryClient = useQueryClient();
  const due = nextChangeAt(auction);
  useEffect(() => {
    if (due === null) return;
    // Capped so a far-off date does not overflow setTimeout's 32-bit delay.
    const delay = Math.min(Math.max(Date.parse(due) - serverNow() + 1500, 500), 2 ** 31 - 1);
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: listingKeys.auction(listingId) });
      void queryClient.invalidateQueries({ queryKey: listingKeys.detail(listingId), exact: true });
    }, delay);
    return () => {
      clearTimeout(timer);
    };
  }, [due, listingId, queryClient]);
}

/** The leading dealer could not buy (ADR 025): how the seller reads it. */
const BLOCKED_LEADER = {
  leader_suspended: 'The highest bidder’s account was suspended, so it cannot buy your item.',
  leader_removed: 'The highest bidder’s account no longer exists, so it cannot buy your item.',
} as const;

function EndedFacts({ auction, listing }: { auction: StaffAuction; listing: Listing }) {
  const now = useServerNow(60_000);
  const blocked = auction.outcome === 'reserve_not_met' ? (auction.unsold_reason ?? null) : null;
  const outcome = blocked
    ? ({ label: 'Not sold', tone: 'warning' } as const)
    : auction.outcome
      ? AUCTION_OUTCOME[auction.outcome]
      : null;
  const price = auction.hammer_price_cents ?? auction.current_price_cents;
  const offer = offerCentsOf(auction);
  const offerOpen =
    auction.outcome === 'reserve_not_met' &&
    offer !== null &&
    listing.status === 'unsold' &&
    auction.ended_at !== null &&
    Date.parse(auction.ended_at) + ACCEPT_OFFER_WINDOW_SECONDS * 1000 > now;
  const canRerun = listing.status === 'unsold' && listing.rerun_count < RERUN_LIMIT;
  return (
    <>
      <dl className="flex flex-col gap-2">
        {outcome && (
          <Fact term="Outcome">
            <Badge tone={outcome.tone}>{outcome.label}</Badge>
          </Fact>
        )}
        {price !== null && (
          <Fact term={auction.outcome === 'sold' ? 'Hammer price' : 'Highest bid'}>
            {formatMoney(price, auction.currency)}
          </Fact>
        )}
        <Fact term="Bids">{auction.bid_count}</Fact>
        {auction.winner && <Fact term="Winning dealer">{auction.winner.company_name}</Fact>}
        {auction.ended_at && <Fact term="Ended">{formatDateTime(auction.ended_at)}</Fact>}
      </dl>
      {blocked && (
        <Alert tone="warning">
          {BLOCKED_LEADER[blocked]}{' '}
          {offerOpen
            ? `The highest bid from a dealer who can buy is ${formatMoney(offer, auction.currency)}.`
            : offer === null
              ? 'No other dealer bid.'
              : ''}
        </Alert>
      )}
      {offerOpen && (
        <Alert tone="warning">
          {blocked
            ? 'You can accept it on the outcome page until'
            : 'The highest bid is below your reserve. You can still accept it on the outcome page until'}{' '}
          {formatDateTime(
            new Date(
              Date.parse(auction.ended_at ?? '') + ACCEPT_OFFER_WINDOW_SECONDS * 1000,
            ).toISOString(),
          )}
          .
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Link
          to="/seller/outcomes/$auctionId"
          params={{ auctionId: auction.id }}
          className={buttonClasses({ variant: canRerun ? 'secondary' : 'primary' })}
        >
          View outcome
        </Link>
        {canRerun && <RerunRequest listing={listing} offerOpen={offerOpen} variant="button" />}
      </div>
      {listing.status === 'unsold' && !canRerun && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          This listing has used all {RERUN_LIMIT} reruns.
        </p>
      )}
      {listing.status === 'unsold' && canRerun && listing.rerun_count > 0 && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Reruns used: {listing.rerun_count} of {RERUN_LIMIT}.
        </p>
      )}
    </>
  );
}

function AuctionBody({ auction, listing }: { auction: StaffAuction; listing: Listing }) {
  const currency = auction.currency;
  switch (auction.status) {
    case 'pending':
      return (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {listing.rerun_count > 0
            ? `Rerun ${String(listing.rerun_count)} of ${String(RERUN_LIMIT)} requested.`
            : 'Your listing is approved.'}{' '}
          Our team will schedule the auction; you will be notified when it is set. Starting price{' '}
          {formatMoney(auction.starting_price_cents, currency)}.
        </p>
      );
    case 'scheduled':
      return (
        <dl className="flex flex-col gap-2">
          <Fact term="Starts in">
            {auction.start_at && <Countdown to={auction.start_at} over="Starting…" />}
          </Fact>
          {auction.start_at && <Fact term="Starts">{formatDateTime(auction.start_at)}</Fact>}
          {auction.end_at && <Fact term="Ends">{formatDateTime(auction.end_at)}</Fact>}
          <Fact term="Starting price">{formatMoney(auction.starting_price_cents, currency)}</Fact>
          <ReserveFact auction={auction} />
        </dl>
      );
    case 'live':
      return (
        <>
          <div>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              {auction.current_price_cents === null ? 'No bids yet · starting at' : 'Current bid'}
            </p>
            <p
              className="text-3xl font-bold tracking-tight text-zinc-900 tabular-nums dark:text-white"
              aria-live="polite"
            >
              {formatMoney(auction.current_price_cents ?? auction.starting_price_cents, currency)}
            </p>
          </div>
          <dl className="flex flex-col gap-2">
            <Fact term="Time left">
              {auction.end_at && <Countdown to={auction.end_at} over="Ending…" />}
            </Fact>
            {auction.end_at && <Fact term="Ends">{formatDateTime(auction.end_at)}</Fact>}
            <Fact term="Bids">{auction.bid_count}</Fact>
            <ReserveFact auction={auction} />
            {auction.start_at && <Fact term="Started">{formatDateTime(auction.start_at)}</Fact>}
          </dl>
          {auction.leader_suspended && (
            <Alert tone="warning" title="The highest bidder’s account is suspended">
              It cannot buy your item: if nobody outbids it, the auction ends unsold and you may
              accept the highest bid from a dealer who can buy. The price shown does not change.
            </Alert>
          )}
        </>
      );
    case 'ended':
      return <EndedFacts auction={auction} listing={listing} />;
  }
}

/** The listing's latest auction as its seller sees it, kept current by the live stream. */
export function AuctionPanel({ listing }: { listing: Listing }) {
  const query = useListingAuction(listing.id);
  const auction = query.data;
  const streaming = auction && (auction.status === 'scheduled' || auction.status === 'live');
  const connection = useLiveAuction(listing.id, streaming ? auction.id : null);
  useRefreshWhenDue(listing.id, auction);

  return (
    <section aria-labelledby="auction-heading">
      <Card className="flex flex-col gap-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="auction-heading" className="text-lg font-semibold text-zinc-900 dark:text-white">
            Auction
          </h2>
          {auction && (
            <Badge tone={SELLER_AUCTION_STATUS[auction.status].tone}>
              {SELLER_AUCTION_STATUS[auction.status].label}
            </Badge>
          )}
        </div>
        {query.isPending ? (
          <LoadingBlock label="Loading the auction…" lines={4} />
        ) : query.isError ? (
          <QueryError
            title="The auction could not be loaded"
            error={query.error}
            onRetry={() => query.refetch()}
          />
        ) : auction ? (
          <>
            <AuctionBody auction={auction} listing={listing} />
            {streaming && <LiveIndicator connection={connection} />}
            {auction.status !== 'pending' && (
              <Link
                to="/auctions/$listingId"
                params={{ listingId: listing.id }}
                className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
              >
                See the public lot page
              </Link>
            )}
          </>
        ) : (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            The auction is being prepared. Check back in a moment.
          </p>
        )}
      </Card>
    </section>
  );
}
