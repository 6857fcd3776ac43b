import type { DealerStatus } from '@gavel/contract';
import { Link } from '@tanstack/react-router';

const FILTERS: { label: string; status: DealerStatus | undefined }[] = [
  { label: 'All', status: undefined },
  { label: 'Pending', status: 'pending' },
  { label: 'Active', status: 'active' },
  { label: 'Suspended', status: 'suspended' },
];

const chip =
  'inline-flex h-9 items-center rounded-full border border-zinc-300 px-4 text-sm font-medium text-zinc-700 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800 data-[status=active]:border-brand-600 data-[status=active]:bg-brand-600 data-[status=active]:text-white dark:data-[status=active]:border-brand-500 dark:data-[status=active]:bg-brand-600';

/**
 * The status filter as links (it lives in the URL, so a filtered list can be shared and the
 * back button works); the router marks the current one with `aria-current="page"`.
 */
export function DealerStatusFilter() {
  return (
    <nav aria-label="Filter by status">
      <ul className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <li key={filter.label}>
            <Link
              to="/admin/dealers"
              search={filter.status ? { status: filter.status } : {}}
              activeOptions={{ exact: true, includeSearch: true }}
              replace
              className={chip}
            >
              {filter.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
