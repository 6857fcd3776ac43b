/**
 * Query keys of the seller area. `['seller', 'kyc']` is shared with the shell's KYC banner (which
 * has its own fetcher for the same answer), so a submission here updates the banner at once.
 * Everything about listings sits under `['seller', 'listings']` so one invalidation after a
 * listing changes refreshes the dashboard list, the listing and its auction together.
 */
export const sellerKeys = {
  kyc: ['seller', 'kyc'] as const,
  listings: ['seller', 'listings'] as const,
  listingPages: (status: string | undefined) =>
    ['seller', 'listings', 'list', { status: status ?? null }] as const,
  listing: (listingId: string) => ['seller', 'listings', listingId] as const,
  listingAuction: (listingId: string) => ['seller', 'listings', listingId, 'auction'] as const,
  auctions: ['seller', 'auctions'] as const,
  auction: (auctionId: string) => ['seller', 'auctions', auctionId] as const,
  auctionContact: (auctionId: string) => ['seller', 'auctions', auctionId, 'contact'] as const,
};
