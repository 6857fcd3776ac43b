import type { Dispute } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { ConditionReportView } from '../../../../components/condition/condition-report';
import { DISPUTE_STATUS } from '../../../../components/disputes/dispute-labels';
import { DisputeView } from '../../../../components/disputes/dispute-view';
import { MessagesPanel } from '../../../../components/messages/messages-panel';
import { Badge } from '../../../../components/ui/badge';
import { Card } from '../../../../components/ui/card';
import { QueryError } from '../../../../components/ui/query-error';
import { LoadingBlock } from '../../../../components/ui/skeleton';
import { isNotFoundError } from '../../../../lib/api-client';
import { formatMoney } from '../../../../lib/format';
import { useAdminListing } from '../../api/get-listing';
import { StaffRecordFallback } from '../../components/staff-record-fallback';
import { StaffPage } from '../../components/staff-page';
import { TimeAgo } from '../../components/time-ago';
import { useAdminDispute } from '../api/get-dispute';
import { DecisionForm } from './decision-form';

const link =
  'text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300';

/** The listing's condition report as the seller declared it: what the dispute is measured by. */
function ListingCondition({ listingId }: { listingId: string }) {
  const listing = useAdminListing(listingId);
  let body;
  if (listing.isPending) body = <LoadingBlock label="Loading the condition report…" lines={4} />;
  else if (listing.isError) {
    body = (
      <QueryError
        title="The listing could not be loaded"
        error={listing.error}
        onRetry={listing.refetch}
      />
    );
  } else if (listing.data.condition_report) {
    body = (
      <ConditionReportView
        report={listing.data.condition_report}
        photos={listing.data.photos}
        headingId="dispute-condition-report"
      />
    );
  } else {
    body = (
      <>
        <h2 className="text-base font-semibold text-zinc-900 dark:text-white">Condition report</h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          This listing has no condition report. Its description and photos are on{' '}
          <Link to="/admin/listings/$listingId" params={{ listingId }} className={link}>
            the listing’s page
          </Link>
          .
        </p>
      </>
    );
  }
  return <Card className="flex min-w-0 flex-col gap-3 p-4 sm:p-5">{body}</Card>;
}

/** The UTC day of the sale: its invoice was issued with it, and the credit note sits on it. */
const saleDay = (dispute: Dispute) => dispute.sold_at.slice(0, 10);

/** After a price adjustment or a cancellation: where its credit note can be seen. */
function CreditNoteLink({ dispute }: { dispute: Dispute }) {
  const decision = dispute.decision?.decision;
  if (decision !== 'price_adjusted' && decision !== 'sale_cancelled') return null;
  const day = saleDay(dispute);
  return (
    <p className="text-sm text-zinc-700 dark:text-zinc-300">
      The credit note is listed under the buyer’s fee invoice.{' '}
      <Link to="/admin/invoices" search={{ from: day, to: day }} className={link}>
        See the invoices of the sale’s day
      </Link>
    </p>
  );
}

/**
 * `/admin/disputes/{id}` (SPEC §13.4): the dispute with its photos and the seller's response,
 * the sale's conversation (staff may write as staff), the listing's condition report, and the
 * decision form while it is open; once decided, the decision and where its credit note is.
 */
export function DisputePage({ disputeId }: { disputeId: string }) {
  const query = useAdminDispute(disputeId);
  const dispute = query.data;
  const back = (
    <Link to="/admin/disputes" className={link}>
      ← All disputes
    </Link>
  );

  if (!dispute) {
    return (
      <StaffRecordFallback
        what="dispute"
        title="Dispute"
        back={back}
        pending={query.isPending}
        missing={isNotFoundError(query.error)}
        error={query.error}
        onRetry={query.refetch}
      />
    );
  }

  const status = DISPUTE_STATUS[dispute.status];
  return (
    <StaffPage
      title={dispute.listing_title}
      description={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <Badge tone={status.tone}>{status.label}</Badge>
          <span>
            Bought by {dispute.dealer_company_name ?? 'a deleted dealer'} for{' '}
            {formatMoney(dispute.sale_price_cents, dispute.currency)}
          </span>
          <span>
            Reported <TimeAgo iso={dispute.created_at} />
          </span>
        </span>
      }
    >
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {back}
        {dispute.listing_id && (
          <Link
            to="/admin/listings/$listingId"
            params={{ listingId: dispute.listing_id }}
            className={link}
          >
            Open the listing
          </Link>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <DisputeView dispute={dispute} reader="staff" title="The buyer’s report">
            {dispute.status === 'open' ? (
              <DecisionForm dispute={dispute} />
            ) : (
              <CreditNoteLink dispute={dispute} />
            )}
          </DisputeView>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <MessagesPanel auctionId={dispute.auction_id} reader="staff" />
          {dispute.listing_id && <ListingCondition listingId={dispute.listing_id} />}
        </div>
      </div>
    </StaffPage>
  );
}
