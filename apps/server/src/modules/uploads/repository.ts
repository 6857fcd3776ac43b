import type { ListingStatus } from '@gavel/contract';
import { and, eq, inArray, lt, notExists } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import { listingPhotos, listings, uploads } from '../../db/schema.js';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(ex: Executor, row: NewUpload): Promise<void> {
  await ex.insert(uploads).values(row);
}

export async function findUpload(ex: Executor, id: string): Promise<UploadRow | undefined> {
  const [row] = await ex.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row;
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

/** Deletes the given uploads unless a listing still shows them; returns those deleted. */
export async function deleteDetached(
  ex: Executor,
  ids: string[],
): Promise<{ id: string; purpose: UploadRow['purpose'] }[]> {
  if (ids.length === 0) return [];
  const attached = ex
    .select({ id: listingPhotos.id })
    .from(listingPhotos)
    .where(eq(listingPhotos.id, uploads.id));
  return ex
    .delete(uploads)
    .where(and(inArray(uploads.id, ids), notExists(attached)))
    .returning({ id: uploads.id, purpose: uploads.purpose });
}

/** A photo's upload when its listing is in one of `statuses` (public), else undefined. */
export async function findPhotoOfListingIn(
  ex: Executor,
  photoId: string,
  statuses: readonly ListingStatus[],
): Promise<UploadRow | undefined> {
  const [row] = await ex
    .select({ upload: uploads })
    .from(listingPhotos)
    .innerJoin(listings, eq(listings.id, listingPhotos.listingId))
    .innerJoin(uploads, eq(uploads.id, listingPhotos.id))
    .where(
      and(
        eq(listingPhotos.id, photoId),
        inArray(listings.status, [...statuses]),
        eq(uploads.status, 'finalized'),
      ),
    )
    .limit(1);
  return row?.upload;
}
