import { EDITABLE_LISTING_STATUSES } from '@gavel/contract/values';
import type { KycStatus, Listing, ListingStatus, StaffAuction } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useListing } from '../api/get-listing';
import { useListingAuction } from '../api/get-listing-auction';
import { AuctionPanel } from './auction-panel';
import { ListingDetails } from './listing-details';
import { ListingEditor } from './listing-editor';
import { ListingStatusBadge } from './listing-status-badge';

/** Statuses that come with an auction: created when staff approve the listing. */
const WITH_AUCTION: readonly ListingStatus[] = ['approved', 'in_auction', 'sold', 'unsold'];

export function BackToDashboard() {
  return (
    <Link to="/seller" className={buttonClasses({ variant: 'secondary' })}>
      Back to dashboard
    </Link>
  );
}

function Meta({ listing }: { listing: Listing }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <ListingStatusBadge status={listing.status} />
      <span>Created {formatDate(listing.created_at)}</span>
      {listing.submitted_at && <span>Submitted {formatDateTime(listing.submitted_at)}</span>}
    </div>
  );
}

function Timeline({ listing }: { listing: Listing }) {
  const rows: [string, string | null][] = [
    ['Created', listing.created_at],
    ['Submitted', listing.submitted_at],
    ['Last change', listing.updated_at],
  ];
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="text-lg font-semibold text-zinc-900 dark:text-white">History</h2>
      <dl className="flex flex-col gap-2">
        {rows.map(([term, iso]) =>
          iso ? (
            <div key={term} className="flex items-baseline justify-between gap-4 text-sm">
              <dt className="text-zinc-600 dark:text-zinc-400">{term}</dt>
              <dd className="text-right font-medium text-zinc-900 dark:text-zinc-100">
                {formatDateTime(iso)}
              </dd>
            </div>
          ) : null,
        )}
      </dl>
    </Card>
  );
}

function StatusNotice({ listing }: { listing: Listing }): ReactNode {
  if (listing.status === 'rejected') {
    return (
      <Alert tone="danger" title="Our review team asked for changes">
        {listing.rejection_reason && (
          <p className="whitespace-pre-line">“{listing.rejection_reason}”</p>
        )}
        <p className="mt-1">Edit the listing below and submit it again.</p>
      </Alert>
    );
  }
  if (listing.status === 'pending_review') {
    return (
      <Alert tone="info" title="Waiting for review">
        Our team checks every listing before its auction is scheduled. You will get a notification
        when it is reviewed; until then the listing cannot be changed.
      </Alert>
    );
  }
  return null;
}

/** Once bidding has opened, the bids: the auctions' own history, handed in by the route. */
function Bids({
  listing,
  render,
}: {
  listing: Listing;
  render: (auction: StaffAuction) => ReactNode;
}) {
  const { data: auction } = useListingAuction(listing.id);
  if (!auction || (auction.status !== 'live' && auction.status !== 'ended')) return null;
  return render(auction);
}

/** `/seller/listings/{id}`: edit while draft or rejected, else the listing and its auction. */
export function ListingPage({
  listingId,
  kycStatus,
  bidHistory,
}: {
  listingId: string;
  kycStatus: KycStatus | undefined;
  /** The bid history of the listing's auction (the auctions feature's, composed by the route). */
  bidHistory?: (auction: StaffAuction) => ReactNode;
}) {
  const { data: listing } = useListing(listingId);
  const editable = EDITABLE_LISTING_STATUSES.includes(listing.status);
  const notice = useRef<HTMLDivElement>(null);
  // After "Submit for review" the editor gives way to the listing: take the person to the
  // "Waiting for review" notice at the top, which the submit button was far below.
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitted.current || listing.status !== 'pending_review') return;
    submitted.current = false;
    window.scrollTo({ top: 0 });
    notice.current?.focus({ preventScroll: true });
  }, [listing.status]);
  return (
    <Page
      title={listing.title ?? 'Untitled draft'}
      description={<Meta listing={listing} />}
      actions={<BackToDashboard />}
    >
      <div ref={notice} tabIndex={-1} className="outline-none empty:hidden">
        <StatusNotice listing={listing} />
      </div>
      {editable ? (
        <ListingEditor
          key={listing.id}
          listing={listing}
          kycStatus={kycStatus}
          onSubmitted={() => {
            submitted.current = true;
          }}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <ListingDetails listing={listing} />
          <aside
            aria-label="Status and auction"
            className="order-first flex flex-col gap-6 lg:order-last"
          >
            {WITH_AUCTION.includes(listing.status) && <AuctionPanel listing={listing} />}
            {bidHistory && WITH_AUCTION.includes(listing.status) && (
              <Bids listing={listing} render={bidHistory} />
            )}
            <Timeline listing={listing} />
          </aside>
        </div>
      )}
    </Page>
  );
}
