import type { DealerAuctionScope } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { LoadMore } from '../../../components/ui/load-more';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDealerAuctions } from '../api/get-dealer-auctions';
import { AuctionCard } from './dealer-auction-card';

const browse = (
  <Link to="/dealer" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
    See live auctions
  </Link>
);

const EMPTY: Record<DealerAuctionScope, { title: string; body: ReactNode; action?: ReactNode }> = {
  live: {
    title: 'No live auctions right now',
    body: 'New auctions start every day. Check the Upcoming tab to see what opens next.',
    action: (
      <Link
        to="/dealer"
        search={{ tab: 'upcoming' }}
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      >
        See upcoming auctions
      </Link>
    ),
  },
  upcoming: {
    title: 'Nothing scheduled yet',
    body: 'Auctions appear here as soon as our team schedules them.',
  },
  bidding: {
    title: 'You are not bidding in any live auction',
    body: 'Auctions you bid on appear here while they run, with whether you are leading.',
    action: browse,
  },
  watching: {
    title: 'Your watchlist is empty',
    body: 'Open an auction and choose Watch to follow it here; we remind you before it ends.',
    action: browse,
  },
  won: {
    title: 'No won auctions yet',
    body: 'Auctions you win appear here with the seller’s contact details.',
    action: browse,
  },
};

/** The shape of the cards while a tab loads: a row on a phone, tall cards from sm up. */
function ListSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading auctions…</span>
      {[0, 1, 2].map((key) => (
        <div
          key={key}
          className="flex flex-col overflow-hidden rounded-lg border border-zinc-200 dark:border-zinc-800"
        >
          <div className="flex gap-3 p-3 sm:flex-col sm:gap-0 sm:p-0">
            <Skeleton className="aspect-[4/3] w-28 shrink-0 sm:w-full sm:rounded-none" />
            <div className="flex flex-1 flex-col gap-2 sm:px-4 sm:pt-4">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-6 w-1/2" />
            </div>
          </div>
          <div className="flex flex-col gap-3 px-3 pb-3 sm:p-4">
            <Skeleton className="h-5 w-2/5" />
            <Skeleton className="h-8 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** One tab's auctions, a page at a time ("Load more" follows the cursor). */
export function AuctionList({ scope }: { scope: DealerAuctionScope }) {
  const query = useDealerAuctions(scope);

  if (query.isPending) return <ListSkeleton />;
  if (!query.data) {
    return (
      <QueryError
        title="The auctions could not be loaded"
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  }

  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    const empty = EMPTY[scope];
    return (
      <EmptyState title={empty.title} action={empty.action}>
        {empty.body}
      </EmptyState>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((auction) => (
          <li key={auction.id} className="flex">
            <AuctionCard auction={auction} scope={scope} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="flex flex-col items-center gap-2">
          {query.isFetchNextPageError && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {query.error.message}
            </p>
          )}
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            fetchNextPage={query.fetchNextPage}
          />
        </div>
      )}
    </div>
  );
}
