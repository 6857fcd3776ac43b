import type { DealerKycRecord, DealerKycResponse, DealerProfile } from '@gavel/contract';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { KycForm } from './dealer-kyc-form';
import { KycSummary } from './dealer-kyc-summary';

function ReviewNote({ record }: { record: DealerKycRecord }) {
  const asked = record.status === 'resubmission_requested';
  return (
    <Alert
      tone={asked ? 'warning' : 'danger'}
      title={asked ? 'Please update your business check' : 'Your business check was not approved'}
    >
      {record.review_note ? (
        <>
          <p>Our reviewer wrote:</p>
          <blockquote className="mt-1 border-l-2 border-current pl-3 text-base font-medium whitespace-pre-line">
            {record.review_note}
          </blockquote>
        </>
      ) : (
        <p>Check your details and documents, then submit again.</p>
      )}
      {record.reviewed_at && (
        <p className="mt-2 text-xs opacity-80">Reviewed {formatDateTime(record.reviewed_at)}</p>
      )}
      <p className="mt-2">
        Fix what was asked below and submit again. Your documents from last time are kept unless you
        remove them.
      </p>
    </Alert>
  );
}

/** Step 2: send the business documents, follow their review, or fix what the reviewer asked. */
export function KycStep({
  kyc,
  profile,
  onSubmitted,
}: {
  kyc: DealerKycResponse;
  profile: DealerProfile | null;
  onSubmitted: () => void;
}) {
  switch (kyc.status) {
    case 'not_started':
      return (
        <>
          <p className="max-w-3xl text-zinc-600 dark:text-zinc-400">
            We check every dealer business before it can bid: its registration, its representative
            and its documents. Most checks are done within one working day.
          </p>
          <Card className="p-5 sm:p-6">
            <KycForm record={null} profile={profile} onSubmitted={onSubmitted} />
          </Card>
        </>
      );
    case 'pending':
      return (
        <>
          <Alert tone="info" title="Your documents are being reviewed">
            We will notify you as soon as our team has reviewed them. Your dealer access is
            activated when they are approved.
          </Alert>
          <KycSummary record={kyc} />
        </>
      );
    case 'approved':
      return (
        <>
          <Alert tone="success" title="Your business is verified">
            {kyc.review_note ?? 'Our team approved your documents.'}
          </Alert>
          <KycSummary record={kyc} />
        </>
      );
    case 'rejected':
    case 'resubmission_requested':
      return (
        <>
          <ReviewNote record={kyc} />
          <Card className="p-5 sm:p-6">
            {/* Keyed by the record version so a newer review starts the form afresh. */}
            <KycForm
              key={kyc.updated_at}
              record={kyc}
              profile={profile}
              onSubmitted={onSubmitted}
            />
          </Card>
        </>
      );
  }
}
