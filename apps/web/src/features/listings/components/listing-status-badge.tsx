import type { ListingStatus } from '@gavel/contract';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  draft: 'Draft',
  pending_review: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
  in_auction: 'In auction',
  sold: 'Sold',
  unsold: 'Unsold',
};

const TONES: Record<ListingStatus, BadgeTone> = {
  draft: 'neutral',
  pending_review: 'warning',
  approved: 'brand',
  rejected: 'danger',
  in_auction: 'brand',
  sold: 'success',
  unsold: 'neutral',
};

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return <Badge tone={TONES[status]}>{LISTING_STATUS_LABELS[status]}</Badge>;
}
