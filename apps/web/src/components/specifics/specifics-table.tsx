import type { ListingCategory, SpecificValue } from '@gavel/contract';
import { cn } from '../../lib/cn';
import { specificsRows } from './specifics-rows';

/**
 * A listing's specifications as a table (SPEC §11): its category's specifics with their labels,
 * units and option labels, then the seller's free attributes. Nothing when there are none.
 */
export function SpecificsTable({
  category,
  specifics,
  attributes,
  headingId = 'lot-specifications',
  className,
}: {
  category: ListingCategory | null;
  specifics: Readonly<Record<string, SpecificValue>>;
  attributes?: Readonly<Record<string, string>>;
  headingId?: string;
  className?: string;
}) {
  const rows = specificsRows(category, specifics, attributes);
  if (rows.length === 0) return null;
  return (
    <div className={className}>
      <h3 id={headingId} className="text-base font-semibold text-zinc-900 dark:text-white">
        Specifications
      </h3>
      <table aria-labelledby={headingId} className="mt-3 w-full text-sm">
        <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {rows.map((row) => (
            <tr key={row.key} data-specific={row.key}>
              <th
                scope="row"
                className="w-2/5 py-2 pr-4 text-left align-top font-medium text-zinc-500 dark:text-zinc-400"
              >
                {row.label}
              </th>
              <td
                className={cn(
                  'py-2 break-words text-zinc-900 dark:text-zinc-100',
                  row.code && 'font-mono tracking-wide break-all',
                )}
              >
                {row.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
