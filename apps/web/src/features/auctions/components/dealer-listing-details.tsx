import type { DealerListing } from '@gavel/contract';
import type { ReactNode } from 'react';
import { locationText } from './listing-details';
import { categoryLabel, formatMoney, humanize } from '../../../lib/format';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-zinc-500 dark:text-zinc-400">{term}</dt>
      <dd className="font-medium text-zinc-900 dark:text-zinc-100">{children}</dd>
    </div>
  );
}

/** What the listing is: the key facts, the seller's description and its attributes. */
export function ListingDetails({ listing }: { listing: DealerListing }) {
  const location = locationText(listing);
  const attributes = Object.entries(listing.attributes);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="listing-facts" className="flex flex-col gap-3">
        <h2 id="listing-facts" className="text-lg font-semibold text-zinc-900 dark:text-white">
          Details
        </h2>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Fact term="Category">{categoryLabel(listing.category)}</Fact>
          <Fact term="Condition">{listing.condition ? humanize(listing.condition) : '—'}</Fact>
          <Fact term="Location">{location || '—'}</Fact>
          <Fact term="Starting price">
            {listing.starting_price_cents === null
              ? '—'
              : formatMoney(listing.starting_price_cents, listing.currency)}
          </Fact>
        </dl>
      </section>

      <section aria-labelledby="listing-description" className="flex flex-col gap-3">
        <h2
          id="listing-description"
          className="text-lg font-semibold text-zinc-900 dark:text-white"
        >
          Description
        </h2>
        {listing.description.trim() ? (
          <p className="max-w-prose leading-relaxed whitespace-pre-line text-zinc-700 dark:text-zinc-300">
            {listing.description}
          </p>
        ) : (
          <p className="text-zinc-500 dark:text-zinc-400">The seller did not add a description.</p>
        )}
      </section>

      {attributes.length > 0 && (
        <section aria-labelledby="listing-attributes" className="flex flex-col gap-3">
          <h2
            id="listing-attributes"
            className="text-lg font-semibold text-zinc-900 dark:text-white"
          >
            Specifications
          </h2>
          <dl className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
            {attributes.map(([name, value]) => (
              <div
                key={name}
                className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 px-4 py-2.5 text-sm"
              >
                <dt className="text-zinc-500 dark:text-zinc-400">{name}</dt>
                <dd className="font-medium break-words text-zinc-900 dark:text-zinc-100">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
