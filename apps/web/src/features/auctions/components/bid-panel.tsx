import type { DealerAuction, DealerProfile, PublicAuction } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { formatMoney, useFormatDateTime } from '../../../lib/format';
import { useServerNow } from '../../../lib/server-clock';
import { hasRole, useSession } from '../../../lib/session';
import { useDealerProfileOrNull } from '../../../lib/queries/get-dealer-profile';
import { useDealerListing } from '../api/get-dealer-listing';
import { AuctionTimer } from './auction-timer';
import { BidForm } from './bid-form';
import { standingOf, STANDING_TEXT } from './standing';
import {
  AUCTION_OUTCOME,
  AUCTION_STATUS,
  reserveBadgeOf,
} from '../../../components/status/status-labels';

const link = 'font-medium underline underline-offset-2';

/** Whether this dealer leads, announced politely when it changes (a live bid elsewhere). */
function StandingNote({ auction, children }: { auction: DealerAuction; children?: ReactNode }) {
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
          {children}
        </div>
      )}
    </div>
  );
}

function Closed({ auction }: { auction: PublicAuction }) {
  const formatDateTime = useFormatDateTime();
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

/** Why this dealer cannot bid yet, and where to go about it. */
function NotActive({ profile }: { profile: DealerProfile | null }) {
  if (profile?.status === 'suspended') {
    return (
      <Alert tone="warning" title="Your dealer account is suspended">
        <p>
          You cannot bid while it is suspended.{' '}
          <Link to="/dealer/profile" className={link}>
            See your profile
          </Link>
        </p>
      </Alert>
    );
  }
  return (
    <Alert tone="info" title="Finish your dealer onboarding to bid">
      <p>
        {profile === null
          ? 'Bidding opens once your dealer profile and business checks are complete.'
          : 'Your dealer account is awaiting activation. It becomes active once your business checks are approved.'}{' '}
        <Link to="/dealer/onboarding" className={link}>
          Go to onboarding
        </Link>
      </p>
    </Alert>
  );
}

function SignInPrompt({ listingId, signedIn }: { listingId: string; signedIn: boolean }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-zinc-200 bg-zinc-50 p-4 dark:border-zinc-800 dark:bg-zinc-900/60">
      <p className="font-semibold text-zinc-900 dark:text-white">Want to bid on this lot?</p>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {signedIn
          ? 'Bidding is open to verified dealers. Sign in with a dealer account to bid.'
          : 'Bidding is open to verified dealers. Sign in or register your business to place a bid.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link
          to="/dealer/login"
          search={{ redirect: `/auctions/${listingId}` }}
          className={buttonClasses()}
        >
          Sign in as a dealer
        </Link>
        <Link to="/dealer/signup" className={buttonClasses({ variant: 'secondary' })}>
          Register as a dealer
        </Link>
      </div>
    </div>
  );
}

/** The dealer's listing page has no price card of its own: the panel opens with the figures. */
function Figures({ auction }: { auction: PublicAuction }) {
  const status = AUCTION_STATUS[auction.status];
  const hasBids = auction.current_price_cents !== null;
  const price = auction.current_price_cents ?? auction.starting_price_cents;
  const reserve = reserveBadgeOf(auction);
  return (
    <>
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
          {reserve && <p className="text-zinc-500 dark:text-zinc-400">{reserve.label}</p>}
        </div>
      </div>
    </>
  );
}

/**
 * The one bid panel, on `/auctions/{listingId}` and on `/dealer/listings/{listingId}`: who may
 * bid (visitors and other roles are invited to sign in as a dealer, a dealer that is not active
 * is sent to onboarding or its profile), where this dealer stands, and while the auction is live
 * the bid form. The pages differ by `variant`:
 * - `public`: the page shows the price in a card of its own, for every visitor; a bid is sent at
 *   once (the form starts at the minimum next bid).
 * - `dealer`: the panel opens with the figures (status, clock, price, bids, reserve) in one card,
 *   and a bid is chosen with quick bids or typed, then confirmed.
 */
export function BidPanel({
  listingId,
  auction,
  variant,
}: {
  listingId: string;
  auction: PublicAuction;
  variant: 'public' | 'dealer';
}) {
  const session = useSession();
  const isDealer = hasRole(session, 'DEALER');
  const { profile, error } = useDealerProfileOrNull(isDealer);
  const active = profile?.status === 'active';
  // The dealer's listing page has read it already; the public page reads it for active dealers.
  const view = useDealerListing(listingId, active);
  const mine = view.data?.auction?.id === auction.id ? view.data.auction : null;
  const now = useServerNow(1000);
  const open =
    auction.status === 'live' && auction.end_at !== null && Date.parse(auction.end_at) > now;

  let action: ReactNode;
  if (!isDealer) {
    action =
      auction.status === 'ended' ? null : (
        <SignInPrompt listingId={listingId} signedIn={session !== null} />
      );
  } else if (profile === undefined) {
    action = <LoadingBlock lines={3} label="Checking your dealer access…" />;
  } else if (error) {
    action = (
      <Alert tone="danger" title="Your dealer access could not be checked">
        {error.message}
      </Alert>
    );
  } else if (!active) {
    action = <NotActive profile={profile} />;
  } else if (open) {
    action = (
      <BidForm
        listingId={listingId}
        auction={{
          ...auction,
          is_leading: mine?.is_leading ?? false,
          my_max_bid_cents: mine?.my_max_bid_cents ?? null,
        }}
        confirm={variant === 'dealer'}
      />
    );
  } else {
    action = <Closed auction={auction} />;
  }
  const standing = mine && (
    <StandingNote auction={mine}>
      {variant === 'public' && standingOf(mine) === 'won' && (
        <Link to="/dealer/listings/$listingId" params={{ listingId }} className={link}>
          See the seller’s contact details
        </Link>
      )}
    </StandingNote>
  );

  if (variant === 'public') {
    return (
      <div className="flex flex-col gap-4">
        {standing}
        {action}
      </div>
    );
  }
  return (
    <Card className="flex flex-col gap-5 p-5">
      <Figures auction={auction} />
      {standing}
      <div className="border-t border-zinc-200 pt-5 dark:border-zinc-800">{action}</div>
    </Card>
  );
}
