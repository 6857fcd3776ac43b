import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { useSellerKyc } from '../api/get-seller-kyc';
import { SellerKycForm } from './seller-kyc-form';
import { KycSummary } from './seller-kyc-summary';
import { KYC_STATUS } from '../../../components/status/status-labels';
import { KycReviewNote } from './kyc-review-note';

const backLink = (
  <Link to="/seller" className={buttonClasses({ variant: 'secondary' })}>
    Back to dashboard
  </Link>
);

function Content({ beforeForm }: { beforeForm: ReactNode }) {
  const { data: kyc, error, isPending } = useSellerKyc();
  if (isPending) return <LoadingBlock lines={6} />;
  if (error) {
    return (
      <Alert tone="danger" title="Your identity check could not be loaded">
        {error.message}
      </Alert>
    );
  }
  switch (kyc.status) {
    case 'not_started':
      return (
        <>
          <p className="max-w-3xl text-zinc-600 dark:text-zinc-400">
            Before your first listing goes up for review we confirm who you are. It takes a few
            minutes: your details, your address and a photo or scan of an identity document.
          </p>
          {beforeForm}
          <Card className="p-5 sm:p-6">
            <SellerKycForm record={null} />
          </Card>
        </>
      );
    case 'pending':
      return (
        <>
          <Alert tone="info" title="Your documents are being reviewed">
            We will notify you as soon as our team has reviewed them. You can already submit
            listings for review in the meantime.
          </Alert>
          <KycSummary record={kyc} />
        </>
      );
    case 'approved':
      return (
        <>
          <Alert tone="success" title="Your identity is verified">
            {kyc.review_note ?? 'You can submit listings for review and sell at auction.'}
          </Alert>
          <KycSummary record={kyc} />
        </>
      );
    case 'rejected':
    case 'resubmission_requested':
      return (
        <>
          <KycReviewNote record={kyc} check="identity" retypeDocumentNumber />
          {beforeForm}
          <Card className="p-5 sm:p-6">
            {/* Keyed by the record version so a newer review starts the form afresh. */}
            <SellerKycForm key={kyc.updated_at} record={kyc} />
          </Card>
        </>
      );
  }
}

/**
 * `/seller/kyc`: submit, follow or fix the seller's identity check. `beforeForm` is shown above
 * the form when there is one (the route puts the "Confirm your email address" alert there).
 */
export function KycPage({ beforeForm }: { beforeForm?: ReactNode } = {}) {
  const { data: kyc } = useSellerKyc();
  const status = kyc ? KYC_STATUS[kyc.status] : null;
  return (
    <Page
      title="Identity check (KYC)"
      description={
        status && (
          <span className="flex flex-wrap items-center gap-2">
            Status: <Badge tone={status.tone}>{status.label}</Badge>
          </span>
        )
      }
      actions={backLink}
      className="max-w-4xl"
    >
      <Content beforeForm={beforeForm} />
    </Page>
  );
}
