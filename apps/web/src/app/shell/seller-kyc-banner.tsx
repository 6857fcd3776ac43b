import type { SellerKycResponse } from '@gavel/contract';
import { useQuery } from '@tanstack/react-query';
import { sellerKycBannerQueryOptions } from '../../features/kyc/api/get-seller-kyc';
import { StatusBanner } from './status-banner';

/** Seed §2, texts verbatim. "View" and "Fix" lead to the KYC page, where the record is. */
export function sellerKycBannerCopy(
  status: SellerKycResponse['status'] | undefined,
): { text: string; linkText: string; tone: 'warning' | 'danger' } | null {
  switch (status) {
    case 'approved':
      return null;
    case 'pending':
      return { text: 'KYC pending review', linkText: 'View', tone: 'warning' };
    case 'rejected':
    case 'resubmission_requested':
      return { text: 'KYC not approved', linkText: 'Fix', tone: 'danger' };
    default:
      return { text: 'KYC not started', linkText: 'Start', tone: 'warning' };
  }
}

export function SellerKycBanner() {
  const { data, isPending, isError } = useQuery(sellerKycBannerQueryOptions());
  // Say nothing until we know; a failed read is not evidence that KYC was never started.
  if (isPending || isError) return null;
  const copy = sellerKycBannerCopy(data.status);
  if (!copy) return null;
  return (
    <StatusBanner text={copy.text} linkText={copy.linkText} to="/seller/kyc" tone={copy.tone} />
  );
}
