import {
  and,
  count,
  eq,
  exists,
  gt,
  inArray,
  isNull,
  lt,
  min,
  notExists,
  or,
  sql,
  sum,
  type Column,
  type SQLWrapper,
} from 'drizzle-orm';
import type { UploadPurpose } from '@gavel/contract';
import type { Executor, Tx } from '../../db/index.js';
import type { StoredDocument } from '../../lib/file-links.js';
import { documentKeptByKyc, type KycDocumentFile } from '../kyc/index.js';
import { photoAttached, photoShownPublicly } from '../listings/index.js';
import { uploads } from './schema.js';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(ex: Executor, row: NewUpload): Promise<void> {
  await ex.insert(uploads).values(row);
}

export async function findUpload(ex: Executor, id: string): Promise<UploadRow | undefined> {
  const [row] = await ex.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row;
}

/**
 * Serialises one user's presigns until the transaction ends, so that two racing presigns cannot
 * both pass the pending-uploads check. A transaction-level advisory lock: no row is locked.
 */
export async function lockPresignsOf(tx: Tx, ownerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`presign:${ownerId}`}, 0))`);
}

/** A user's uploads that are presigned, not finalized and not yet expired. */
export async function pendingOf(
  ex: Executor,
  ownerId: string,
  now: Date,
): Promise<{ uploads: number; bytes: number; firstExpiry: Date | null }> {
  const [row] = await ex
    .select({
      uploads: count(),
      bytes: sum(uploads.sizeBytes),
      firstExpiry: min(uploads.expiresAt),
    })
    .from(uploads)
    .where(
      and(eq(uploads.ownerId, ownerId), eq(uploads.status, 'pending'), gt(uploads.expiresAt, now)),
    );
  return {
    uploads: row?.uploads ?? 0,
    bytes: Number(row?.bytes ?? 0),
    firstExpiry: row?.firstExpiry ?? null,
  };
}

/** Loads an upload and locks its row until the transaction ends. */
export async function lockUpload(ex: Executor, id: string): Promise<UploadRow | undefined> {
  const [row] = await ex.select().from(uploads).where(eq(uploads.id, id)).limit(1).for('update');
  return row;
}

export async function markReceived(ex: Executor, id: string, at: Date): Promise<void> {
  await ex.update(uploads).set({ receivedAt: at }).where(eq(uploads.id, id));
}

export async function markFinalized(
  ex: Executor,
  id: string,
  values: {
    storageKey: string;
    thumbnailKey: string | null;
    displayKey: string | null;
    thumbnailAvifKey: string | null;
    displayAvifKey: string | null;
    contentType: string;
    sizeBytes: number;
    width: number | null;
    height: number | null;
    at: Date;
  },
): Promise<void> {
  const { at, ...rest } = values;
  await ex
    .update(uploads)
    .set({ ...rest, status: 'finalized', finalizedAt: at })
    .where(eq(uploads.id, id));
}

/**
 * Deletes up to `limit` pending uploads that expired before `now` and returns them. Rows another
 * instance is sweeping (or a finalize holds) are skipped, so sweepers never wait on each other.
 */
export async function deleteExpiredPending(
  ex: Executor,
  now: Date,
  limit: number,
): Promise<{ id: string; purpose: UploadRow['purpose'] }[]> {
  const batch = ex
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.status, 'pending'), lt(uploads.expiresAt, now)))
    .orderBy(uploads.expiresAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return ex
    .delete(uploads)
    .where(inArray(uploads.id, batch))
    .returning({ id: uploads.id, purpose: uploads.purpose });
}

/**
 * What keeps a finalized upload of another module from the sweep: a subquery that finds a row
 * of that module holding `upload` (a dispute's photo: auctions' `dispute_photos`).
 */
export type UploadKeeper = (
  ex: Executor,
  upload: { id: Column; ownerId: Column; finalizedAt: Column },
) => SQLWrapper;

/**
 * Deletes up to `limit` finalized documents that were finalized before `cutoff` and never
 * attached, and returns them: KYC documents never attached to a KYC submission ("never
 * attached": no KYC record of the owner lists it, and the owner has submitted nothing since it
 * was finalized; a document finalized before the latest submission and left out of it may
 * belong to an earlier one: it is kept), and, once auctions keeps them (`disputePhotos`),
 * dispute photos no dispute holds. Rows a submission is reading (`FOR SHARE`) are skipped, so
 * neither waits on the other. Call it in a transaction: the rows stay locked from the check to
 * the delete.
 */
export async function deleteUnattachedDocuments(
  ex: Executor,
  cutoff: Date,
  limit: number,
  disputePhotos?: UploadKeeper,
): Promise<{ id: string; purpose: UploadRow['purpose'] }[]> {
  const keptByKyc = documentKeptByKyc(ex, uploads);
  const unattached = or(
    and(eq(uploads.purpose, 'kyc_document'), notExists(keptByKyc)),
    disputePhotos &&
      and(eq(uploads.purpose, 'dispute_photo'), notExists(disputePhotos(ex, uploads))),
  );
  const batch = ex
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        eq(uploads.status, 'finalized'),
        // Implied by the next line (finalize happens before expiry, 15 minutes after presign);
        // it lets the (status, expires_at) index narrow the scan.
        lt(uploads.expiresAt, new Date(cutoff.getTime() + 60 * 60 * 1000)),
        lt(uploads.finalizedAt, cutoff),
        unattached,
      ),
    )
    .orderBy(uploads.expiresAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  // Two statements: the lock first, then the delete, which checks again with a fresh snapshot.
  // In one statement the check would use the snapshot taken before a submission that held a
  // row `FOR SHARE` committed, and the row (free by then) would go although now attached.
  const locked = (await batch).map((r) => r.id);
  if (locked.length === 0) return [];
  return ex
    .delete(uploads)
    .where(and(inArray(uploads.id, locked), unattached))
    .returning({ id: uploads.id, purpose: uploads.purpose });
}

/** Deletes the given uploads unless a listing still shows them; returns those deleted. */
export async function deleteDetached(
  ex: Executor,
  ids: string[],
): Promise<{ id: string; purpose: UploadRow['purpose'] }[]> {
  if (ids.length === 0) return [];
  return ex
    .delete(uploads)
    .where(and(inArray(uploads.id, ids), notExists(photoAttached(ex, uploads.id))))
    .returning({ id: uploads.id, purpose: uploads.purpose });
}

/** A photo's upload when its listing is public (listings' rule), else undefined. */
export async function findPublicPhoto(
  ex: Executor,
  photoId: string,
): Promise<UploadRow | undefined> {
  const [row] = await ex
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.id, photoId),
        eq(uploads.status, 'finalized'),
        exists(photoShownPublicly(ex, uploads.id)),
      ),
    )
    .limit(1);
  return row;
}

const documentFields = {
  id: uploads.id,
  storageKey: uploads.storageKey,
  contentType: uploads.contentType,
  filename: uploads.filename,
  sizeBytes: uploads.sizeBytes,
};

/** For KYC (ADR 040): the files among `ids`. */
export async function findKycDocuments(ex: Executor, ids: string[]): Promise<KycDocumentFile[]> {
  if (ids.length === 0) return [];
  return ex.select(documentFields).from(uploads).where(inArray(uploads.id, ids));
}

/**
 * For KYC (ADR 040): those of `ids` that `ownerId` may attach, its own finalized KYC documents,
 * locked `FOR SHARE` until the submission commits, so the sweep of unattached documents
 * (`deleteUnattachedDocuments`) cannot delete one between this read and the record that lists it.
 */
export function lockAttachableKycDocuments(
  ex: Executor,
  ownerId: string,
  ids: string[],
): Promise<KycDocumentFile[]> {
  return lockAttachable(ex, ownerId, 'kyc_document', ids);
}

/**
 * For auctions (SPEC §13.4): those of `ids` that `ownerId` may attach to a dispute, its own
 * finalized dispute photos, locked `FOR SHARE` until the dispute commits (whether another
 * dispute holds one is the dispute's to check).
 */
export function lockAttachableDisputePhotos(
  ex: Executor,
  ownerId: string,
  ids: string[],
): Promise<StoredDocument[]> {
  return lockAttachable(ex, ownerId, 'dispute_photo', ids);
}

async function lockAttachable(
  ex: Executor,
  ownerId: string,
  purpose: UploadPurpose,
  ids: string[],
): Promise<KycDocumentFile[]> {
  if (ids.length === 0) return [];
  return ex
    .select(documentFields)
    .from(uploads)
    .where(
      and(
        inArray(uploads.id, ids),
        eq(uploads.ownerId, ownerId),
        eq(uploads.purpose, purpose),
        eq(uploads.status, 'finalized'),
      ),
    )
    .for('share');
}

/** The files a photo gained after ADR 008: the display WebP (036) and the AVIFs (037). */
export type VariantColumn = 'displayKey' | 'thumbnailAvifKey' | 'displayAvifKey';

/** A finalized photo's stored file and the later files it has (null: missing). */
export interface PhotoVariants {
  id: string;
  storageKey: string;
  displayKey: string | null;
  thumbnailAvifKey: string | null;
  displayAvifKey: string | null;
}

const lacksAVariant = () =>
  and(
    eq(uploads.purpose, 'listing_photo'),
    eq(uploads.status, 'finalized'),
    or(
      isNull(uploads.displayKey),
      isNull(uploads.thumbnailAvifKey),
      isNull(uploads.displayAvifKey),
    ),
  );

/**
 * Up to `limit` ids of finalized photos missing one of those files (stored before it existed, or
 * left out by finalize), in id order after `afterId`.
 */
export async function photosLackingVariants(
  ex: Executor,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await ex
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(lacksAVariant(), afterId === null ? undefined : gt(uploads.id, afterId)))
    .orderBy(uploads.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** A finalized photo with its stored file and later files; undefined for anything else. */
export async function findPhotoVariants(
  ex: Executor,
  id: string,
): Promise<PhotoVariants | undefined> {
  const [row] = await ex
    .select({
      id: uploads.id,
      storageKey: uploads.storageKey,
      displayKey: uploads.displayKey,
      thumbnailAvifKey: uploads.thumbnailAvifKey,
      displayAvifKey: uploads.displayAvifKey,
    })
    .from(uploads)
    .where(
      and(
        eq(uploads.id, id),
        eq(uploads.purpose, 'listing_photo'),
        eq(uploads.status, 'finalized'),
      ),
    );
  return row;
}

/** Records one of those files of a photo unless it has that one already; whether it did. */
export async function setVariantKey(
  ex: Executor,
  id: string,
  column: VariantColumn,
  key: string,
): Promise<boolean> {
  const rows = await ex
    .update(uploads)
    .set({ [column]: key })
    .where(and(eq(uploads.id, id), isNull(uploads[column])))
    .returning({ id: uploads.id });
  return rows.length > 0;
}
