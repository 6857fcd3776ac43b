import { createFileRoute } from '@tanstack/react-router';
import { savedSearchesQueryOptions } from '../../../features/auctions/saved-searches/api/get-saved-searches';
import { SavedSearchesPage } from '../../../features/auctions/saved-searches/components/saved-searches-page';

/** `/dealer/searches` (SPEC §12): the dealer's saved searches and their alerts. */
export const Route = createFileRoute('/dealer/_area/searches')({
  head: () => ({ meta: [{ title: 'Saved searches · Gavel' }] }),
  // Not awaited: the page shows its loading state, and a failed read its "Try again".
  loader: ({ context: { queryClient } }) => {
    queryClient
      .infiniteQuery({ ...savedSearchesQueryOptions(), staleTime: 'static' })
      .catch(() => null);
  },
  component: SavedSearchesPage,
});
