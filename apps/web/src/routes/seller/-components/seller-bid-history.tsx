import type { StaffAuction } from '@gavel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { auctionKeys } from '../../../features/auctions/api/keys';
import { BidHistory } from '../../../features/auctions/components/bid-history';

/**
 * The public bid history on the seller's own listing page. The seller's page follows the
 * auction's live stream itself; a new bid count there refreshes the history's query.
 */
export function SellerBidHistory({ auction }: { auction: StaffAuction }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: auctionKeys.bids(auction.id) });
  }, [queryClient, auction.id, auction.bid_count, auction.status]);
  return <BidHistory auction={auction} />;
}
