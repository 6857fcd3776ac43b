import type { DealerKycResponse, DealerProfile } from '@gavel/contract';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { DealerKycForm } from './dealer-kyc-form';
import { KycSummary } from './dealer-kyc-summary';
import { KycReviewNote } from './kyc-review-note';

/** Step 2: send the business documents, follow their review, or fix what the reviewer asked. */
export function KycStep({
  kyc,
  profile,
  onSubmitted,
  beforeForm,
}: {
  /** Shown above the form when there is one (the "Confirm your email address" alert). */
  beforeForm?: ReactNode;
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
          {beforeForm}
          <Card className="p-5 sm:p-6">
            <DealerKycForm record={null} profile={profile} onSubmitted={onSubmitted} />
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
          <KycReviewNote record={kyc} check="business" />
          {beforeForm}
          <Card className="p-5 sm:p-6">
            {/* Keyed by the record version so a newer review starts the form afresh. */}
            <DealerKycForm
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
