import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QueryError } from '../../../../components/ui/query-error';
import { LoadingBlock } from '../../../../components/ui/skeleton';
import { LoadMore } from '../../../../components/ui/load-more';
import { StaffPage } from '../../components/staff-page';
import { useAuditEvents, type AuditFilters } from '../api/get-events';
import { AuditFiltersForm } from './audit-filters';
import { AUDIT_COLUMNS, AuditRow } from './audit-row';
import { ColumnHeads } from '../../components/column-heads';

/** /admin/audit: who did what to which record, newest first, filtered by type and subject. */
export function AuditPage({
  filters,
  onFiltersChange,
}: {
  filters: AuditFilters;
  onFiltersChange: (filters: AuditFilters) => void;
}) {
  const list = useAuditEvents(filters);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = filters.type !== undefined || filters.subject !== undefined;

  let body;
  if (list.isPending) {
    body = <LoadingBlock label="Loading audit events…" lines={6} />;
  } else if (list.error) {
    body = (
      <QueryError
        title="The audit log could not be loaded"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState title={filtered ? 'No events match these filters' : 'No events yet'}>
        {filtered
          ? 'Try another type, or clear the subject.'
          : 'Sign-ups, reviews, schedules, bids and fees are recorded here as they happen.'}
      </EmptyState>
    );
  } else {
    body = (
      <Card className="overflow-hidden">
        <ColumnHeads columns={['Time', 'Event', 'Type']} grid={`md:gap-4 ${AUDIT_COLUMNS}`} />
        <ul aria-label="Audit events" className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {items.map((event) => (
            <AuditRow key={event.id} event={event} />
          ))}
        </ul>
      </Card>
    );
  }

  return (
    <StaffPage
      title="Audit log"
      description="Every change to accounts, KYC, listings, auctions, bids and fees, newest first."
    >
      <AuditFiltersForm key={filters.subject ?? ''} filters={filters} onChange={onFiltersChange} />
      {body}
      <LoadMore
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextPage={list.fetchNextPage}
      />
    </StaffPage>
  );
}
