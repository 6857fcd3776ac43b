import type { SavedSearch } from '@gavel/contract';
import { SAVED_SEARCHES_MAX } from '@gavel/contract/values';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { buttonClasses } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadMore } from '../../../../components/ui/load-more';
import { Page } from '../../../../components/ui/page';
import { QueryError } from '../../../../components/ui/query-error';
import { LoadingBlock } from '../../../../components/ui/skeleton';
import { errorMessage } from '../../../../lib/form-errors';
import { actionToast } from '../../../../lib/toasts';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { SavedSearchRow } from './saved-search-row';

/**
 * `/dealer/searches` (SPEC §12): the dealer's saved searches, newest first, each with its alert
 * choice, "Open" and "Delete".
 */
export function SavedSearchesPage() {
  const query = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    const { id, name } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        setDeleting(null);
        actionToast('delete-saved-search', 'success', `Deleted “${name}”`);
      },
      onError: (error) => {
        actionToast('delete-saved-search', 'error', errorMessage(error));
      },
    });
  };

  return (
    <Page
      title="Saved searches"
      description={`Be told when new stock matches what you are looking for. Up to ${String(SAVED_SEARCHES_MAX)} searches.`}
      actions={
        <Link to="/auctions" className={buttonClasses({ variant: 'secondary' })}>
          Find auctions
        </Link>
      }
    >
      {query.isPending ? (
        <LoadingBlock lines={4} label="Loading saved searches…" />
      ) : query.isError && items.length === 0 ? (
        <QueryError
          title="Saved searches could not be loaded"
          error={query.error}
          onRetry={() => query.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title="No saved searches yet"
          action={
            <Link to="/auctions" className={buttonClasses()}>
              Browse auctions
            </Link>
          }
        >
          Filter the auctions by what you buy (a make, a year, a price) and choose “Save search”. We
          tell you the moment a matching auction is published, or once a day.
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-4">
          <ul className="flex flex-col gap-3">
            {items.map((search) => (
              <SavedSearchRow key={search.id} search={search} onDelete={setDeleting} />
            ))}
          </ul>
          {query.isFetchNextPageError && (
            <Alert tone="danger" title="More saved searches could not be loaded">
              {errorMessage(query.error)}
            </Alert>
          )}
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            fetchNextPage={query.fetchNextPage}
          />
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this saved search?"
        actionLabel="Delete"
        destructive
        pending={remove.isPending}
        description={
          deleting && (
            <p>
              “{deleting.name}” and its alerts stop. Auctions you were told about stay where they
              are.
            </p>
          )
        }
        onConfirm={confirmDelete}
        onClose={() => {
          setDeleting(null);
        }}
      />
    </Page>
  );
}
