import type { SellerKycRecord } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { useSellerKyc } from '../api/get-seller-kyc';
import { KycForm } from './seller-kyc-form';
import { KycSummary } from './seller-kyc-summary';
import { KYC_STATUS } from '../../../components/status/status-labels';

const backLink = (
  <Link to="/seller" className={buttonClasses({ variant: 'secondary' })}>
    Back to dashboard
  </Link>
);

function ReviewNote({ record }: { record: SellerKycRecord }) {
  const asked = record.status === 'resubmission_requested';
  return (
    <Alert
      tone={asked ? 'warning' : 'danger'}
      title={asked ? 'Please update your identity check' : 'Your identity check was not approved'}
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
        remove them; type your document number again.
      </p>
    </Alert>
  );
}

function Content() {
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
          <Card className="p-5 sm:p-6">
            <KycForm record={null} />
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
          <ReviewNote record={kyc} />
          <Card className="p-5 sm:p-6">
            {/* Keyed by the record version so a newer review starts the form afresh. */}
            <KycForm key={kyc.updated_at} record={kyc} />
          </Card>
        </>
      );
  }
}

/** `/seller/kyc`: submit, follow or fix the seller's identity check. */
export function KycPage() {
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
      <Content />
    </Page>
  );
}
