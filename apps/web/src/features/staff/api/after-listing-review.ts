import type { AdminListing } from '@gavel/contract';
import type { QueryClient } from '@tanstack/react-query';
import { adminAuctionKeys } from '../auctions/api/keys';
import { adminAuditKeys } from '../audit/api/keys';
import { adminKeys } from './keys';

/**
 * A reviewed listing leaves the pending queue (and approval creates a schedulable auction), so
 * the queue counts, the pending list and the audit trail all change.
 */
export async function afterListingReview(queryClient: QueryClient, listing: AdminListing) {
  queryClient.setQueryData(adminKeys.listing(listing.id), listing);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.queues }),
    queryClient.invalidateQueries({ queryKey: adminKeys.pendingListings }),
    queryClient.invalidateQueries({ queryKey: adminAuditKeys.all }),
    // The auctions page (built alongside) lists the auction an approval creates.
    queryClient.invalidateQueries({ queryKey: adminAuctionKeys.all }),
  ]);
}
