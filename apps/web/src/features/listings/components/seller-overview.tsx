import type { KycStatus, SellerListingItem } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Thumbnail } from '../../../components/media/thumbnail';
import { formatCountdown, formatDateTime, formatMoney } from '../../../lib/format';
import { useServerNow } from '../../../lib/server-clock';
import { useSellerOverview } from '../api/get-listings';

const link =
  'font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300 break-words';
const muted = 'text-sm text-zinc-600 dark:text-zinc-400';
/** How many drafts and rejected listings are named one by one before "and n more". */
const NAMED = 3;

const titleOf = (listing: SellerListingItem) => listing.title ?? 'Untitled draft';
const firstPhoto = (listing: SellerListingItem) =>
  [...listing.photos].sort((a, b) => a.position - b.position)[0]?.thumbnail_url ?? null;

/** The start of this calendar month where the person is. */
function monthStart(now: number): number {
  const date = new Date(now);
  return new Date(date.getFullYear(), date.getMonth(), 1).getTime();
}

export interface SellerOverviewData {
  live: SellerListingItem[];
  /** Below the reserve, still open to accept: soonest deadline first. */
  undecided: SellerListingItem[];
  soldThisMonth: number;
  drafts: SellerListingItem[];
  rejected: SellerListingItem[];
}

/** What the dashboard leads with, from the newest listings and the server's clock. */
export function overviewOf(items: SellerListingItem[], now: number): SellerOverviewData {
  const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Infinity);
  const since = monthStart(now);
  return {
    live: items
      .filter((item) => item.auction?.status === 'live')
      .sort((a, b) => time(a.auction?.end_at) - time(b.auction?.end_at)),
    undecided: items
      .filter((item) => item.status === 'unsold' && time(item.auction?.decide_by) > now)
      .sort((a, b) => time(a.auction?.decide_by) - time(b.auction?.decide_by)),
    soldThisMonth: items.filter(
      (item) =>
        item.status === 'sold' &&
        item.auction?.outcome === 'sold' &&
        time(item.auction.ended_at) >= since,
    ).length,
    drafts: items.filter((item) => item.status === 'draft'),
    rejected: items.filter((item) => item.status === 'rejected'),
  };
}

function Figure({ term, value, hint }: { term: string; value: number; hint: string }) {
  return (
    <div className="flex flex-col gap-1 p-3 sm:p-4">
      <dt className="text-sm text-zinc-600 dark:text-zinc-400">{term}</dt>
      <dd className="text-2xl font-bold tracking-tight text-zinc-900 tabular-nums sm:text-3xl dark:text-white">
        {value}
      </dd>
      <dd className="hidden text-xs text-zinc-500 sm:block dark:text-zinc-400">{hint}</dd>
    </div>
  );
}

function Task({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0 text-sm text-zinc-800 dark:text-zinc-200">{children}</div>
      <div className="shrink-0">{action}</div>
    </li>
  );
}

const KYC_TASK: Partial<Record<KycStatus, string>> = {
  not_started: 'Verify your identity (KYC): listings can only be submitted for review after it.',
  rejected: 'Your identity check (KYC) was not approved: fix it to submit listings.',
  resubmission_requested: 'Our team asked you to resubmit your identity check (KYC).',
};

