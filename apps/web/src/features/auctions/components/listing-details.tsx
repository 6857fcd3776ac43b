import type { PublicListing } from '@gavel/contract';
import { countryName, categoryLabel, formatMoney, humanize } from '../../../lib/format';
import { hasSpecifications, LotSpecifics } from './lot-item-slot';

export function locationText(listing: Pick<PublicListing, 'location_city' | 'location_country'>) {
  return [listing.location_city, countryName(listing.location_country)].filter(Boolean).join(', ');
}

/**
 * Description, the key facts and the specifications: the category's specifics and the seller's
 * free attributes. `vin` is the whole VIN for one who may see it (a signed-in dealer, ADR 047);
 * the public answer's is masked.
 */
export function ListingDetails({
  listing,
  vin,
}: {
  listing: PublicListing;
  vin?: string | undefined;
}) {
  const location = locationText(listing);
  const facts: [string, string][] = [
    ['Category', categoryLabel(listing.category)],
    ['Condition', listing.condition ? humanize(listing.condition) : 'Not stated'],
    ['Location', location || 'Not stated'],
  ];
  if (listing.starting_price_cents !== null) {
    facts.push(['Starting price', formatMoney(listing.starting_price_cents, listing.currency)]);
  }

  return (
    <section aria-labelledby="lot-details" className="flex flex-col gap-6">
      <h2 id="lot-details" className="text-xl font-semibold text-zinc-900 dark:text-white">
        About this lot
      </h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
              {term}
            </dt>
            <dd className="mt-0.5 text-zinc-900 dark:text-zinc-100">{value}</dd>
          </div>
        ))}
      </dl>
      {listing.description.trim() ? (
        <div className="max-w-prose leading-relaxed whitespace-pre-line text-zinc-700 dark:text-zinc-300">
          {listing.description}
        </div>
      ) : (
        <p className="text-zinc-500 dark:text-zinc-400">The seller has not added a description.</p>
      )}
      {hasSpecifications(listing) && (
        <LotSpecifics
          category={listing.category}
          specifics={vin ? { ...listing.specifics, vin } : listing.specifics}
          attributes={listing.attributes}
        />
      )}
    </section>
  );
}
