/**
 * Query keys of the staff auctions page. Everything sits under `['admin', 'auctions']` so one
 * invalidation after a schedule or a force-end refreshes both lists.
 */
export const adminAuctionKeys = {
  all: ['admin', 'auctions'] as const,
  schedulable: ['admin', 'auctions', 'schedulable'] as const,
  active: ['admin', 'auctions', 'active'] as const,
};

/** The shell's queue counts (Ops button), read by the account-status feature under this key. */
export const ADMIN_QUEUES_KEY = ['admin', 'queues'] as const;
