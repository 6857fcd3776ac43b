import type { AdminListing } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { categoryLabel, formatMoney, formatDateTime } from '../../../lib/format';
import { usePendingListings } from '../api/get-pending-listings';
import { LoadMore } from '../../../components/ui/load-more';
import { ReviewNextButton } from './review-next-button';
import { StaffCell, StaffRow, StaffTable } from './staff-table';
import { KycStatusBadge } from './status-badges';
import { StaffPage } from './staff-page';
import { TimeAgo } from './time-ago';

const COLUMNS = ['Listing', 'Category', 'Starting price', 'Seller', 'Seller KYC', 'Submitted'];

/** Someone (perhaps this reviewer) holds a live "Review next" claim on it. */
const isClaimed = (listing: AdminListing) =>
  listing.review_claimed_until !== null && new Date(listing.review_claimed_until) > new Date();

function ListingRow({ listing }: { listing: AdminListing }) {
  return (
    <StaffRow>
      <StaffCell>
        <Link
          to="/admin/listings/$listingId"
          params={{ listingId: listing.id }}
          className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {listing.title ?? 'Untitled listing'}
        </Link>
        {isClaimed(listing) && listing.review_claimed_until && (
          <span className="mt-1 block">
            <Badge tone="brand">Claimed until {formatDateTime(listing.review_claimed_until)}</Badge>
          </span>
        )}
      </StaffCell>
      <StaffCell label="Category">{categoryLabel(listing.category)}</StaffCell>
      <StaffCell label="Starting price" className="tabular-nums sm:whitespace-nowrap">
        {listing.starting_price_cents === null
          ? '—'
          : formatMoney(listing.starting_price_cents, listing.currency)}
      </StaffCell>
      <StaffCell label="Seller">
        <span className="block">{listing.seller.name}</span>
        <span className="block text-xs text-zinc-500 dark:text-zinc-400">
          {listing.seller.email}
        </span>
      </StaffCell>
      <StaffCell label="Seller KYC">
        <KycStatusBadge status={listing.seller.kyc_status} />
      </StaffCell>
      <StaffCell label="Submitted" className="text-xs sm:min-w-40">
        {listing.submitted_at ? <TimeAgo iso={listing.submitted_at} /> : '—'}
      </StaffCell>
    </StaffRow>
  );
}

/** /admin/listings: the pending review queue, oldest submission first. */
export function ListingsQueuePage() {
  const pending = usePendingListings();
  const listings = pending.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <StaffPage
      title="Listings to review"
      description="Oldest submissions first. “Review next” claims a listing for 10 minutes so two reviewers never open the same one."
      actions={<ReviewNextButton />}
    >
      {pending.isPending ? (
        <LoadingBlock label="Loading listings…" lines={6} />
      ) : pending.isError ? (
        <QueryError
          title="Could not load the queue"
          error={pending.error}
          onRetry={pending.refetch}
        />
      ) : listings.length === 0 ? (
        <EmptyState title="Nothing waiting for review">
          Submitted listings appear here until they are approved or rejected.
        </EmptyState>
      ) : (
        <>
          <StaffTable label="Listings waiting for review" columns={COLUMNS}>
            {listings.map((listing) => (
              <ListingRow key={listing.id} listing={listing} />
            ))}
          </StaffTable>
          <LoadMore
            hasNextPage={pending.hasNextPage}
            isFetchingNextPage={pending.isFetchingNextPage}
            fetchNextPage={pending.fetchNextPage}
          />
        </>
      )}
    </StaffPage>
  );
}
