import type { Queues } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useQueues } from '../api/get-queues';

/** Each count and the queue where that work is done. */
const QUEUES = [
  {
    key: 'kyc_pending',
    label: 'KYC pending',
    hint: 'Identity checks to review',
    to: '/admin/kyc',
  },
  {
    key: 'listings_pending',
    label: 'Listings pending',
    hint: 'Listings waiting for review',
    to: '/admin/listings',
  },
  {
    key: 'auctions_schedulable',
    label: 'Auctions to schedule',
    hint: 'Approved, waiting for dates',
    to: '/admin/auctions',
  },
  {
    key: 'auctions_live',
    label: 'Live auctions',
    hint: 'Taking bids now',
    to: '/admin/auctions',
  },
  {
    key: 'disputes_open',
    label: 'Disputes open',
    hint: 'Waiting for a decision',
    to: '/admin/disputes',
  },
  {
    key: 'fees_outstanding',
    label: 'Fees outstanding',
    hint: 'Sold, fee not yet collected',
    to: '/admin/payments',
  },
] as const satisfies readonly { key: keyof Queues; label: string; hint: string; to: unknown }[];

const cardClasses =
  'group flex flex-col gap-1 rounded-lg border border-zinc-200 bg-white p-4 shadow-xs transition-colors hover:border-brand-400 hover:bg-brand-50/40 dark:border-zinc-800 dark:bg-zinc-900 dark:hover:border-brand-600 dark:hover:bg-zinc-800';

export function QueueCards() {
  const queues = useQueues();

  return (
    <section aria-labelledby="queues-heading" className="flex flex-col gap-3">
      <h2 id="queues-heading" className="text-lg font-semibold text-zinc-900 dark:text-white">
        Queues
      </h2>
      {queues.isError ? (
        <QueryError
          title="Could not load the queues"
          error={queues.error}
          onRetry={queues.refetch}
        />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {QUEUES.map((queue) => (
            <li key={queue.key} className="flex">
              <Link to={queue.to} className={`${cardClasses} w-full`}>
                <span className="text-sm font-medium text-zinc-600 dark:text-zinc-300">
                  {queue.label}
                </span>
                {queues.data ? (
                  <span className="text-3xl font-bold text-zinc-900 tabular-nums dark:text-white">
                    {queues.data[queue.key]}
                  </span>
                ) : (
                  <Skeleton className="my-1 h-7 w-12" />
                )}
                <span className="text-xs text-zinc-500 group-hover:text-zinc-700 dark:text-zinc-400 dark:group-hover:text-zinc-200">
                  {queue.hint}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
