import type { PublicAuction } from '@gavel/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { formatMoney, useFormatDateTime } from '../../../lib/format';
import { useBids } from '../api/get-bids';

// Bids can be seconds apart, so the time shows seconds too.

/** Every bid, newest first, by per-auction alias; the live stream refreshes it. */
export function BidHistory({ auction }: { auction: PublicAuction }) {
  const formatBidTime = useFormatDateTime({ seconds: true });
  const query = useBids(auction.id);
  const bids = query.data?.pages.flatMap((page) => page.items) ?? [];
  const anyProxy = bids.some((bid) => bid.is_proxy);

  return (
    <section aria-labelledby="bid-history" className="flex flex-col gap-4">
      <h2 id="bid-history" className="text-xl font-semibold text-zinc-900 dark:text-white">
        Bid history
      </h2>
      {query.isPending ? (
        <LoadingBlock label="Loading bids…" lines={4} />
      ) : query.isError && bids.length === 0 ? (
        <QueryError
          title="The bids could not be loaded"
          error={query.error}
          onRetry={() => query.refetch()}
        />
      ) : bids.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-300 px-4 py-6 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
          {auction.status === 'scheduled'
            ? 'No bids yet. Bidding opens when the auction starts.'
            : auction.status === 'live'
              ? 'No bids yet. The first bid opens at the starting price.'
              : 'This auction closed without bids.'}
        </p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Bids, newest first</caption>
              <thead className="bg-zinc-50 text-xs tracking-wide text-zinc-500 uppercase dark:bg-zinc-900 dark:text-zinc-400">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium sm:px-4">
                    Bidder
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium sm:px-4">
                    Amount
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium sm:px-4">
                    Time
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
                {bids.map((bid, index) => (
                  <tr
                    key={bid.id}
                    className={index === 0 ? 'bg-emerald-50/60 dark:bg-emerald-950/30' : undefined}
                  >
                    <td className="px-3 py-2 sm:px-4">
                      <span className="flex flex-wrap items-center gap-1.5 text-zinc-900 dark:text-zinc-100">
                        {bid.bidder_alias}
                        {bid.is_proxy && (
                          <Badge tone="brand" className="text-[11px]">
                            <span aria-hidden="true">Auto</span>
                            <span className="sr-only">(automatic bid)</span>
                          </Badge>
                        )}
                        {index === 0 && (
                          <Badge tone="success" className="text-[11px]">
                            {auction.outcome === 'sold' ? 'Winning bid' : 'Highest'}
                          </Badge>
                        )}
                      </span>
                    </td>
                    <td className="px-3 py-2 text-right font-semibold text-zinc-900 tabular-nums sm:px-4 dark:text-white">
                      {formatMoney(bid.amount_cents, auction.currency)}
                    </td>
                    <td className="px-3 py-2 text-zinc-600 sm:px-4 dark:text-zinc-400">
                      <time dateTime={bid.created_at}>{formatBidTime(bid.created_at)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {anyProxy && (
            <p className="text-xs text-zinc-500 dark:text-zinc-400">
              <Badge tone="brand" className="mr-1 text-[11px]">
                Auto
              </Badge>
              placed automatically for a bidder, up to the maximum bid they set.
            </p>
          )}
          {query.hasNextPage && (
            <div>
              <Button
                variant="secondary"
                size="sm"
                aria-busy={query.isFetchingNextPage}
                onClick={() => {
                  if (!query.isFetchingNextPage) void query.fetchNextPage();
                }}
              >
                {query.isFetchingNextPage ? 'Loading…' : 'Show older bids'}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
