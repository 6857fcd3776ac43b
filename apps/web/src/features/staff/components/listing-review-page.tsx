import type { AdminListing } from '@gavel/contract';
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { LISTING_STATUS } from '../../../components/status/status-labels';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { categoryLabel, formatDateTime, formatMoney, humanize } from '../../../lib/format';
import { useAdminListing } from '../api/get-listing';
import { PhotoGallery } from '../../../components/media/photo-gallery';
import { ConditionReportView } from '../../../components/condition/condition-report';
import { SpecificsTable } from '../../../components/specifics/specifics-table';
import { ListingReviewPanel } from './listing-review-panel';
import { StaffRecordFallback } from './staff-record-fallback';
import { StaffPage } from './staff-page';
import { KycStatusBadge } from './status-badges';

/** The gallery's width: the page's 72rem less its padding, and from lg the 20rem column and gap. */
const GALLERY_SIZES =
  '(min-width: 72rem) 48.5rem, (min-width: 64rem) calc(100vw - 23.5rem), calc(100vw - 2rem)';

const backLink =
  'text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300';

function Facts({ items, single = false }: { items: [string, ReactNode][]; single?: boolean }) {
  return (
    <dl
      className={cn(
        'grid grid-cols-1 gap-x-6 gap-y-3 text-sm',
        !single && 'min-[420px]:grid-cols-2',
      )}
    >
      {items.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-zinc-500 dark:text-zinc-400">{term}</dt>
          <dd className="font-medium break-words text-zinc-900 dark:text-zinc-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ListingDetails({ listing }: { listing: AdminListing }) {
  const money = (cents: number | null) =>
    cents === null ? 'None' : formatMoney(cents, listing.currency);
  // DOM order photos → decision → details puts the decision near the top on a phone; on a
  // wide screen the decision and seller sit in a column beside photos and details.
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="min-w-0 lg:col-start-1 lg:row-start-1">
        <PhotoGallery
          photos={listing.photos}
          title={listing.title ?? 'Listing'}
          sizes={GALLERY_SIZES}
          emptyLabel="This listing has no photos."
        />
      </div>
      <div className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <ListingReviewPanel listing={listing} />
        <Card className="flex flex-col gap-3 p-4">
          <h2 className="font-semibold text-zinc-900 dark:text-white">Seller</h2>
          <Facts
            single
            items={[
              ['Name', listing.seller.name],
              ['Email', listing.seller.email],
              ['KYC', <KycStatusBadge key="kyc" status={listing.seller.kyc_status} />],
            ]}
          />
          {listing.seller.kyc_status !== 'approved' && listing.status === 'pending_review' && (
            <Alert tone="warning">
              The seller’s identity check is not approved, so this listing cannot be approved yet.
            </Alert>
          )}
        </Card>
      </div>
      <Card className="flex min-w-0 flex-col gap-4 p-4 lg:col-start-1 lg:row-start-2">
        <h2 className="font-semibold text-zinc-900 dark:text-white">Details</h2>
        <Facts
          items={[
            ['Category', categoryLabel(listing.category)],
            ['Condition', listing.condition ? humanize(listing.condition) : '—'],
            [
              'Location',
              [listing.location_city, listing.location_country].filter(Boolean).join(', ') || '—',
            ],
            ['Starting price', money(listing.starting_price_cents)],
            ['Reserve price', money(listing.reserve_price_cents)],
            ['Reruns', String(listing.rerun_count)],
          ]}
        />
        <div>
          <h3 className="text-sm text-zinc-500 dark:text-zinc-400">Description</h3>
          <p className="mt-1 text-sm whitespace-pre-line text-zinc-900 dark:text-zinc-100">
            {listing.description || 'No description.'}
          </p>
        </div>
        <SpecificsTable
          category={listing.category}
          specifics={listing.specifics}
          attributes={listing.attributes}
          headingId="review-specifications"
        />
      </Card>
      {listing.condition_report && (
        <Card className="min-w-0 p-4 lg:col-start-1 lg:row-start-3">
          <ConditionReportView
            report={listing.condition_report}
            photos={listing.photos}
            headingId="review-condition-report"
          />
        </Card>
      )}
    </div>
  );
}

/** /admin/listings/{id}: everything a reviewer needs to decide, and the decision. */
export function ListingReviewPage({ listingId }: { listingId: string }) {
  const query = useAdminListing(listingId);
  const listing = query.data;
  const back = (
    <Link to="/admin/listings" className={backLink}>
      ← All pending listings
    </Link>
  );

  if (!listing) {
    return (
      <StaffRecordFallback
        what="listing"
        title="Listing review"
        back={back}
        pending={query.isPending}
        missing={query.error instanceof ApiError && [404, 422].includes(query.error.status)}
        error={query.error}
        onRetry={query.refetch}
      />
    );
  }

  const status = LISTING_STATUS[listing.status];
  return (
    <StaffPage
      title={listing.title ?? 'Untitled listing'}
      description={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <Badge tone={status.tone}>{status.label}</Badge>
          {listing.submitted_at && <span>Submitted {formatDateTime(listing.submitted_at)}</span>}
        </span>
      }
    >
      {back}
      <ListingDetails listing={listing} />
    </StaffPage>
  );
}
