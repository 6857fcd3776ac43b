import type { SavedSearchAlert } from '@gavel/contract';
import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCHES_MAX } from '@gavel/contract/values';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { LINE_ICON } from '../../../../components/ui/icon';
import { TextField } from '../../../../components/ui/field';
import { ApiError } from '../../../../lib/api-client';
import { splitFormError } from '../../../../lib/form-errors';
import { actionToast } from '../../../../lib/toasts';
import type { AuctionsSearch } from '../../search';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { filtersOfSearch, filterWords, suggestedName } from '../filters';
import { AlertChoice } from './alert-choice';

/** A failure the dialog shows: per field, or one message for the whole search. */
interface Problems {
  name?: string | undefined;
  alert?: string | undefined;
  /** A `filters.*` message: these filters cannot be saved. */
  filters?: string | undefined;
  /** 409 `limit_reached`: the dealer has 25 already. */
  limit?: boolean;
}

function problemsOf(error: unknown): Problems | null {
  if (error instanceof ApiError && error.code === 'limit_reached') return { limit: true };
  const { fields } = splitFormError(error, ['name', 'alert', 'filters']);
  const filters = Object.entries(fields).find(([path]) => path.startsWith('filters'));
  if (Object.keys(fields).length === 0) return null;
  return {
    name: fields.name,
    alert: fields.alert,
    filters: filters ? filters[1] : undefined,
  };
}

/**
 * "Save search" on /auctions, for a signed-in dealer (SPEC §12): a dialog with "Name"
 * (suggested from the filters' words), "Alerts" (Instantly by default) and the filters being
 * saved in words. Loaded only when a dealer's page shows it (the page's first visit stays within
 * its JS budget, ADR 052).
 */
export default function SaveSearch({ search }: { search: AuctionsSearch }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const filtersId = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [alert, setAlert] = useState<SavedSearchAlert>('instant');
  const [problems, setProblems] = useState<Problems>({});
  const create = useCreateSavedSearch();
  const navigate = useNavigate();
  const words = filterWords(search);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  const start = () => {
    setName(suggestedName(search));
    setAlert('instant');
    setProblems({});
    create.reset();
    setOpen(true);
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const trimmed = name.trim();
    if (trimmed === '') {
      setProblems({ name: 'Required' });
      return;
    }
    setProblems({});
    create.mutate(
      { name: trimmed, alert, filters: filtersOfSearch(search) },
      {
        onSuccess: (saved) => {
          setOpen(false);
          actionToast('save-search', 'success', `Saved “${saved.name}”`, {
            action: {
              label: 'Saved searches',
              onClick: () => void navigate({ to: '/dealer/searches' }),
            },
          });
        },
        onError: (error) => {
          const shown = problemsOf(error);
          if (shown) setProblems(shown);
          else actionToast('save-search', 'error', error.message);
        },
      },
    );
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={start} aria-haspopup="dialog">
        <svg {...LINE_ICON} width={16} height={16}>
          <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1Z" />
        </svg>
        Save search
      </Button>
      <dialog
        ref={ref}
        onClose={() => {
          setOpen(false);
        }}
        aria-labelledby={titleId}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-zinc-200 bg-white p-0 text-zinc-900 shadow-xl backdrop:bg-zinc-950/60 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100"
      >
        {open && (
          <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-5">
            <div className="flex flex-col gap-1">
              <h2 id={titleId} className="text-lg font-semibold">
                Save search
              </h2>
              <p className="text-sm text-zinc-600 dark:text-zinc-300">
                Be told when a new auction matches.
              </p>
            </div>
            <section aria-labelledby={filtersId} className="flex flex-col gap-1.5">
              <h3 id={filtersId} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
                Filters
              </h3>
              {words.length > 0 ? (
                <ul className="flex flex-wrap gap-1.5">
                  {words.map((word) => (
                    <li
                      key={word}
                      className="rounded-full border border-zinc-300 px-2.5 py-0.5 text-sm text-zinc-800 dark:border-zinc-700 dark:text-zinc-200"
                    >
                      {word}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-zinc-600 dark:text-zinc-400">
                  None: every new auction matches.
                </p>
              )}
              {problems.filters && (
                <p className="text-sm text-red-700 dark:text-red-400">
                  These filters cannot be saved: {problems.filters}
                </p>
              )}
            </section>
            <TextField
              label="Name"
              maxLength={SAVED_SEARCH_NAME_MAX}
              autoComplete="off"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
              }}
              error={problems.name}
            />
            <AlertChoice value={alert} onChange={setAlert} error={problems.alert} />
            {problems.limit && (
              <Alert tone="danger" title="You have reached the limit">
                A dealer keeps at most {SAVED_SEARCHES_MAX} saved searches.{' '}
                <Link to="/dealer/searches" className="font-medium underline underline-offset-4">
                  Delete one
                </Link>{' '}
                to save this search.
              </Alert>
            )}
            <div className="flex justify-end gap-2">
              <Button
                variant="secondary"
                onClick={() => {
                  setOpen(false);
                }}
              >
                Cancel
              </Button>
              <Button type="submit" aria-busy={create.isPending}>
                Save search
              </Button>
            </div>
          </form>
        )}
      </dialog>
    </>
  );
}
