import type { Dispute } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import {
  DISPUTE_DECISION,
  DISPUTE_REASON_LABELS,
  DISPUTE_STATUS,
} from '../../../../components/disputes/dispute-labels';
import { Badge } from '../../../../components/ui/badge';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadMore } from '../../../../components/ui/load-more';
import { QueryError } from '../../../../components/ui/query-error';
import { LoadingBlock } from '../../../../components/ui/skeleton';
import { formatMoney } from '../../../../lib/format';
import { StaffPage } from '../../components/staff-page';
import { StaffCell, StaffRow, StaffTable } from '../../components/staff-table';
import { TimeAgo } from '../../components/time-ago';
import { useAdminDisputes } from '../api/get-disputes';
import type { DisputeFilter } from '../api/keys';
import { DisputeStatusFilter } from './dispute-filter';

const COLUMNS = ['Listing', 'Reason', 'Buyer', 'Sale price', 'Status', 'Reported'];

const EMPTY: Record<DisputeFilter, { title: string; hint: string }> = {
  open: {
    title: 'No open disputes',
    hint: 'A winner’s report of a problem with a sale appears here until it is decided.',
  },
  resolved: { title: 'No resolved disputes', hint: 'Decided disputes appear here.' },
  all: {
    title: 'No disputes yet',
    hint: 'Winners may report a problem within a few days of a sale; their reports appear here.',
  },
};

function DisputeRow({ dispute }: { dispute: Dispute }) {
  const status = dispute.decision
    ? DISPUTE_DECISION[dispute.decision.decision]
    : DISPUTE_STATUS[dispute.status];
  return (
    <StaffRow>
      <StaffCell>
        <Link
          to="/admin/disputes/$disputeId"
          params={{ disputeId: dispute.id }}
          className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {dispute.listing_title}
        </Link>
      </StaffCell>
      <StaffCell label="Reason">{DISPUTE_REASON_LABELS[dispute.reason]}</StaffCell>
      <StaffCell label="Buyer">{dispute.dealer_company_name ?? 'Deleted dealer'}</StaffCell>
      <StaffCell label="Sale price" className="tabular-nums sm:whitespace-nowrap">
        {formatMoney(dispute.sale_price_cents, dispute.currency)}
      </StaffCell>
      <StaffCell label="Status">
        <Badge tone={status.tone}>{status.label}</Badge>
      </StaffCell>
      <StaffCell label="Reported" className="text-xs sm:min-w-40">
        <TimeAgo iso={dispute.created_at} />
      </StaffCell>
    </StaffRow>
  );
}

/** `/admin/disputes` (SPEC §13.4): winners' reports, oldest first, open ones by default. */
export function DisputesQueuePage({ filter }: { filter: DisputeFilter }) {
  const list = useAdminDisputes(filter);
  const disputes = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <StaffPage
      title="Disputes"
      description="Problems winners reported with a sale, oldest first. Open one to read both sides and decide."
    >
      <DisputeStatusFilter />
      {list.isPending ? (
        <LoadingBlock label="Loading disputes…" lines={6} />
      ) : list.isError ? (
        <QueryError title="Could not load disputes" error={list.error} onRetry={list.refetch} />
      ) : disputes.length === 0 ? (
        <EmptyState title={EMPTY[filter].title}>{EMPTY[filter].hint}</EmptyState>
      ) : (
        <>
          <StaffTable label="Disputes" columns={COLUMNS}>
            {disputes.map((dispute) => (
              <DisputeRow key={dispute.id} dispute={dispute} />
            ))}
          </StaffTable>
          <LoadMore
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            fetchNextPage={list.fetchNextPage}
          />
        </>
      )}
    </StaffPage>
  );
}
