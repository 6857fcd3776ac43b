import { offerCentsOf, uuidSchema, type StaffAuction } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { useServerNow } from '../../../lib/server-clock';
import { useSellerAuction } from '../api/get-seller-auction';
import { useListingQuery } from '../api/get-listing';
import { useListingAuction } from '../api/get-listing-auction';
import { AcceptOfferPanel, offerDeadline } from './accept-offer-panel';
import { DealerContactCard } from './dealer-contact-card';
import { OutcomeError } from './outcome-error';
import { OutcomeSummary } from './outcome-summary';
import { RerunRequest } from './rerun-request';
import { SellerNegotiation } from './seller-negotiation';

// Only a sale has a dispute and a conversation (SPEC §13.3, §13.4).
const SellerAfterSale = lazy(() =>
  import('./seller-after-sale').then((m) => ({ default: m.SellerAfterSale })),
);

const linkClass =
  'font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300';

function NotEnded({ auction }: { auction: StaffAuction }) {
  const when =
    auction.status === 'live' && auction.end_at
      ? `It is live and ends ${formatDateTime(auction.end_at)}.`
      : auction.status === 'scheduled' && auction.start_at
        ? `It starts ${formatDateTime(auction.start_at)}.`
        : 'Our team has not scheduled it yet.';
  return (
    <Alert tone="info" title="This auction has not ended yet">
      <p>{when} Its outcome appears here once it ends.</p>
      <p className="mt-2">
        <Link
          to="/seller/listings/$listingId"
          params={{ listingId: auction.listing_id }}
          className={linkClass}
        >
          Follow it on the listing page
        </Link>
      </p>
    </Alert>
  );
}

/**
 * The seller's options after an unsold end: negotiate with the highest bidder or take the
 * highest bid (below the reserve, 48 h on the server's clock), and/or run it again. Both need the listing still unsold with this auction as
 * its latest — a rerun request closes them.
 */
function UnsoldOptions({ auction }: { auction: StaffAuction }) {
  const listing = useListingQuery(auction.listing_id);
  const latest = useListingAuction(auction.listing_id);
  const now = useServerNow(30_000);
  if (listing.isPending || latest.isPending) return <LoadingBlock label="Loading your options…" />;
  if (listing.isError || latest.isError) {
    return (
      <Alert tone="danger" title="Your options could not be loaded">
        {(listing.error ?? latest.error)?.message}
      </Alert>
    );
  }
  const open = listing.data.status === 'unsold' && latest.data?.id === auction.id;
  if (!open) {
    return (
      <Alert tone="info" title="A rerun was requested">
        <p>This listing has a new auction, so the options for this one are closed.</p>
        <p className="mt-2">
          <Link
            to="/seller/listings/$listingId"
            params={{ listingId: auction.listing_id }}
            className={linkClass}
          >
            Follow the new auction on the listing page
          </Link>
        </p>
      </Alert>
    );
  }
  const deadline = offerDeadline(auction);
  const offer = offerCentsOf(auction);
  const offerOpen =
    auction.outcome === 'reserve_not_met' && offer !== null && deadline !== null && deadline > now;
  const title = auction.listing.title ?? listing.data.title ?? 'Your item';
  return (
    <>
      {auction.outcome === 'reserve_not_met' && (
        <SellerNegotiation auction={auction} title={title} />
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {auction.outcome === 'reserve_not_met' && (
          <AcceptOfferPanel auction={auction} title={title} />
        )}
        <RerunRequest listing={listing.data} offerOpen={offerOpen} variant="panel" />
      </div>
    </>
  );
}

/** `/seller/outcomes/{auctionId}`: how an auction of the seller's ended, and what comes next. */
export function OutcomePage({ auctionId }: { auctionId: string }) {
  const validId = uuidSchema.safeParse(auctionId).success;
  const { data: auction, error, isPending, refetch } = useSellerAuction(auctionId, validId);
  if (!validId || error) {
    return (
      <OutcomeError
        error={validId ? error : null}
        onRetry={() => {
          void refetch();
        }}
      />
    );
  }
  const title = auction?.listing.title ?? 'Untitled listing';
  return (
    <Page
      title="Auction outcome"
      description={
        auction && (
          <Link
            to="/seller/listings/$listingId"
            params={{ listingId: auction.listing_id }}
            className={linkClass}
          >
            {title}
          </Link>
        )
      }
      actions={
        <Link to="/seller" className={buttonClasses({ variant: 'secondary' })}>
          Back to dashboard
        </Link>
      }
      className="max-w-4xl"
    >
      {isPending && <LoadingBlock lines={5} />}
      {auction && auction.status !== 'ended' && <NotEnded auction={auction} />}
      {auction?.status === 'ended' && (
        <>
          <OutcomeSummary auction={auction} />
          {auction.outcome === 'sold' ? (
            <DealerContactCard auctionId={auction.id} />
          ) : (
            <UnsoldOptions auction={auction} />
          )}
          {/* A sale, and still once staff cancelled it: the buyer's report and the messages. */}
          {(auction.outcome === 'sold' || auction.outcome === 'cancelled') && (
            <Suspense fallback={<LoadingBlock lines={3} label="Loading the messages…" />}>
              <SellerAfterSale auctionId={auction.id} />
            </Suspense>
          )}
        </>
      )}
    </Page>
  );
}
