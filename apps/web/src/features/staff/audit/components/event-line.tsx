import type { AuditEvent } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { eventSentence } from '../event-sentence';

const linkClasses =
  'font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300';

/**
 * An audit event as a sentence, its subject a link to the subject's staff page where there is
 * one (a dispute's page; a listing, or an auction's listing: the listing review page).
 */
export function EventSentence({ event }: { event: AuditEvent }) {
  return (
    <>
      {eventSentence(event).map((part, index) => {
        if (typeof part === 'string') return part;
        const key = `subject-${String(index)}`;
        // A dispute's page holds its listing, its thread and its decision.
        if (event.subject_type === 'dispute') {
          return (
            <Link
              key={key}
              to="/admin/disputes/$disputeId"
              params={{ disputeId: event.subject_id }}
              className={linkClasses}
            >
              {part.subject}
            </Link>
          );
        }
        return event.listing_id ? (
          <Link
            key={key}
            to="/admin/listings/$listingId"
            params={{ listingId: event.listing_id }}
            className={linkClasses}
          >
            {part.subject}
          </Link>
        ) : (
          <span key={key} className="font-medium text-zinc-900 dark:text-zinc-100">
            {part.subject}
          </span>
        );
      })}
    </>
  );
}

/** The event's type as its code (SPEC §8: staff read and search by it). */
export function EventCode({ type }: { type: string }) {
  return (
    <code className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-xs text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
      {type}
    </code>
  );
}
