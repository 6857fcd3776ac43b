import type { StaffAuction } from '@gavel/contract';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QueryError } from '../../../../components/ui/query-error';
import { LoadingBlock } from '../../../../components/ui/skeleton';
import { formatMoney } from '../../../../lib/format';
import { useSchedulable } from '../api/get-schedulable';
import { Thumbnail } from '../../../../components/media/thumbnail';
import { LoadMore } from '../../../../components/ui/load-more';
import { SectionHeading } from '../../components/section-heading';
import { ScheduleForm } from './schedule-form';

function SchedulableItem({ auction }: { auction: StaffAuction }) {
  const { currency } = auction;
  const titleId = `schedulable-${auction.id}`;
  return (
    <li>
      <Card
        role="group"
        aria-labelledby={titleId}
        className="grid gap-4 p-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-6"
      >
        <div className="flex min-w-0 gap-3">
          <Thumbnail url={auction.listing.thumbnail_url} />
          <div className="min-w-0">
            <h3 id={titleId} className="font-medium break-words text-zinc-900 dark:text-white">
              {auction.listing.title ?? 'Untitled listing'}
            </h3>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="text-zinc-500 dark:text-zinc-400">Starting price</dt>
              <dd className="text-zinc-900 tabular-nums dark:text-zinc-100">
                {formatMoney(auction.starting_price_cents, currency)}
              </dd>
              <dt className="text-zinc-500 dark:text-zinc-400">Reserve price</dt>
              <dd className="text-zinc-900 tabular-nums dark:text-zinc-100">
                {auction.reserve_price_cents === null
                  ? 'No reserve'
                  : formatMoney(auction.reserve_price_cents, currency)}
              </dd>
            </dl>
            {auction.listing.location_city && (
              <p className="mt-1 text-xs text-zinc-500 dark:text-zinc-400">
                {auction.listing.location_city}
              </p>
            )}
          </div>
        </div>
        <ScheduleForm auction={auction} />
      </Card>
    </li>
  );
}

/** Auctions awaiting times (status `pending`), oldest approval first. */
export function SchedulableSection() {
  const list = useSchedulable();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (list.isPending) {
    body = <LoadingBlock label="Loading auctions to schedule…" lines={4} />;
  } else if (list.error) {
    body = (
      <QueryError
        title="Auctions to schedule could not be loaded"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState title="Nothing to schedule">
        Approved listings appear here, ready for a start and an end time.
      </EmptyState>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-4">
        {items.map((auction) => (
          <SchedulableItem key={auction.id} auction={auction} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="schedulable-heading" className="flex flex-col gap-4">
      <SectionHeading
        id="schedulable-heading"
        title="Schedulable"
        count={list.hasNextPage ? undefined : list.data ? items.length : undefined}
      />
      {body}
      <LoadMore
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextPage={list.fetchNextPage}
      />
    </section>
  );
}
