import type { StaffAuction } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { syncServerClock } from '../../../lib/server-clock';
import { listingKeys, sellerAuctionKeys } from './keys';

/** `POST /api/seller/auctions/{id}/accept-highest-bid`: sell below the reserve (48 h window). */
export async function acceptHighestBid(auctionId: string): Promise<StaffAuction> {
  const auction = await answer(
    api.POST('/api/seller/auctions/{id}/accept-highest-bid', {
      params: { path: { id: auctionId } },
    }),
  );
  syncServerClock(auction.server_time);
  return auction;
}

export function useAcceptHighestBid(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptHighestBid(auctionId),
    onSuccess: async (auction) => {
      queryClient.setQueryData(sellerAuctionKeys.detail(auctionId), auction);
      // The listing is now sold: the dashboard row, the listing and its auction change too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerAuctionKeys.detail(auctionId) }),
        queryClient.invalidateQueries({ queryKey: listingKeys.all }),
      ]);
    },
  });
}
