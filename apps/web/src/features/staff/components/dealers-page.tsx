import { disputeRatePercent, type AdminDealer, type DealerStatus } from '@gavel/contract';
import { useId, useState } from 'react';
import { actionToast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { toastError } from '../../../lib/form-errors';
import { useChangeDealerStatus } from '../api/change-dealer-status';
import { useDealers } from '../api/get-dealers';
import { DealerStatusFilter } from './dealer-status-filter';
import { LoadMore } from '../../../components/ui/load-more';
import { reasonErrorOf } from './reason-error';
import { StaffPage } from './staff-page';
import { StaffCell, StaffRow, StaffTable } from './staff-table';
import { DealerStatusBadge, KycStatusBadge } from './status-badges';

const COLUMNS = [
  'Company',
  'Contact',
  'Email',
  'Status',
  'KYC',
  'Purchases',
  'Disputes',
  'Dispute rate',
  'Suspended reason',
  'Created',
  '',
];

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** "12.5%" by the contract's rate (SPEC §13.4: disputes ÷ purchases); "—" before a purchase. */
function disputeRateText(dealer: AdminDealer): string {
  const rate = disputeRatePercent(dealer.dispute_count, dealer.purchase_count);
  return rate === null ? '—' : percent.format(rate / 100);
}

type Asking = { dealer: AdminDealer; action: 'suspend' | 'reinstate' } | null;

function DealerRow({
  dealer,
  onAsk,
}: {
  dealer: AdminDealer;
  onAsk: (action: 'suspend' | 'reinstate') => void;
}) {
  // The buttons keep their exact names (SPEC §8); the company they act on is their description.
  const companyId = useId();
  return (
    <StaffRow>
      <StaffCell className="font-medium text-zinc-900 dark:text-white">
        <span id={companyId}>{dealer.company_name}</span>
      </StaffCell>
      <StaffCell label="Contact">{dealer.contact_name}</StaffCell>
      <StaffCell label="Email" className="break-all">
        {dealer.email}
      </StaffCell>
      <StaffCell label="Status">
        <DealerStatusBadge status={dealer.status} />
      </StaffCell>
      <StaffCell label="KYC">
        <KycStatusBadge status={dealer.kyc_status} />
      </StaffCell>
      <StaffCell label="Purchases" className="tabular-nums sm:text-right">
        {dealer.purchase_count}
      </StaffCell>
      <StaffCell label="Disputes" className="tabular-nums sm:text-right">
        {dealer.dispute_count}
      </StaffCell>
      <StaffCell label="Dispute rate" className="whitespace-nowrap tabular-nums sm:text-right">
        {disputeRateText(dealer)}
      </StaffCell>
      <StaffCell label="Suspended reason" className="max-w-64">
        {dealer.suspended_reason ?? '—'}
      </StaffCell>
      <StaffCell label="Created" className="whitespace-nowrap">
        <time dateTime={dealer.created_at}>{formatDate(dealer.created_at)}</time>
      </StaffCell>
      <StaffCell className="sm:text-right">
        {dealer.status === 'active' ? (
          <Button
            size="sm"
            variant="secondary"
            aria-describedby={companyId}
            onClick={() => {
              onAsk('suspend');
            }}
          >
            Suspend
          </Button>
        ) : dealer.status === 'suspended' ? (
          <Button
            size="sm"
            variant="secondary"
            aria-describedby={companyId}
            onClick={() => {
              onAsk('reinstate');
            }}
          >
            Reinstate
          </Button>
        ) : (
          <span className="text-xs text-zinc-500 dark:text-zinc-400">Awaiting KYC approval</span>
        )}
      </StaffCell>
    </StaffRow>
  );
}

/** /admin/dealers: every dealer, filtered by status, with suspend and reinstate. */
export function DealersPage({ status }: { status: DealerStatus | undefined }) {
  const dealers = useDealers(status);
  const change = useChangeDealerStatus();
  const [asking, setAsking] = useState<Asking>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const rows = dealers.data?.pages.flatMap((page) => page.items) ?? [];

  const confirm = (reason: string) => {
    if (!asking || change.isPending) return;
    const { dealer, action } = asking;
    setReasonError(undefined);
    change.mutate(
      { dealerId: dealer.id, action, reason },
      {
        onSuccess: (updated) => {
          setAsking(null);
          actionToast(
            'dealer-status',
            'success',
            action === 'suspend'
              ? `${updated.company_name} is suspended`
              : `${updated.company_name} is reinstated`,
          );
        },
        onError: (error) => {
          const fieldError = action === 'suspend' ? reasonErrorOf(error) : undefined;
          if (fieldError) setReasonError(fieldError);
          else toastError(error);
        },
      },
    );
  };
  const close = () => {
    setAsking(null);
  };
  const name = asking?.dealer.company_name ?? 'this dealer';

  return (
    <StaffPage title="Dealers" description="Dealer accounts, their status and identity checks.">
      <DealerStatusFilter />
      {dealers.isPending ? (
        <LoadingBlock label="Loading dealers…" lines={6} />
      ) : dealers.isError ? (
        <QueryError
          title="Could not load dealers"
          error={dealers.error}
          onRetry={dealers.refetch}
        />
      ) : rows.length === 0 ? (
        <EmptyState title={status ? `No ${status} dealers` : 'No dealers yet'}>
          Dealers appear here once they create a dealer profile.
        </EmptyState>
      ) : (
        <>
          <StaffTable label="Dealers" columns={COLUMNS}>
            {rows.map((dealer) => (
              <DealerRow
                key={dealer.id}
                dealer={dealer}
                onAsk={(action) => {
                  setReasonError(undefined);
                  setAsking({ dealer, action });
                }}
              />
            ))}
          </StaffTable>
          <LoadMore
            hasNextPage={dealers.hasNextPage}
            isFetchingNextPage={dealers.isFetchingNextPage}
            fetchNextPage={dealers.fetchNextPage}
          />
        </>
      )}
      <ConfirmDialog
        open={asking?.action === 'suspend'}
        title={`Suspend ${name}?`}
        actionLabel="Suspend"
        description="A suspended dealer cannot bid until reinstated. The reason is kept on the account."
        withReason
        destructive
        reasonError={reasonError}
        pending={change.isPending}
        onConfirm={confirm}
        onClose={close}
      />
      <ConfirmDialog
        open={asking?.action === 'reinstate'}
        title={`Reinstate ${name}?`}
        actionLabel="Reinstate"
        description="The dealer can bid again at once."
        pending={change.isPending}
        onConfirm={confirm}
        onClose={close}
      />
    </StaffPage>
  );
}
