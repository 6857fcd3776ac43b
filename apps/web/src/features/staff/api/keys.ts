/**
 * Query keys of the staff pages built here. The header's Ops button reads `queues` too, so every
 * review action refreshes its count. Every staff action writes an audit event, so actions also
 * invalidate the audit trail's keys (`audit/api/keys.ts`).
 */
export const adminKeys = {
  queues: ['admin', 'queues'] as const,
  listings: ['admin', 'listings'] as const,
  pendingListings: ['admin', 'listings', 'pending'] as const,
  listing: (listingId: string) => ['admin', 'listings', 'detail', listingId] as const,
  kyc: ['admin', 'kyc'] as const,
  pendingKyc: ['admin', 'kyc', 'pending'] as const,
  dealers: ['admin', 'dealers'] as const,
  dealerPages: (status: string | undefined) =>
    ['admin', 'dealers', 'list', { status: status ?? null }] as const,
};

/** Rows per page of every staff list here. */
export const ADMIN_PAGE_SIZE = 20;
