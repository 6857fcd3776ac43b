/**
 * Query keys of the staff auctions page. Everything sits under `['admin', 'auctions']` so one
 * invalidation after a schedule or a force-end refreshes both lists.
 */
export const adminAuctionKeys = {
  all: ['admin', 'auctions'] as const,
  schedulable: ['admin', 'auctions', 'schedulable'] as const,
  active: ['admin', 'auctions', 'active'] as const,
};
