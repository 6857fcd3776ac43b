import { isUuid } from '@gavel/contract/values';
import type { AuditEvent } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { TimeAgo } from '../../components/time-ago';
import { EventCode, EventSentence } from './event-line';

const cellLabel = 'text-xs font-medium text-zinc-500 uppercase md:sr-only dark:text-zinc-400';

export const AUDIT_COLUMNS = 'md:grid-cols-[10rem_minmax(0,1fr)_13rem]';

/** The first block of a UUID: enough to tell rows apart at a glance. */
const shortId = (id: string) => id.slice(0, 8);

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  // Ids shortened like the subject column; the whole value is in the tooltip.
  if (typeof value === 'string') return isUuid(value) ? `${shortId(value)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The record behind the sentence, folded away: the actor's account, the subject's id and `data`
 * as the API names it (`amount_cents`), for staff who need the exact values.
 */
function EventDetails({ event }: { event: AuditEvent }) {
  const entries: [string, unknown][] = [
    ['actor', event.actor_email ?? (event.actor_id ? 'Deleted account' : 'System')],
    [event.subject_type, event.subject_id],
    ...Object.entries(event.data),
  ];
  return (
    <details className="group text-xs">
      <summary className="w-fit cursor-pointer rounded text-zinc-600 select-none hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100">
        Details
      </summary>
      <dl className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 font-mono">
        {entries.map(([key, value]) => (
          <div key={key} className="flex min-w-0 gap-1">
            <dt className="text-zinc-500 dark:text-zinc-400">{key}:</dt>
            <dd
              title={typeof value === 'string' ? value : undefined}
              className="[overflow-wrap:anywhere] text-zinc-800 dark:text-zinc-200"
            >
              {formatValue(value)}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** One audit event: a card on a phone, a table-like row from `md` up. */
export function AuditRow({ event }: { event: AuditEvent }) {
  return (
    <li className={`grid gap-2 px-4 py-3 md:items-start md:gap-4 ${AUDIT_COLUMNS}`}>
      <div className="flex flex-col gap-0.5">
        <span className={cellLabel}>Time</span>
        <TimeAgo iso={event.created_at} className="text-sm text-zinc-800 dark:text-zinc-200" />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <span className={cellLabel}>Event</span>
        <p className="text-sm break-words text-zinc-700 dark:text-zinc-300">
          <EventSentence event={event} />
        </p>
        <EventDetails event={event} />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 md:flex-col md:items-start">
        <span className={cellLabel}>Type</span>
        <EventCode type={event.type} />
        <Link
          to="/admin/audit"
          search={(previous) => ({ ...previous, subject: event.subject_id })}
          title={`Show every event of ${event.subject_type} ${event.subject_id}`}
          className="text-xs text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          {event.subject_type} <span className="font-mono">{shortId(event.subject_id)}</span>: show
          its events
        </Link>
      </div>
    </li>
  );
}
