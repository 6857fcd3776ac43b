import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.js';
import { rateLimitCounters, streamLeases } from '../schema.js';
import type { Clock } from '../clock.js';
import type { TaskLog } from '../interval-task.js';
import { HeldLeases } from './held-leases.js';
import { LEASE_MS, type Hit, type LimitStore } from './store.js';

const c = rateLimitCounters;
/** Leases renewed per statement (three parameters each). */
const RENEW_BATCH = 5_000;

/**
 * Counters in PostgreSQL (`rate_limit_counters`, `stream_leases`), shared by every instance on
 * the database: one upsert per request, which resets the row in place once its window passed.
 */
export function postgresStore(deps: { db: Database; clock: Clock; log: TaskLog }): LimitStore {
  const { db, clock } = deps;
  const leaseEnd = () => new Date(clock.now().getTime() + LEASE_MS);

  const leases = new HeldLeases(
    async (held) => {
      const expiresAt = leaseEnd();
      const rows = [...held].map(([id, key]) => ({ id, key, expiresAt }));
      // In slices, well under PostgreSQL's 65,535 parameters a statement.
      for (let i = 0; i < rows.length; i += RENEW_BATCH) {
        await db.read((ex) =>
          ex
            .insert(streamLeases)
            .values(rows.slice(i, i + RENEW_BATCH))
            .onConflictDoUpdate({ target: streamLeases.id, set: { expiresAt } }),
        );
      }
    },
    deps.log,
    async (id) => {
      await db.read((ex) => ex.delete(streamLeases).where(eq(streamLeases.id, id)));
    },
  );

  return {
    kind: 'postgres',
    async hit(key, windowMs): Promise<Hit> {
      const now = clock.now();
      const passed = sql`${c.resetAt} <= ${now.toISOString()}::timestamptz`;
      const rows = await db.read((ex) =>
        ex
          .insert(c)
          .values({ key, count: 1, resetAt: new Date(now.getTime() + windowMs) })
          .onConflictDoUpdate({
            target: c.key,
            set: {
              count: sql`case when ${passed} then 1 else ${c.count} + 1 end`,
              resetAt: sql`case when ${passed} then excluded.reset_at else ${c.resetAt} end`,
            },
          })
          .returning({ count: c.count, resetAt: c.resetAt }),
      );
      const row = rows[0];
      if (!row) throw new Error('rate limit counter: no row returned');
      return { count: row.count, resetInMs: Math.max(0, row.resetAt.getTime() - now.getTime()) };
    },
    acquire: (key, max) =>
      leases.take(key, (id) =>
        db.transaction(async (tx) => {
          // One opener per key at a time, so two cannot both take the last place.
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtextextended(${`lease:${key}`}, 0))`,
          );
          const now = clock.now();
          const [open] = await tx
            .select({ n: count() })
            .from(streamLeases)
            .where(and(eq(streamLeases.key, key), gt(streamLeases.expiresAt, now)));
          if ((open?.n ?? 0) >= max) return false;
          await tx
            .delete(streamLeases)
            .where(and(eq(streamLeases.key, key), lte(streamLeases.expiresAt, now)));
          await tx.insert(streamLeases).values({ id, key, expiresAt: leaseEnd() });
          return true;
        }),
      ),
    close: () => leases.close(),
  };
}
