import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryError } from '../../../components/ui/query-error';
import { ENDING_SOON_COUNT, useEndingSoon } from '../api/get-auctions';
import { AUCTION_GRID, AuctionCard, AuctionGridSkeleton } from './auction-card';

/** The home page's "live auctions ending soonest" grid. */
export function EndingSoonSection() {
  const query = useEndingSoon(ENDING_SOON_COUNT);
  const items = query.data?.items ?? [];

  return (
    <section aria-labelledby="ending-soon" className="py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2
            id="ending-soon"
            className="text-2xl font-semibold tracking-tight text-zinc-900 dark:text-white"
          >
            Live auctions ending soon
          </h2>
          <p className="mt-1 text-zinc-600 dark:text-zinc-400">
            Bidding is open now. Late bids extend the clock, so there is still time.
          </p>
        </div>
        <Link
          to="/auctions"
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          See all auctions <span aria-hidden="true">→</span>
        </Link>
      </div>
      <div className="mt-6">
        {query.isPending ? (
          <AuctionGridSkeleton count={3} />
        ) : query.isError ? (
          <QueryError
            title="Live auctions could not be loaded"
            error={query.error}
            onRetry={() => query.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState
            title="No live auctions right now"
            action={
              <Link
                to="/auctions"
                search={{ status: 'scheduled' }}
                className={buttonClasses({ variant: 'secondary' })}
              >
                See upcoming auctions
              </Link>
            }
          >
            New lots go live every day. Have a look at what is starting soon.
          </EmptyState>
        ) : (
          <ul className={AUCTION_GRID}>
            {items.map((auction, index) => (
              // A phone shows the first three; the rest are one tap away on /auctions.
              <li key={auction.id} className={index < 3 ? 'flex' : 'hidden sm:flex'}>
                <AuctionCard auction={auction} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
