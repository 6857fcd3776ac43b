import { Link } from '@tanstack/react-router';
import type { DisputeFilter } from '../api/keys';

const FILTERS: { label: string; filter: DisputeFilter }[] = [
  { label: 'Open', filter: 'open' },
  { label: 'Resolved', filter: 'resolved' },
  { label: 'All', filter: 'all' },
];

const chip =
  'inline-flex h-9 items-center rounded-full border border-zinc-300 px-4 text-sm font-medium text-zinc-700 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800 data-[status=active]:border-brand-600 data-[status=active]:bg-brand-600 data-[status=active]:text-white dark:data-[status=active]:border-brand-500 dark:data-[status=active]:bg-brand-600';

/**
 * The queue's status filter as links, like the dealers' (it lives in the URL); open disputes,
 * the queue's work, are the default.
 */
export function DisputeStatusFilter() {
  return (
    <nav aria-label="Filter by status">
      <ul className="flex flex-wrap gap-2">
        {FILTERS.map(({ label, filter }) => (
          <li key={filter}>
            <Link
              to="/admin/disputes"
              search={filter === 'open' ? {} : { status: filter }}
              activeOptions={{ exact: true, includeSearch: true }}
              replace
              className={chip}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
