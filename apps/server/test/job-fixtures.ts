import type { Database } from '../src/db/index.js';
import { JOBS_SCHEMA } from '../src/db/jobs-schema.js';

/**
 * Test fixtures of background jobs (ADR 041), not a test file itself. pg-boss decides when a job
 * is due by the database's clock, not by the app's `ManualClock`: a test that would let time
 * pass moves the queue's clock instead (`moveQueueClock`), after asserting when the job is due.
 */

export interface QueuedJob {
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  /** Tries made before the one to come (0 before the first). */
  retryCount: number;
  /** Seconds from the database's now until the job is due (negative: due). */
  dueInSeconds: number;
}

/** The jobs of queue `name` made for the domain event whose subject is `subjectId`. */
export async function jobsFor(db: Database, name: string, subjectId: string): Promise<QueuedJob[]> {
  const { rows } = await db.executeSql(
    `select state, retry_count as "retryCount",
       extract(epoch from start_after - now())::float8 as "dueInSeconds"
     from ${JOBS_SCHEMA}.job
     where name = $1 and data->>'subjectId' = $2
     order by created_on`,
    [name, subjectId],
  );
  return rows as QueuedJob[];
}

/**
 * Moves the queue's clock: the waiting jobs of queue `name` (new ones and retries) are due
 * `seconds` earlier, as if that much time had passed for them; nothing else changes.
 */
export async function moveQueueClock(db: Database, name: string, seconds: number): Promise<void> {
  await db.executeSql(
    `update ${JOBS_SCHEMA}.job set start_after = start_after - make_interval(secs => $2)
     where name = $1 and state in ('created', 'retry')`,
    [name, seconds],
  );
}
