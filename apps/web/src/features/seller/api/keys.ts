/** Query keys of the seller's auction outcomes. The seller's listings have theirs in `listings/api/keys.ts`. */
export const sellerKeys = {
  auctions: ['seller', 'auctions'] as const,
  auction: (auctionId: string) => ['seller', 'auctions', auctionId] as const,
  auctionContact: (auctionId: string) => ['seller', 'auctions', auctionId, 'contact'] as const,
};
