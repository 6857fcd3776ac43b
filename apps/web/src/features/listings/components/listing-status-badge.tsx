import type { ListingStatus } from '@gavel/contract';
import { LISTING_STATUS } from '../../../components/status/status-labels';
import { Badge } from '../../../components/ui/badge';

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return <Badge tone={LISTING_STATUS[status].tone}>{LISTING_STATUS[status].label}</Badge>;
}
