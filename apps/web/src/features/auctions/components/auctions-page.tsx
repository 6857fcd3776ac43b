import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { LoadMore } from '../../../components/ui/load-more';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { LINE_ICON } from '../../../components/ui/icon';
import { QueryError } from '../../../components/ui/query-error';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/form-errors';
import { hasRole, useSession } from '../../../lib/session';
import { useAuctionFacets } from '../api/get-auction-facets';
import { AUCTIONS_PAGE_SIZE, useAuctions } from '../api/get-auctions';
import {
  facetFiltersOf,
  filterChips,
  filtersOf,
  withoutFilters,
  type FilterChip,
} from '../filters';
import type { AuctionsSearch } from '../search';
import { SaveSearchSlot } from '../saved-searches/components/save-search-slot';
import { AUCTION_GRID, AuctionCard, AuctionGridSkeleton } from './auction-card';
import { AuctionFilters, type SearchPatch } from './auction-filters';

/** `/auctions`: search, filter, sort and page through auction cards. */
export function AuctionsPage({
  search,
  onSearchChange,
}: {
  search: AuctionsSearch;
  onSearchChange: (patch: SearchPatch, options?: { replace?: boolean }) => void;
}) {
  const filters = filtersOf(search);
  const query = useAuctions(filters);
  const facets = useAuctionFacets(facetFiltersOf(filters));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const chips = filterChips(search);
  // The count of every match once the counts belong to these filters; else what is shown.
  const total = facets.data && !facets.isPlaceholderData ? facets.data.total : null;

  return (
    <Page
      title="Auctions"
      description="Every lot is reviewed before it goes live. Prices are set by verified dealers bidding in the open."
    >
      <AuctionFilters search={search} facets={facets.data} onChange={onSearchChange}>
        {/* Hidden while empty: no chips, and not a dealer. */}
        <div className="flex flex-wrap items-start gap-x-4 gap-y-2 empty:hidden">
          {chips.length > 0 && (
            <div className="w-full min-w-0 sm:w-auto sm:flex-1">
              <ActiveFilters search={search} chips={chips} />
            </div>
          )}
          <DealerSaveSearch search={search} />
        </div>
        {query.isPending ? (
          <AuctionGridSkeleton count={AUCTIONS_PAGE_SIZE / 2} />
        ) : query.isError && items.length === 0 ? (
          <QueryError
            title="Auctions could not be loaded"
            error={query.error}
            onRetry={() => query.refetch()}
          />
        ) : items.length === 0 ? (
          <NoResults search={search} filtered={chips.length > 0} />
        ) : (
          <div className="flex flex-col gap-6">
            <h2 className="sr-only">Results</h2>
            <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
              {total !== null ? (
                total === 1 ? (
                  '1 auction'
                ) : (
                  `${String(total)} auctions`
                )
              ) : (
                <>
                  {items.length === 1 ? '1 auction' : `${String(items.length)} auctions`}
                  {query.hasNextPage ? ' shown, more below' : ''}
                </>
              )}
            </p>
            <ul
              aria-busy={query.isPlaceholderData}
              className={cn(
                AUCTION_GRID,
                query.isPlaceholderData && 'opacity-60 transition-opacity',
              )}
            >
              {items.map((auction, index) => (
                <li
                  key={auction.id}
                  className={cn(
                    'flex',
                    // Cards after the first skip layout and paint while far from the screen, so
                    // their lazy photos wait until they come near instead of taking a slow
                    // network's bandwidth at first paint; `auto` keeps the size a card last had.
                    // Paint is clipped to the item: a padding its margin takes back (half the gap)
                    // leaves room for the card's focus ring and shadow.
                    index > 0 &&
                      '-m-2.5 p-2.5 [contain-intrinsic-size:auto_25.25rem] [content-visibility:auto]',
                  )}
                >
                  {/* The first card is in view everywhere and its photo is a phone's largest
                    paint: it loads first, alone. Eager photos for the rest of a wide screen's
                    first row would share a phone's bandwidth with it, and lazy ones in view
                    load right after layout (bench scenario 5). */}
                  <AuctionCard auction={auction} eager={index === 0} />
                </li>
              ))}
            </ul>
            {query.isFetchNextPageError && (
              <Alert tone="danger" title="More auctions could not be loaded">
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
      </AuctionFilters>
    </Page>
  );
}

const EMPTY_TITLES: Record<AuctionsSearch['status'], string> = {
  live: 'No live auctions right now',
  scheduled: 'No upcoming auctions',
  ended: 'No ended auctions yet',
  any: 'No auctions yet',
};

function NoResults({ search, filtered }: { search: AuctionsSearch; filtered: boolean }) {
  if (filtered) {
    return (
      <EmptyState
        title="No auctions match your search"
        action={
          <Link
            to="/auctions"
            search={withoutFilters(search)}
            className={buttonClasses({ variant: 'secondary' })}
          >
            Clear all filters
          </Link>
        }
      >
        Try fewer filters or different words, another category, or another status.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      title={EMPTY_TITLES[search.status]}
      action={
        search.status === 'live' ? (
          <Link
            to="/auctions"
            search={{ status: 'scheduled' }}
            className={buttonClasses({ variant: 'secondary' })}
          >
            See upcoming auctions
          </Link>
        ) : undefined
      }
    >
      New lots are reviewed and scheduled every day. Check back soon.
    </EmptyState>
  );
}

/** The active filters as links that remove them (they work before the app runs too). */
function ActiveFilters({ search, chips }: { search: AuctionsSearch; chips: FilterChip[] }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">Active filters</h2>
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.id}>
            <Link
              to="/auctions"
              search={chip.search}
              className="inline-flex min-h-8 items-center gap-1.5 rounded-full border border-zinc-300 bg-white py-1 pr-2 pl-3 text-sm text-zinc-800 hover:border-zinc-400 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800"
            >
              <span className="sr-only">Remove </span>
              {chip.label}
              <svg {...LINE_ICON} width={14} height={14}>
                <path d="M18 6 6 18M6 6l12 12" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to="/auctions"
        search={withoutFilters(search)}
        className="px-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-400"
      >
        Clear all
      </Link>
    </div>
  );
}

/**
 * "Save search" for a signed-in dealer (SPEC §12). The server's HTML has no session: the session
 * is read here, not by the page, so its change after hydration re-renders this alone and never
 * the page's parts still hydrating.
 */
function DealerSaveSearch({ search }: { search: AuctionsSearch }) {
  const dealer = hasRole(useSession(), 'DEALER');
  if (!dealer) return null;
  return (
    <div className="ml-auto">
      <SaveSearchSlot search={search} />
    </div>
  );
}
