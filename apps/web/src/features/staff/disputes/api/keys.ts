import type { DisputeStatus } from '@gavel/contract';

/** What `/admin/disputes` lists: one status, or every dispute (`all`). */
export type DisputeFilter = DisputeStatus | 'all';

/**
 * Query keys of the staff's disputes (SPEC §13.4): every list and every dispute under
 * `['admin', 'disputes']`, so a decision refreshes the queue and the page with one invalidation.
 */
export const adminDisputeKeys = {
  all: ['admin', 'disputes'] as const,
  list: (filter: DisputeFilter) => ['admin', 'disputes', 'list', filter] as const,
  detail: (disputeId: string) => ['admin', 'disputes', 'detail', disputeId] as const,
};
