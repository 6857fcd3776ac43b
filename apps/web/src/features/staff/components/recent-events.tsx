import type { AuditEvent } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { useRecentEvents } from '../audit/api/get-events';
import { TimeAgo } from './time-ago';

const linkClasses =
  'font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300';

/** The subject as "listing 1a2b3c4d"; listings link to their review page. */
function Subject({ event }: { event: AuditEvent }) {
  const short = event.subject_id.slice(0, 8);
  if (event.subject_type === 'listing') {
    return (
      <Link
        to="/admin/listings/$listingId"
        params={{ listingId: event.subject_id }}
        className={linkClasses}
      >
        listing <span className="font-mono">{short}</span>
      </Link>
    );
  }
  return (
    <span title={event.subject_id}>
      {event.subject_type} <span className="font-mono">{short}</span>
    </span>
  );
}

export function RecentEvents() {
  const events = useRecentEvents();

  return (
    <section aria-labelledby="events-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="events-heading" className="text-lg font-semibold text-zinc-900 dark:text-white">
          Recent events
        </h2>
        <Link to={'/admin/audit'} className={linkClasses}>
          View audit log
        </Link>
      </div>
      {events.isPending ? (
        <Card className="p-4">
          <LoadingBlock label="Loading events…" lines={5} />
        </Card>
      ) : events.isError ? (
        <QueryError title="Could not load events" error={events.error} onRetry={events.refetch} />
      ) : events.data.items.length === 0 ? (
        <EmptyState title="No events yet">Staff and user actions will appear here.</EmptyState>
      ) : (
        <Card>
          <ol className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {events.data.items.map((event) => (
              <li
                key={event.id}
                className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-baseline sm:gap-4"
              >
                <code className="shrink-0 font-mono text-sm font-semibold text-zinc-900 sm:w-56 dark:text-zinc-100">
                  {event.type}
                </code>
                <span className="min-w-0 flex-1 break-words text-zinc-700 dark:text-zinc-300">
                  {event.actor_email ?? 'System'}
                  <span className="text-zinc-400 dark:text-zinc-500"> · </span>
                  <Subject event={event} />
                </span>
                <TimeAgo
                  iso={event.created_at}
                  className="shrink-0 text-xs text-zinc-600 dark:text-zinc-400"
                />
              </li>
            ))}
          </ol>
        </Card>
      )}
    </section>
  );
}
