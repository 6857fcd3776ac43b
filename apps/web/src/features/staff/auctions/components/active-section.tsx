import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QueryError } from '../../../../components/ui/query-error';
import { LoadingBlock } from '../../../../components/ui/skeleton';
import { useServerNow } from '../../../../lib/server-clock';
import { useActiveAuctions } from '../api/get-active';
import { ACTIVE_COLUMNS, ActiveRow } from './active-row';
import { LoadMore } from '../../../../components/ui/load-more';
import { SectionHeading } from '../../components/section-heading';
import { ColumnHeads } from '../../components/column-heads';

/** Scheduled and live auctions, soonest end first, kept current by a light poll. */
export function ActiveSection() {
  const list = useActiveAuctions();
  const now = useServerNow(1000);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const live = items.filter((auction) => auction.status === 'live').length;

  let body;
  if (list.isPending) {
    body = <LoadingBlock label="Loading active auctions…" lines={4} />;
  } else if (list.error && items.length === 0) {
    body = (
      <QueryError
        title="Active auctions could not be loaded"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState title="No scheduled or live auctions">
        Auctions show here from the moment they are scheduled until they end.
      </EmptyState>
    );
  } else {
    body = (
      <Card className="overflow-hidden">
        <ColumnHeads
          columns={['Auction', 'Status', 'Price', 'Actions']}
          grid={`md:gap-6 ${ACTIVE_COLUMNS}`}
        />
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {items.map((auction) => (
            <ActiveRow key={auction.id} auction={auction} now={now} />
          ))}
        </ul>
      </Card>
    );
  }

  return (
    <section aria-labelledby="active-heading" className="flex flex-col gap-4">
      <SectionHeading id="active-heading" title="Active">
        {items.length > 0 && (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {live} live · {items.length - live} scheduled
            {list.hasNextPage ? ' on this page' : ''} · updates every few seconds
          </p>
        )}
      </SectionHeading>
      {list.error && items.length > 0 && (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
          Could not refresh ({list.error.message}); trying again in a few seconds.
        </p>
      )}
      {body}
      <LoadMore
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextPage={list.fetchNextPage}
      />
    </section>
  );
}
