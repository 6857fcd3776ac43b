import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import type { StorageDriver } from '../../lib/storage/index.js';
import * as repo from './repository.js';
import { prefixOf } from './service.js';

const SWEEP_BATCH = 100;

export type UploadCleanup = ReturnType<typeof createUploadCleanup>;

/** Removing uploads nobody needs: expired pending ones, and ones other modules detached. */
export function createUploadCleanup(deps: {
  db: Database;
  clock: Clock;
  storage: StorageDriver;
  log: FastifyBaseLogger;
}) {
  const { db, clock, storage, log } = deps;

  /**
   * Deletes pending uploads whose link expired, then their objects. Safe on several instances:
   * each batch skips rows another sweeper or a finalize holds. Answers how many were removed.
   */
  async function sweepExpired(): Promise<number> {
    let removed = 0;
    for (;;) {
      const now = clock.now();
      const rows = await db.transaction((tx) => repo.deleteExpiredPending(tx, now, SWEEP_BATCH));
      for (const row of rows) {
        try {
          await storage.deletePrefix(prefixOf(row.purpose, row.id));
        } catch (err) {
          log.warn({ err, uploadId: row.id }, 'could not delete an expired upload’s objects');
        }
      }
      removed += rows.length;
      if (rows.length < SWEEP_BATCH) return removed;
    }
  }

  /**
   * For other modules, after the transaction that detached the uploads (a deleted listing
   * photo): removes their rows and stored objects. Never throws: the caller's change is already
   * committed, and a leftover object only costs space.
   */
  async function deleteFiles(uploadIds: string[]): Promise<void> {
    try {
      const rows = await db.transaction((tx) => repo.deleteDetached(tx, uploadIds));
      for (const row of rows) await storage.deletePrefix(prefixOf(row.purpose, row.id));
    } catch (err) {
      log.warn({ err, uploadIds }, 'could not delete detached uploads');
    }
  }

  return { sweepExpired, deleteFiles };
}
