/**
 * Query keys of the seller's KYC and auction outcomes; the shell's KYC banner reads `kyc` through
 * `get-kyc.ts` too. The seller's listings have theirs in `listings/api/keys.ts`.
 */
export const sellerKeys = {
  kyc: ['seller', 'kyc'] as const,
  auctions: ['seller', 'auctions'] as const,
  auction: (auctionId: string) => ['seller', 'auctions', auctionId] as const,
  auctionContact: (auctionId: string) => ['seller', 'auctions', auctionId, 'contact'] as const,
};
