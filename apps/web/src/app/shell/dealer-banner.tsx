import type { DealerStatus } from '@gavel/contract';
import { useQuery } from '@tanstack/react-query';
import { dealerProfileBannerQueryOptions } from '../../lib/queries/get-dealer-profile';
import { StatusBanner } from './status-banner';

/** Seed §2, texts verbatim. */
export function dealerBannerCopy(
  status: DealerStatus | null,
): { text: string; linkText: string; to: string; tone: 'warning' | 'danger' } | null {
  switch (status) {
    case 'active':
      return null;
    case 'pending':
      return {
        text: 'Dealer access pending activation',
        linkText: 'Onboarding',
        to: '/dealer/onboarding',
        tone: 'warning',
      };
    case 'suspended':
      return {
        text: 'Dealer account suspended',
        linkText: 'Profile',
        to: '/dealer/profile',
        tone: 'danger',
      };
    default:
      return {
        text: 'Dealer onboarding not started',
        linkText: 'Onboarding',
        to: '/dealer/onboarding',
        tone: 'warning',
      };
  }
}

export function DealerBanner() {
  const { data, isPending, isError } = useQuery(dealerProfileBannerQueryOptions());
  if (isPending) return null;
  // Seed §7: an error reading the profile is treated as no profile.
  const copy = dealerBannerCopy(isError ? null : data.status);
  if (!copy) return null;
  return <StatusBanner {...copy} />;
}
