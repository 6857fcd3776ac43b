import type { DealerAuction, DealerProfile, PublicAuction } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { formatMoney, useFormatDateTime } from '../../../lib/format';
import { useServerNow } from '../../../lib/server-clock';
import { hasRole, useSession } from '../../../lib/session';
import { useDealerProfileOrNull } from '../../../lib/queries/get-dealer-profile';
import type { DealerListing } from '@gavel/contract';
import { useDealerListing } from '../api/get-dealer-listing';
import { PricePanel } from './price-panel';
import { standingOf, STANDING_TEXT } from './standing';

// Only an active dealer bids, and only a winner sees the seller's contact: their code (the form,
// its confirmation, the fee) is fetched when they are shown, not with every visitor's first
// visit to a lot (the lot page's initial JS stays within its 150 KB budget).
const BidForm = lazy(() => import('./bid-form').then((m) => ({ default: m.BidForm })));
const WonLot = lazy(() => import('./seller-contact-card').then((m) => ({ default: m.WonLot })));

const link = 'font-medium underline underline-offset-2';

/** Whether this dealer leads, announced politely when it changes (a live bid elsewhere). */
function StandingNote({ auction }: { auction: DealerAuction }) {
  const standing = standingOf(auction);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="empty:hidden">
      {standing && (
        <div
          className={
            standing === 'leading' || standing === 'won'
              ? 'rounded-md border border-emerald-200 bg-emerald-50 px-3 py-1.5 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100'
              : standing === 'outbid'
                ? 'rounded-md border border-red-200 bg-red-50 px-3 py-1.5 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
                : 'rounded-md border border-zinc-200 bg-zinc-50 px-3 py-1.5 text-zinc-800 dark:border-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-100'
          }
        >
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold">{STANDING_TEXT[standing].text}</span>
            {auction.my_max_bid_cents !== null &&
              standing !== 'won' &&
              standing !== 'cancelled' && (
                <span className="text-sm">
                  Your maximum: {formatMoney(auction.my_max_bid_cents, auction.currency)}
                </span>
              )}
          </p>
        </div>
      )}
    </div>
  );
}

/** Why a dealer cannot bid yet, or for a moment. Once it has ended the figures say so. */
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
  // Live past end_at: the server's `ended` event has not arrived yet.
  return (
    <Alert tone="info" title="Closing">
      The auction is closing; the result follows in a moment.
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

/** Who may bid here, as the page's session tells it. */
export interface DealerAccess {
  isDealer: boolean;
  signedIn: boolean;
  profile: DealerProfile | null | undefined;
  error: Error | null;
  /** The dealer's view of the listing (standing, seller contact), read for an active dealer. */
  view: DealerListing | undefined;
}

/** The session's dealer access, and for an active dealer its view of the listing. */
export function useDealerAccess(listingId: string): DealerAccess {
  const session = useSession();
  const isDealer = hasRole(session, 'DEALER');
  const { profile, error } = useDealerProfileOrNull(isDealer);
  const { data: view } = useDealerListing(listingId, profile?.status === 'active');
  return { isDealer, signedIn: session !== null, profile, error, view };
}

/**
 * The lot's panel on `/auctions/{listingId}` (and so on `/dealer/listings/{listingId}`, which
 * leads there): the figures (status, price, minimum next bid, time left, closing time), where
 * this dealer stands, after a win the fee and the seller's contact, and what can be done now:
 * the bid form for an active dealer while the auction is live, an invitation to sign in as a
 * dealer for everyone else, onboarding or the profile for a dealer that is not active.
 */
export function LotPanel({
  listingId,
  auction,
  access,
}: {
  listingId: string;
  auction: PublicAuction;
  access: DealerAccess;
}) {
  const { isDealer, signedIn, profile, error, view } = access;
  const mine = view?.auction?.id === auction.id ? view.auction : null;
  const now = useServerNow(1000);
  const open =
    auction.status === 'live' && auction.end_at !== null && Date.parse(auction.end_at) > now;

  let action: ReactNode;
  if (!isDealer) {
    action =
      auction.status === 'ended' ? null : (
        <SignInPrompt listingId={listingId} signedIn={signedIn} />
      );
  } else if (profile === undefined) {
    action = <LoadingBlock lines={3} label="Checking your dealer access…" />;
  } else if (error) {
    action = (
      <Alert tone="danger" title="Your dealer access could not be checked">
        {error.message}
      </Alert>
    );
  } else if (profile?.status !== 'active') {
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
      />
    );
  } else if (auction.status !== 'ended') {
    action = <Closed auction={auction} />;
  }
  const won = mine !== null && standingOf(mine) === 'won';

  return (
    <Card className="flex flex-col gap-3 p-4 sm:gap-4 sm:p-5">
      <PricePanel auction={auction} />
      {mine && <StandingNote auction={mine} />}
      <Suspense fallback={<LoadingBlock lines={3} />}>
        {won && <WonLot listingId={listingId} auction={mine} contact={view?.seller_contact} />}
        {action && (
          <div className="border-t border-zinc-200 pt-3 sm:pt-4 dark:border-zinc-800">{action}</div>
        )}
      </Suspense>
    </Card>
  );
}
