import type { DealerAuction, PublicAuction } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { formatMoney } from '../../../lib/format';
import { hasRole, useSession } from '../../../lib/session';
import { useDealerListing } from '../api/get-dealer-listing';
import { useDealerProfile } from '../../dealer-profile/api/get-dealer-profile';
import { BidForm } from './bid-form';

const link = 'font-medium underline underline-offset-2';

/**
 * Who may bid here: signed-out visitors and other roles are invited to sign in as a dealer;
 * a dealer whose profile is not `active` is sent to onboarding; an active dealer sees where
 * they stand and, while the auction is live, the bid form.
 */
export function BidPanel({ listingId, auction }: { listingId: string; auction: PublicAuction }) {
  const session = useSession();
  const isDealer = hasRole(session, 'DEALER');
  const profile = useDealerProfile(isDealer);
  const active = isDealer && profile.data?.status === 'active';
  const view = useDealerListing(listingId, active);

  if (!isDealer) {
    if (auction.status === 'ended') return null;
    return <SignInPrompt listingId={listingId} signedIn={session !== null} />;
  }
  if (profile.isPending) return <LoadingBlock label="Checking your dealer account…" lines={2} />;
  // An error counts as "no profile" (seed §7).
  if (profile.isError || profile.data.status === 'pending') {
    return (
      <Alert tone="info" title="Finish your dealer onboarding to bid">
        <p>
          {profile.isError
            ? 'Bidding opens once your dealer profile and business checks are complete.'
            : 'Your dealer account is awaiting activation. It becomes active once your business checks are approved.'}{' '}
          <Link to="/dealer/onboarding" className={link}>
            Go to onboarding
          </Link>
        </p>
      </Alert>
    );
  }
  if (profile.data.status === 'suspended') {
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

  const mine = view.data?.auction ?? null;
  return (
    <div className="flex flex-col gap-4">
      <Standing mine={mine} listingId={listingId} />
      {auction.status === 'live' ? (
        <BidForm listingId={listingId} auction={auction} />
      ) : auction.status === 'scheduled' ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Bidding opens when the auction starts. Come back then, or set a reminder.
        </p>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Bidding has closed.</p>
      )}
    </div>
  );
}

/** Where this dealer stands, read from its own view of the auction. */
function Standing({ mine, listingId }: { mine: DealerAuction | null; listingId: string }) {
  if (!mine || (mine.my_max_bid_cents === null && !mine.is_leading)) return null;
  const money = (cents: number) => formatMoney(cents, mine.currency);

  if (mine.status === 'ended') {
    if (!mine.is_leading) {
      return (
        <Alert tone="info" title="You did not win this auction">
          <p>Another dealer placed the highest bid.</p>
        </Alert>
      );
    }
    return mine.outcome === 'sold' ? (
      <Alert tone="success" title="You won this auction">
        <Link to="/dealer/listings/$listingId" params={{ listingId }} className={link}>
          See the seller’s contact details
        </Link>
      </Alert>
    ) : null;
  }
  return (
    <div role="status" aria-live="polite">
      {mine.is_leading ? (
        <Alert tone="success" title="You are the highest bidder">
          {mine.my_max_bid_cents !== null &&
            mine.current_price_cents !== null &&
            mine.my_max_bid_cents > mine.current_price_cents && (
              <p>We will bid for you up to your maximum of {money(mine.my_max_bid_cents)}.</p>
            )}
        </Alert>
      ) : (
        <Alert tone="warning" title="You have been outbid">
          {mine.my_max_bid_cents !== null && (
            <p>Your maximum was {money(mine.my_max_bid_cents)}. Bid again to take the lead.</p>
          )}
        </Alert>
      )}
    </div>
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
