import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { QueryError } from '../../../components/ui/query-error';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/form-errors';
import { AUCTIONS_PAGE_SIZE, useAuctions } from '../api/get-auctions';
import { filtersOf, type AuctionsSearch } from '../search';
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
  const query = useAuctions(filtersOf(search));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(search.q) || search.category !== undefined;

  return (
    <Page
      title="Auctions"
      description="Every lot is reviewed before it goes live. Prices are set by verified dealers bidding in the open."
    >
      <AuctionFilters search={search} onChange={onSearchChange} />

      {query.isPending ? (
        <AuctionGridSkeleton count={AUCTIONS_PAGE_SIZE / 2} />
      ) : query.isError && items.length === 0 ? (
        <QueryError
          title="Auctions could not be loaded"
          error={query.error}
          onRetry={() => query.refetch()}
        />
      ) : items.length === 0 ? (
        <NoResults search={search} filtered={filtered} onSearchChange={onSearchChange} />
      ) : (
        <div className="flex flex-col gap-6">
          <h2 className="sr-only">Results</h2>
          <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
            {items.length === 1 ? '1 auction' : `${String(items.length)} auctions`}
            {query.hasNextPage ? ' shown, more below' : ''}
          </p>
          <ul
            aria-busy={query.isPlaceholderData}
            className={cn(AUCTION_GRID, query.isPlaceholderData && 'opacity-60 transition-opacity')}
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
          {query.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                aria-busy={query.isFetchingNextPage}
                onClick={() => {
                  if (!query.isFetchingNextPage) void query.fetchNextPage();
                }}
              >
                {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            </div>
          )}
        </div>
      )}
    </Page>
  );
}

const EMPTY_TITLES: Record<AuctionsSearch['status'], string> = {
  live: 'No live auctions right now',
  scheduled: 'No upcoming auctions',
  ended: 'No ended auctions yet',
  any: 'No auctions yet',
};

function NoResults({
  search,
  filtered,
  onSearchChange,
}: {
  search: AuctionsSearch;
  filtered: boolean;
  onSearchChange: (patch: SearchPatch) => void;
}) {
  if (filtered) {
    return (
      <EmptyState
        title="No auctions match your search"
        action={
          <Button
            variant="secondary"
            onClick={() => {
              onSearchChange({ q: undefined, category: undefined });
            }}
          >
            Clear search and category
          </Button>
        }
      >
        Try fewer or different words, another category, or another status.
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
