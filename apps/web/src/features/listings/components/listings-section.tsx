import type { ListingStatus } from '@gavel/contract';
import { listingStatusSchema } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMore } from '../../../components/ui/load-more';
import { SelectField } from '../../../components/ui/field';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { useSellerListings } from '../api/get-listings';
import { ListingRow } from './listing-row';
import { LISTING_STATUS } from '../../../components/status/status-labels';

const STATUS_OPTIONS = listingStatusSchema.options.map((value) => ({
  value,
  label: LISTING_STATUS[value].label,
}));

export function ListingsSection({
  status,
  onStatusChange,
}: {
  status: ListingStatus | undefined;
  onStatusChange: (status: ListingStatus | undefined) => void;
}) {
  const listings = useSellerListings(status);
  const items = listings.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (listings.isPending) {
    body = <LoadingBlock label="Loading your listings…" lines={4} />;
  } else if (listings.error) {
    body = (
      <QueryError
        title="Your listings could not be loaded"
        error={listings.error}
        onRetry={() => listings.refetch()}
      />
    );
  } else if (items.length === 0 && status) {
    body = (
      <EmptyState
        title={`No listings with the status “${LISTING_STATUS[status].label}”`}
        action={
          <Button
            variant="secondary"
            onClick={() => {
              onStatusChange(undefined);
            }}
          >
            Show all listings
          </Button>
        }
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        title="No listings yet"
        action={
          <Link to="/seller/listings/new" className={buttonClasses()}>
            Create your first listing
          </Link>
        }
      >
        Describe your item, add photos and set a starting price. You can save a draft and finish it
        later; our team reviews every listing before its auction.
      </EmptyState>
    );
  } else {
    body = (
      <Card className="overflow-hidden">
        <div
          aria-hidden="true"
          className="hidden border-b border-zinc-200 bg-zinc-50 px-4 py-2 text-xs font-medium text-zinc-500 uppercase md:grid md:grid-cols-[minmax(0,1fr)_16rem] md:gap-6 dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-400"
        >
          <span>Listing</span>
          <span>Status</span>
        </div>
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {items.map((listing) => (
            <ListingRow key={listing.id} listing={listing} />
          ))}
        </ul>
      </Card>
    );
  }

  return (
    <section aria-labelledby="your-listings" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2
          id="your-listings"
          className="text-xl font-semibold tracking-tight text-zinc-900 dark:text-white"
        >
          Your listings
        </h2>
        {(status !== undefined || items.length > 0) && (
          <SelectField
            label="Status"
            className="w-48"
            placeholder="All listings"
            options={STATUS_OPTIONS}
            value={status ?? ''}
            onChange={(event) => {
              const parsed = listingStatusSchema.safeParse(event.target.value);
              onStatusChange(parsed.success ? parsed.data : undefined);
            }}
          />
        )}
      </div>
      {body}
      <LoadMore
        hasNextPage={listings.hasNextPage}
        isFetchingNextPage={listings.isFetchingNextPage}
        fetchNextPage={listings.fetchNextPage}
      />
    </section>
  );
}
