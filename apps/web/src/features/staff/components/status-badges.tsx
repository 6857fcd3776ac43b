import type { DealerStatus, KycStatus } from '@gavel/contract';
import { DEALER_STATUS, KYC_STATUS } from '../../../components/status/status-labels';
import { Badge } from '../../../components/ui/badge';

export function KycStatusBadge({ status }: { status: KycStatus }) {
  return <Badge tone={KYC_STATUS[status].tone}>{KYC_STATUS[status].label}</Badge>;
}

export function DealerStatusBadge({ status }: { status: DealerStatus }) {
  return <Badge tone={DEALER_STATUS[status].tone}>{DEALER_STATUS[status].label}</Badge>;
}
