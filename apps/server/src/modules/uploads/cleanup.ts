import type { UploadPurpose } from '@gavel/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import type { StorageDriver } from '../../lib/storage/index.js';
import * as repo from './repository.js';
import { prefixOf } from './service.js';

const SWEEP_BATCH = 100;
/**
 * How long a finalized KYC document (or dispute photo) may wait to be attached to a KYC
 * submission (a dispute): a person who uploads documents and finishes the form tomorrow keeps
 * them; a scan nobody submits is removed.
 */
export const UNATTACHED_DOCUMENT_GRACE_SECONDS = 24 * 60 * 60;

export type UploadCleanup = ReturnType<typeof createUploadCleanup>;

interface SweptRow {
  id: string;
  purpose: UploadPurpose;
}

/**
 * Removing uploads nobody needs: expired pending ones, KYC documents never attached, and ones
 * other modules detached.
 */
export function createUploadCleanup(deps: {
  db: Database;
  clock: Clock;
  storage: StorageDriver;
  log: FastifyBaseLogger;
}) {
  const { db, clock, storage, log } = deps;
  /** Auctions' keeper of dispute photos, given as auctions registers (it sits above uploads). */
  let disputePhotos: repo.UploadKeeper | undefined;

  /**
   * Deletes batches that `take` picks (in a transaction of its own each) and then their objects,
   * until a batch comes back short. Safe on several instances: each batch skips rows another
   * sweeper or a finalize holds. Answers how many were removed.
   */
  async function sweep(
    take: (tx: Tx, now: Date) => Promise<SweptRow[]>,
    problem: string,
  ): Promise<number> {
    let removed = 0;
    for (;;) {
      const now = clock.now();
      const rows = await db.transaction((tx) => take(tx, now));
      await removeObjects(rows, problem);
      removed += rows.length;
      if (rows.length < SWEEP_BATCH) return removed;
    }
  }

  /** Deletes pending uploads whose link expired, then their objects. */
  const sweepExpired = () =>
    sweep(
      (tx, now) => repo.deleteExpiredPending(tx, now, SWEEP_BATCH),
      'could not delete an expired upload’s objects',
    );

  /**
   * Deletes finalized KYC documents never attached to a KYC submission, and dispute photos never
   * attached to a dispute, within the grace period, then their objects. Documents on a KYC
   * record, a dispute's photos and listing photos are never touched.
   */
  const sweepUnattachedDocuments = () =>
    sweep(
      (tx, now) =>
        repo.deleteUnattachedDocuments(
          tx,
          new Date(now.getTime() - UNATTACHED_DOCUMENT_GRACE_SECONDS * 1000),
          SWEEP_BATCH,
          disputePhotos,
        ),
      'could not delete an unattached document’s objects',
    );

  async function removeObjects(rows: SweptRow[], problem: string) {
    for (const row of rows) {
      try {
        await storage.deletePrefix(prefixOf(row.purpose, row.id));
      } catch (err) {
        log.warn({ err, uploadId: row.id }, problem);
      }
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

  return {
    sweepExpired,
    sweepUnattachedDocuments,
    deleteFiles,
    /**
     * Auctions says which dispute photos a dispute holds (SPEC §13.4); until it does, no
     * dispute photo is swept.
     */
    keepDisputePhotosWith(keeper: repo.UploadKeeper): void {
      disputePhotos = keeper;
    },
  };
}
