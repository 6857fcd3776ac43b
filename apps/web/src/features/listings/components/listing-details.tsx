import type { Listing } from '@gavel/contract';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { categoryLabel, formatMoney, humanize } from '../../../lib/format';
import { PhotoGallery } from '../../../components/media/photo-gallery';
import { ConditionReportView } from '../../../components/condition/condition-report';
import { SpecificsTable } from '../../../components/specifics/specifics-table';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryLabel(code: string | null): string {
  if (!code) return '';
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-sm text-zinc-600 sm:w-40 sm:shrink-0 dark:text-zinc-400">{term}</dt>
      <dd className="min-w-0 text-sm font-medium break-words text-zinc-900 dark:text-zinc-100">
        {children}
      </dd>
    </div>
  );
}

const money = (cents: number | null, currency: string, none: string) =>
  cents === null ? none : formatMoney(cents, currency);

/** A listing that can no longer be edited (under review, approved, in or after its auction). */
export function ListingDetails({ listing }: { listing: Listing }) {
  const location = [listing.location_city, countryLabel(listing.location_country)]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Card className="flex flex-col gap-4 p-5">
        <h2 className="text-lg font-semibold text-zinc-900 dark:text-white">Photos</h2>
        <PhotoGallery
          photos={listing.photos}
          title={listing.title ?? 'Untitled listing'}
          sizes="(min-width: 1024px) 40rem, 100vw"
          emptyLabel="This listing has no photos."
        />
      </Card>
      <Card className="flex flex-col gap-4 p-5">
        <h2 className="text-lg font-semibold text-zinc-900 dark:text-white">Details</h2>
        <dl className="flex flex-col gap-3">
          <Row term="Category">{categoryLabel(listing.category)}</Row>
          <Row term="Condition">{listing.condition ? humanize(listing.condition) : '—'}</Row>
          <Row term="Location">{location || '—'}</Row>
          <Row term="Starting price">
            {money(listing.starting_price_cents, listing.currency, '—')}
          </Row>
          <Row term="Reserve price">
            {money(listing.reserve_price_cents, listing.currency, 'No reserve')}
          </Row>
        </dl>
        <SpecificsTable
          category={listing.category}
          specifics={listing.specifics}
          attributes={listing.attributes}
          headingId="listing-specifications"
        />
        {listing.description && (
          <div className="border-t border-zinc-200 pt-4 dark:border-zinc-800">
            <h3 className="text-sm font-semibold text-zinc-900 dark:text-white">Description</h3>
            <p className="mt-2 text-sm whitespace-pre-line text-zinc-700 dark:text-zinc-300">
              {listing.description}
            </p>
          </div>
        )}
      </Card>
      {listing.condition_report && (
        <Card className="p-5">
          <ConditionReportView
            report={listing.condition_report}
            photos={listing.photos}
            headingId="listing-condition-report"
          />
        </Card>
      )}
    </div>
  );
}
