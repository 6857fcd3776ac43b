import type { StaffKycRecord } from '@gavel/contract';
import { useState } from 'react';
import { actionToast } from '../../../lib/toasts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { toastError } from '../../../lib/form-errors';
import { usePendingKyc } from '../api/get-pending-kyc';
import { useReviewKyc, type KycDecision } from '../api/review-kyc';
import { applicantName, KycRecordCard } from './kyc-record-card';
import { LoadMore } from '../../../components/ui/load-more';
import { reasonErrorOf } from './reason-error';
import { StaffPage } from './staff-page';

const DONE: Record<KycDecision, string> = {
  approve: 'KYC approved',
  reject: 'KYC rejected',
  'request-resubmission': 'Resubmission requested',
};

const DIALOG = {
  reject: {
    title: 'Reject this identity check?',
    actionLabel: 'Reject',
    description: 'The applicant sees the reason. A rejected check is final for this submission.',
  },
  'request-resubmission': {
    title: 'Ask for a resubmission?',
    actionLabel: 'Request resubmission',
    description:
      'The applicant sees the reason and can fix the details or documents and submit again.',
  },
} as const;

type Asking = { record: StaffKycRecord; decision: 'reject' | 'request-resubmission' } | null;

/** /admin/kyc: pending seller and dealer identity checks, oldest first, with their documents. */
export function KycQueuePage() {
  const pending = usePendingKyc();
  const review = useReviewKyc();
  // Which cards are open; a card never touched is open when it is the first (the oldest).
  const [open, setOpen] = useState<Record<string, boolean>>({});
  // One dialog per decision for the whole page (its ids must stay unique).
  const [asking, setAsking] = useState<Asking>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const records = pending.data?.pages.flatMap((page) => page.items) ?? [];

  const decide = (record: StaffKycRecord, decision: KycDecision, text: string) => {
    if (review.isPending) return;
    setReasonError(undefined);
    review.mutate(
      { recordId: record.id, decision, text },
      {
        onSuccess: () => {
          setAsking(null);
          actionToast('kyc-review', 'success', `${DONE[decision]}: ${applicantName(record)}`);
        },
        onError: (error) => {
          const fieldError = decision === 'approve' ? undefined : reasonErrorOf(error);
          if (fieldError) setReasonError(fieldError);
          else toastError(error);
        },
      },
    );
  };

  const dialogFor = (decision: 'reject' | 'request-resubmission') => (
    <ConfirmDialog
      open={asking?.decision === decision}
      {...DIALOG[decision]}
      withReason
      destructive={decision === 'reject'}
      reasonError={asking?.decision === decision ? reasonError : undefined}
      pending={review.isPending}
      onConfirm={(reason) => {
        if (asking) decide(asking.record, decision, reason);
      }}
      onClose={() => {
        setAsking(null);
      }}
    />
  );

  return (
    <StaffPage
      title="Identity checks"
      description="Seller and dealer KYC submissions waiting for review, oldest first."
    >
      {pending.isPending ? (
        <LoadingBlock label="Loading identity checks…" lines={6} />
      ) : pending.isError ? (
        <QueryError
          title="Could not load the queue"
          error={pending.error}
          onRetry={pending.refetch}
        />
      ) : records.length === 0 ? (
        <EmptyState title="No identity checks waiting">
          New seller and dealer submissions appear here.
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label="Pending identity checks">
            {records.map((record, index) => (
              <li key={record.id}>
                <KycRecordCard
                  record={record}
                  expanded={open[record.id] ?? index === 0}
                  onToggle={() => {
                    setOpen((state) => ({
                      ...state,
                      [record.id]: !(state[record.id] ?? index === 0),
                    }));
                  }}
                  approving={
                    review.isPending &&
                    review.variables.recordId === record.id &&
                    review.variables.decision === 'approve'
                  }
                  onApprove={(note) => {
                    decide(record, 'approve', note);
                  }}
                  onAskReason={(decision) => {
                    setReasonError(undefined);
                    setAsking({ record, decision });
                  }}
                />
              </li>
            ))}
          </ul>
          <LoadMore
            hasNextPage={pending.hasNextPage}
            isFetchingNextPage={pending.isFetchingNextPage}
            fetchNextPage={pending.fetchNextPage}
          />
        </>
      )}
      {dialogFor('reject')}
      {dialogFor('request-resubmission')}
    </StaffPage>
  );
}
