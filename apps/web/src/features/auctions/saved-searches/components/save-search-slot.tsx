import { lazy, Suspense } from 'react';
import type { AuctionsSearch } from '../../search';

// The button, its dialog and the API call come only for a dealer's view: nothing of them is
// part of /auctions' first visit (ADR 052).
const SaveSearch = lazy(() => import('./save-search'));

/** "Save search" for the search on screen, once its code has arrived. */
export function SaveSearchSlot({ search }: { search: AuctionsSearch }) {
  return (
    <Suspense fallback={null}>
      <SaveSearch search={search} />
    </Suspense>
  );
}
