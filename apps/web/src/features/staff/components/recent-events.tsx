import { Link } from '@tanstack/react-router';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { useRecentEvents } from '../audit/api/get-events';
import { EventCode, EventSentence } from '../audit/components/event-line';
import { TimeAgo } from './time-ago';

const linkClasses =
  'font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300';

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
              <li key={event.id} className="flex flex-col gap-1.5 px-4 py-3 text-sm">
                <p className="min-w-0 break-words text-zinc-700 dark:text-zinc-300">
                  <EventSentence event={event} />
                </p>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <EventCode type={event.type} />
                  <TimeAgo
                    iso={event.created_at}
                    className="text-xs text-zinc-600 dark:text-zinc-400"
                  />
                </p>
              </li>
            ))}
          </ol>
        </Card>
      )}
    </section>
  );
}
