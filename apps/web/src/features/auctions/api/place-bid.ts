import type { DealerListing, PlaceBidBody, PublicAuction } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, ApiError } from '../../../lib/api-client';
import { syncServerClock } from '../../../lib/server-clock';
import { dealerProfileKeys } from '../../../lib/queries/dealer-profile-keys';
import { newerAuction, publicPart } from './auction-cache';
import { auctionKeys, dealerAuctionKeys } from './keys';

/** A fresh key per submission, so a retried request can never place a second bid. */
function idempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; the page may be served over plain http on a LAN.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `POST /api/dealer/auctions/{id}/bids` with an `Idempotency-Key` header. */
export const placeBid = (auctionId: string, body: PlaceBidBody) =>
  answer(
    api.POST('/api/dealer/auctions/{id}/bids', {
      params: { path: { id: auctionId } },
      body,
      headers: { 'Idempotency-Key': idempotencyKey() },
    }),
  );

/**
 * Every bid panel's mutation. The answer is the auction as this dealer sees it now: it shows at
 * once on the public and the dealer's page, then the bids and every auction list are re-read.
 */
export function usePlaceBid(listingId: string, auctionId: string) {
  const queryClient = useQueryClient();
  const dealerView = auctionKeys.dealerView(listingId);
  return useMutation({
    mutationFn: (body: PlaceBidBody) => placeBid(auctionId, body),
    onSuccess: async (answer) => {
      syncServerClock(answer.auction.server_time);
      queryClient.setQueryData<PublicAuction | null>(
        auctionKeys.listingAuction(listingId),
        (current) => newerAuction(current, publicPart(answer.auction)),
      );
      queryClient.setQueryData<DealerListing>(dealerView, (current) =>
        current?.auction?.id === answer.auction.id
          ? { ...current, auction: answer.auction }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: auctionKeys.bids(auctionId) });
      void queryClient.invalidateQueries({ queryKey: auctionKeys.lists });
      void queryClient.invalidateQueries({ queryKey: dealerAuctionKeys.lists });
      await queryClient.invalidateQueries({ queryKey: dealerView });
    },
    onError: async (error) => {
      if (!(error instanceof ApiError)) return;
      // Too low, not live any more, already leading: the page's figures are out of date.
      if (error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: auctionKeys.listing(listingId) });
      }
      // Suspended meanwhile: the banner and the bid panel should say so.
      if (error.code === 'dealer_not_active') {
        await queryClient.invalidateQueries({ queryKey: dealerProfileKeys.profile });
      }
    },
  });
}
