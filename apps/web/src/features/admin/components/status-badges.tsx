import type { DealerStatus, KycStatus } from '@gavel/contract';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const KYC_TONES: Record<KycStatus, BadgeTone> = {
  not_started: 'neutral',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  resubmission_requested: 'warning',
};

const KYC_LABELS: Record<KycStatus, string> = {
  not_started: 'Not started',
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
  resubmission_requested: 'Resubmission requested',
};

export function KycStatusBadge({ status }: { status: KycStatus }) {
  return <Badge tone={KYC_TONES[status]}>{KYC_LABELS[status]}</Badge>;
}

const DEALER_TONES: Record<DealerStatus, BadgeTone> = {
  pending: 'warning',
  active: 'success',
  suspended: 'danger',
};

const DEALER_LABELS: Record<DealerStatus, string> = {
  pending: 'Pending',
  active: 'Active',
  suspended: 'Suspended',
};

export function DealerStatusBadge({ status }: { status: DealerStatus }) {
  return <Badge tone={DEALER_TONES[status]}>{DEALER_LABELS[status]}</Badge>;
}
