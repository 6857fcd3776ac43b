import { lazy, Suspense } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QueryError } from '../../../../components/ui/query-error';
import { LoadingBlock, Skeleton } from '../../../../components/ui/skeleton';
import { ApiError } from '../../../../lib/api-client';
import { serverNow } from '../../../../lib/server-clock';
import { StaffPage } from '../../components/staff-page';
import { useAnalytics, type AnalyticsRange } from '../api/get-analytics';
import { defaultRange, formatLongDay } from '../date-range';
import { DailyTable } from './daily-table';
import { KpiCards } from './kpi-cards';
import { RangeForm } from './range-form';

// Recharts is the largest dependency of the app: only this page needs it, in its own chunk.
const AnalyticsCharts = lazy(() => import('./analytics-charts'));

function ChartsFallback() {
  return (
    <div role="status" className="grid gap-4 lg:grid-cols-2">
      <span className="sr-only">Loading charts…</span>
      <Skeleton className="h-80" />
      <Skeleton className="h-80" />
    </div>
  );
}

/** /admin/analytics: KPIs and daily charts for a range of UTC days (default the last 30). */
export function AnalyticsPage({
  range,
  onRangeChange,
}: {
  range: AnalyticsRange;
  onRangeChange: (range: { from: string; to: string }) => void;
}) {
  const query = useAnalytics(range);
  const now = serverNow();
  const fallback = defaultRange(now);
  const data = query.data;
  // The inputs show the URL's range, else the range the server answered for, else the default.
  const from = range.from ?? data?.from ?? fallback.from;
  const to = range.to ?? data?.to ?? fallback.to;
  const error = query.error;
  const fieldErrors =
    error instanceof ApiError && error.code === 'validation_error' ? error.fieldErrors : {};
  const fieldError = fieldErrors.from ?? fieldErrors.to;

  let body;
  if (query.isPending) {
    body = <LoadingBlock label="Loading analytics…" lines={5} />;
  } else if (error && !fieldError) {
    body = (
      <QueryError
        title="Analytics could not be loaded"
        error={error}
        onRetry={() => query.refetch()}
      />
    );
  } else if (data && !error) {
    const currency = data.currency;
    body = (
      <div aria-busy={query.isPlaceholderData} className="flex flex-col gap-6">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {formatLongDay(data.from)} – {formatLongDay(data.to)}
          {query.isPlaceholderData ? ' · updating…' : ''}
        </p>
        <KpiCards analytics={data} currency={currency} />
        <section aria-labelledby="daily-heading" className="flex flex-col gap-4">
          <h2
            id="daily-heading"
            className="text-xl font-semibold tracking-tight text-zinc-900 dark:text-white"
          >
            Per day
          </h2>
          {data.auctions_ended === 0 ? (
            <EmptyState title="No auctions ended in this range">
              Choose a longer range, or come back once auctions have ended.
            </EmptyState>
          ) : (
            <Suspense fallback={<ChartsFallback />}>
              <AnalyticsCharts daily={data.daily} currency={currency} />
            </Suspense>
          )}
          <DailyTable daily={data.daily} currency={currency} />
        </section>
      </div>
    );
  }

  return (
    <StaffPage
      title="Analytics"
      description="Sales, sell-through, bidding and fees of the auctions that ended in a range of days."
    >
      <RangeForm
        key={`${from}|${to}`}
        from={from}
        to={to}
        now={now}
        serverErrors={fieldError ? { from: fieldErrors.from, to: fieldErrors.to } : {}}
        onApply={onRangeChange}
      />
      {body}
    </StaffPage>
  );
}
