import type { SavedSearch, SavedSearchAlert } from '@gavel/contract';
import { SAVED_SEARCH_ALERT_LABELS, SAVED_SEARCH_ALERTS } from '@gavel/contract/values';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { buttonClasses, Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/field';
import { errorMessage } from '../../../../lib/form-errors';
import { useFormatDateTime } from '../../../../lib/format';
import { actionToast } from '../../../../lib/toasts';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { describeFilters, linkSearchOf } from '../filters';

const ALERT_OPTIONS = SAVED_SEARCH_ALERTS.map((alert) => ({
  value: alert,
  label: SAVED_SEARCH_ALERT_LABELS[alert],
}));

/**
 * One saved search: its name, its filters in words, its alert choice (changed in place and
 * saved at once), "Open" (the list with those filters) and "Delete".
 */
export function SavedSearchRow({
  search,
  onDelete,
}: {
  search: SavedSearch;
  onDelete: (search: SavedSearch) => void;
}) {
  const titleId = useId();
  const update = useUpdateSavedSearch();
  const formatDateTime = useFormatDateTime();
  const words = describeFilters(search.filters);
  // The choice shows at once; the server's answer (or the list read again) confirms it.
  const alert = update.isPending && update.variables.alert ? update.variables.alert : search.alert;

  const changeAlert = (next: SavedSearchAlert) => {
    update.mutate(
      { id: search.id, alert: next },
      {
        onSuccess: (saved) => {
          actionToast(
            `saved-search-alert-${search.id}`,
            'success',
            `Alerts for “${saved.name}”: ${SAVED_SEARCH_ALERT_LABELS[saved.alert]}`,
          );
        },
        onError: (error) => {
          actionToast(`saved-search-alert-${search.id}`, 'error', errorMessage(error));
        },
      },
    );
  };

  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex flex-col gap-4 rounded-lg border border-zinc-200 bg-white p-4 shadow-xs sm:flex-row sm:items-end sm:justify-between dark:border-zinc-800 dark:bg-zinc-900"
      >
        <div className="flex min-w-0 flex-col gap-2">
          <h2
            id={titleId}
            className="text-base font-semibold break-words text-zinc-900 dark:text-white"
          >
            {search.name}
          </h2>
          {words.length > 0 ? (
            <ul aria-label="Filters" className="flex flex-wrap gap-1.5">
              {words.map((word) => (
                <li
                  key={word}
                  className="rounded-full border border-zinc-300 px-2.5 py-0.5 text-sm text-zinc-700 dark:border-zinc-700 dark:text-zinc-300"
                >
                  {word}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">Every auction: no filters.</p>
          )}
          <p className="text-xs text-zinc-500 dark:text-zinc-400">
            {search.last_alerted_at
              ? `Last alert ${formatDateTime(search.last_alerted_at)}`
              : 'No alert yet'}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label="Alerts"
            className="w-36"
            options={ALERT_OPTIONS}
            value={alert}
            // Every row has an "Alerts": the search's name says whose it is.
            aria-describedby={titleId}
            aria-busy={update.isPending}
            onChange={(event) => {
              changeAlert(event.target.value as SavedSearchAlert);
            }}
          />
          <Link
            to="/auctions"
            search={linkSearchOf(search.filters)}
            className={buttonClasses({ variant: 'secondary' })}
          >
            Open<span className="sr-only"> “{search.name}”</span>
          </Link>
          <Button
            variant="ghost"
            className="text-red-700 hover:text-red-800 dark:text-red-400 dark:hover:text-red-300"
            onClick={() => {
              onDelete(search);
            }}
          >
            Delete<span className="sr-only"> “{search.name}”</span>
          </Button>
        </div>
      </article>
    </li>
  );
}