function Tasks({
  data,
  kycStatus,
}: {
  data: SellerOverviewData;
  kycStatus: KycStatus | undefined;
}) {
  const kycTask = kycStatus ? KYC_TASK[kycStatus] : undefined;
  const tasks: ReactNode[] = [];
  for (const item of data.undecided) {
    const auction = item.auction;
    if (!auction?.decide_by) continue;
    tasks.push(
      <Task
        key={`decide-${auction.id}`}
        action={
          <Link
            to="/seller/outcomes/$auctionId"
            params={{ auctionId: auction.id }}
            className={link}
          >
            Decide now
          </Link>
        }
      >
        <p className="font-medium text-zinc-900 dark:text-white">
          “{titleOf(item)}” ended below your reserve
          {auction.current_price_cents !== null &&
            ` at ${formatMoney(auction.current_price_cents, item.currency)}`}
          .
        </p>
        <p>Accept the highest bid or request a rerun by {formatDateTime(auction.decide_by)}.</p>
      </Task>,
    );
  }
  if (kycTask) {
    tasks.push(
      <Task
        key="kyc"
        action={
          <Link to="/seller/kyc" className={link}>
            {kycStatus === 'not_started' ? 'Start identity check' : 'Fix identity check'}
          </Link>
        }
      >
        {kycTask}
      </Task>,
    );
  }
  for (const item of data.rejected.slice(0, NAMED)) {
    tasks.push(
      <Task
        key={`rejected-${item.id}`}
        action={
          <Link to="/seller/listings/$listingId" params={{ listingId: item.id }} className={link}>
            Fix listing
          </Link>
        }
      >
        <p>
          Our team asked for changes to “{titleOf(item)}”
          {item.rejection_reason ? `: ${item.rejection_reason}` : '.'}
        </p>
      </Task>,
    );
  }
  for (const item of data.drafts.slice(0, NAMED)) {
    tasks.push(
      <Task
        key={`draft-${item.id}`}
        action={
          <Link to="/seller/listings/$listingId" params={{ listingId: item.id }} className={link}>
            Finish draft
          </Link>
        }
      >
        Finish and submit your draft “{titleOf(item)}”.
      </Task>,
    );
  }
  const more = Math.max(0, data.drafts.length - NAMED) + Math.max(0, data.rejected.length - NAMED);
  return (
    <section aria-labelledby="seller-tasks" className="flex flex-col gap-3">
      <h2
        id="seller-tasks"
        className="text-xl font-semibold tracking-tight text-zinc-900 dark:text-white"
      >
        To do
      </h2>
      {tasks.length === 0 ? (
        <p className={muted}>Nothing needs you right now.</p>
      ) : (
        <Card>
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">{tasks}</ul>
          {more > 0 && (
            <p className="border-t border-zinc-200 px-4 py-3 text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
              And {more} more drafts or listings to fix in your listings below.
            </p>
          )}
        </Card>
      )}
    </section>
  );
}

function LiveRow({ item }: { item: SellerListingItem }) {
  const now = useServerNow(1000);
  const auction = item.auction;
  if (!auction) return null;
  const left = auction.end_at ? formatCountdown(Date.parse(auction.end_at) - now) : null;
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <Thumbnail url={firstPhoto(item)} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Link to="/seller/listings/$listingId" params={{ listingId: item.id }} className={link}>
          {titleOf(item)}
        </Link>
        <span className={muted}>
          {auction.current_price_cents === null
            ? 'No bids yet'
            : `${formatMoney(auction.current_price_cents, item.currency)} · ${String(auction.bid_count)} ${auction.bid_count === 1 ? 'bid' : 'bids'}`}
          {auction.reserve_met === false && ' · reserve not met yet'}
        </span>
      </div>
      <span className="shrink-0 text-right text-sm font-medium text-zinc-900 tabular-nums dark:text-zinc-100">
        {left ? `${left} left` : 'Ending…'}
      </span>
    </li>
  );
}

/**
 * The top of `/seller`: counts, what needs the seller (decisions with their deadline, KYC,
 * rejected listings, drafts) and the live auctions ending soonest first.
 */
export function SellerOverview({ kycStatus }: { kycStatus: KycStatus | undefined }) {
  const query = useSellerOverview();
  const now = useServerNow(60_000);
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading your summary…">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <QueryError
        title="Your summary could not be loaded"
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  }
  const data = overviewOf(query.data.items, now);
  return (
    <div className="flex flex-col gap-8">
      {/* A new seller has nothing to count yet: the tasks and the empty list say what to do. */}
      {query.data.items.length > 0 && (
        <section aria-labelledby="seller-summary">
          <h2 id="seller-summary" className="sr-only">
            Summary
          </h2>
          <Card>
            <dl className="grid grid-cols-3 divide-x divide-zinc-200 dark:divide-zinc-800">
              <Figure term="Live now" value={data.live.length} hint="Auctions taking bids" />
              <Figure
                term="Needs a decision"
                value={data.undecided.length}
                hint="Ended below your reserve"
              />
              <Figure term="Sold this month" value={data.soldThisMonth} hint="Auctions that sold" />
            </dl>
          </Card>
        </section>
      )}
      <Tasks data={data} kycStatus={kycStatus} />
      {data.live.length > 0 && (
        <section aria-labelledby="seller-live" className="flex flex-col gap-3">
          <h2
            id="seller-live"
            className="text-xl font-semibold tracking-tight text-zinc-900 dark:text-white"
          >
            Live now, ending soonest
          </h2>
          <Card>
            <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
              {data.live.map((item) => (
                <LiveRow key={item.id} item={item} />
              ))}
            </ul>
          </Card>
        </section>
      )}
    </div>
  );
}
