import type { PublicListing } from '@gavel/contract';
import { countryName, categoryLabel, formatMoney, humanize } from '../../../lib/format';

export function locationText(listing: Pick<PublicListing, 'location_city' | 'location_country'>) {
  return [listing.location_city, countryName(listing.location_country)].filter(Boolean).join(', ');
}

/** Description, the key facts and the seller's attributes (make, model, year…). */
export function ListingDetails({ listing }: { listing: PublicListing }) {
  const attributes = Object.entries(listing.attributes);
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
      {attributes.length > 0 && (
        <div>
          <h3 className="text-base font-semibold text-zinc-900 dark:text-white">Specifications</h3>
          <table className="mt-3 w-full overflow-hidden rounded-lg text-sm">
            <caption className="sr-only">Specifications of this lot</caption>
            <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
              {attributes.map(([name, value]) => (
                <tr key={name}>
                  <th
                    scope="row"
                    className="w-2/5 py-2 pr-4 text-left font-medium text-zinc-500 dark:text-zinc-400"
                  >
                    {name}
                  </th>
                  <td className="py-2 break-words text-zinc-900 dark:text-zinc-100">
                    {value || '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
