import { lt } from 'drizzle-orm';
import type { Database } from '../../db/index.js';
import type { Pruning } from '../housekeeping.js';
import { rateLimitCounters, streamLeases } from '../schema.js';

/** The platform's hourly pruning of the shared limits' tables, once per cluster (ADR 032, 041). */
export const LIMITS_PRUNE_QUEUE = 'limits.prune';

/**
 * Rate-limit counters whose window passed and stream leases that lapsed (ADR 032): in a
 * transaction of their own, so however many counters a flood of addresses left, the other
 * areas' pruning is not held up.
 */
export function limitsPruning(db: Database): Pruning {
  return (now) =>
    db.transaction(async (tx) => ({
      rateLimitCounters: (
        await tx
          .delete(rateLimitCounters)
          .where(lt(rateLimitCounters.resetAt, now))
          .returning({ key: rateLimitCounters.key })
      ).length,
      streamLeases: (
        await tx
          .delete(streamLeases)
          .where(lt(streamLeases.expiresAt, now))
          .returning({ id: streamLeases.id })
      ).length,
    }));
}
