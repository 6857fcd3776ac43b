import type { SavedSearchAlert } from '@gavel/contract';
import { SAVED_SEARCH_ALERT_LABELS, SAVED_SEARCH_ALERTS } from '@gavel/contract/values';
import { useId } from 'react';
import { cn } from '../../../../lib/cn';

/** What each alert choice means, under its label. */
export const ALERT_HINTS: Record<SavedSearchAlert, string> = {
  instant: 'A notification and an email as soon as a matching auction is published.',
  daily: 'One email a day listing the new matches, when there are any.',
  off: 'No alerts: open the search yourself when you want to.',
};

/**
 * "Alerts": Instantly, Daily or Off (SPEC §12), as a radio group with a line on what each does.
 * Each card is its radio's label (a click anywhere picks it), but a radio is named by its label
 * alone and described by its line. A server message for the choice shows under it.
 */
export function AlertChoice({
  value,
  onChange,
  error,
}: {
  value: SavedSearchAlert;
  onChange: (alert: SavedSearchAlert) => void;
  error?: string | undefined;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-zinc-800 dark:text-zinc-200">
        Alerts
      </legend>
      {SAVED_SEARCH_ALERTS.map((alert) => (
        <label
          key={alert}
          className={cn(
            'flex cursor-pointer gap-3 rounded-md border px-3 py-2.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
            value === alert
              ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-950/40'
              : 'border-zinc-200 hover:border-zinc-300 dark:border-zinc-700 dark:hover:border-zinc-600',
          )}
        >
          <input
            type="radio"
            name={name}
            value={alert}
            checked={value === alert}
            onChange={() => {
              onChange(alert);
            }}
            aria-labelledby={`${name}-${alert}`}
            aria-describedby={`${name}-${alert}-hint`}
            className="mt-0.5 size-4 shrink-0 accent-brand-600"
          />
          <span className="flex flex-col gap-0.5">
            <span
              id={`${name}-${alert}`}
              className="text-sm font-medium text-zinc-900 dark:text-zinc-100"
            >
              {SAVED_SEARCH_ALERT_LABELS[alert]}
            </span>
            <span id={`${name}-${alert}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
              {ALERT_HINTS[alert]}
            </span>
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
