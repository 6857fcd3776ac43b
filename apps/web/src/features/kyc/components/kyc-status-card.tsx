import type { SellerKycResponse } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSellerKyc } from '../api/get-seller-kyc';
import { KYC_STATUS } from '../../../components/status/status-labels';
import { KYC_ACTION } from './kyc-action';

/**
 * What the seller may do next, by KYC state. The server lets a listing be submitted for review
 * once KYC is pending or approved, and staff can approve it only once KYC is approved.
 */
function explanation(kyc: SellerKycResponse): string {
  switch (kyc.status) {
    case 'not_started':
      return 'Verify your identity to sell. You can draft listings now; submitting one for review needs your identity check first.';
    case 'pending':
      return 'We are checking your documents. You can already submit listings for review; they are approved once your identity is verified.';
    case 'approved':
      return 'Your identity is verified. Submit listings for review whenever you are ready.';
    case 'rejected':
    case 'resubmission_requested':
      return 'Your identity check was not approved. Fix it and submit again to send listings for review.';
  }
}

export function KycStatusCard() {
  const { data: kyc, error, isPending } = useSellerKyc();

  return (
    <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1.5">
        <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold text-zinc-900 dark:text-white">
          Identity check (KYC)
          {kyc && <Badge tone={KYC_STATUS[kyc.status].tone}>{KYC_STATUS[kyc.status].label}</Badge>}
        </h2>
        {isPending && <Skeleton className="h-5 w-72 max-w-full" />}
        {error && (
          <p className="text-sm text-red-700 dark:text-red-400">
            Your KYC status could not be loaded: {error.message}
          </p>
        )}
        {kyc && <p className="text-sm text-zinc-600 dark:text-zinc-400">{explanation(kyc)}</p>}
        {kyc && 'review_note' in kyc && kyc.review_note && kyc.status !== 'approved' && (
          <p className="text-sm text-zinc-800 dark:text-zinc-200">
            <span className="font-medium">Reviewer’s note:</span> {kyc.review_note}
          </p>
        )}
      </div>
      {kyc && (
        <Link
          to="/seller/kyc"
          className={buttonClasses({
            variant: kyc.status === 'approved' ? 'secondary' : 'primary',
            className: 'self-start sm:self-center',
          })}
        >
          {KYC_ACTION[kyc.status]} KYC
        </Link>
      )}
    </Card>
  );
}
