import { isUuid } from '@gavel/contract/values';
import type { AuditEvent } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../../../lib/format';

const cellLabel = 'text-xs font-medium text-zinc-500 uppercase md:sr-only dark:text-zinc-400';

export const AUDIT_COLUMNS = 'md:grid-cols-[9rem_12rem_minmax(0,11rem)_8.5rem_minmax(0,1fr)]';

/** The first block of a UUID: enough to tell rows apart at a glance. */
const shortId = (id: string) => id.slice(0, 8);

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  // Ids shortened like the subject column; the whole value is in the tooltip.
  if (typeof value === 'string') return isUuid(value) ? `${shortId(value)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** `data` as compact `key: value` pairs (names as the API sends them, e.g. `amount_cents`). */
function EventData({ data }: { data: Record<string, unknown> }) {
  const entries = Object.entries(data);
  if (entries.length === 0) return <span className="text-zinc-500 dark:text-zinc-400">—</span>;
  return (
    <dl className="flex flex-wrap gap-x-3 gap-y-0.5 font-mono text-xs">
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
  );
}

/** One audit event: a card on a phone, a table-like row from `md` up. */
export function AuditRow({ event }: { event: AuditEvent }) {
  return (
    <li className={`grid gap-2 px-4 py-3 md:items-start md:gap-4 ${AUDIT_COLUMNS}`}>
      <div className="flex items-baseline justify-between gap-2 md:block">
        <span className={cellLabel}>Time</span>
        <time dateTime={event.created_at} className="text-sm text-zinc-700 dark:text-zinc-300">
          {formatDateTime(event.created_at)}
        </time>
      </div>
      <div className="flex items-baseline justify-between gap-2 md:block">
        <span className={cellLabel}>Type</span>
        <code className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-xs text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100">
          {event.type}
        </code>
      </div>
      <div className="flex items-baseline justify-between gap-2 md:block">
        <span className={cellLabel}>Actor</span>
        <span className="text-right text-sm break-all text-zinc-800 md:text-left dark:text-zinc-200">
          {event.actor_email ?? (event.actor_id ? 'Deleted account' : 'System')}
        </span>
      </div>
      <div className="flex items-baseline justify-between gap-2 md:block">
        <span className={cellLabel}>Subject</span>
        <Link
          to="/admin/audit"
          search={(previous) => ({ ...previous, subject: event.subject_id })}
          title={`Show every event of ${event.subject_type} ${event.subject_id}`}
          aria-label={`${event.subject_type} ${shortId(event.subject_id)}: show its events`}
          className="text-sm text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          {event.subject_type} <span className="font-mono">{shortId(event.subject_id)}</span>
        </Link>
      </div>
      <div className="flex flex-col gap-1 md:block">
        <span className={cellLabel}>Data</span>
        <EventData data={event.data} />
      </div>
    </li>
  );
}
