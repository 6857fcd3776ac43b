import { PUBLIC_LISTING_STATUSES, type ListingStatus } from '@gavel/contract';
import { and, asc, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import { listingPhotos, listings } from './schema.js';
import { keysetAfter, type TimeCursor } from '../../lib/cursor.js';
import type { PhotoFiles } from './photo-files.js';

export type ListingRow = typeof listings.$inferSelect;
export type NewListing = typeof listings.$inferInsert;

export interface PhotoRow {
  id: string;
  listingId: string;
  position: number;
  storageKey: string;
  thumbnailKey: string | null;
  displayKey: string | null;
}

export async function insertListing(ex: Executor, values: NewListing): Promise<ListingRow> {
  const [row] = await ex.insert(listings).values(values).returning();
  if (!row) throw new Error('insert into listings returned no row');
  return row;
}

export async function findListing(
  ex: Executor,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<ListingRow | undefined> {
  const query = ex.select().from(listings).where(eq(listings.id, id)).limit(1);
  const [row] = await (opts.lock ? query.for('update') : query);
  return row;
}

export async function updateListing(
  ex: Executor,
  id: string,
  values: Partial<NewListing>,
): Promise<ListingRow> {
  const [row] = await ex.update(listings).set(values).where(eq(listings.id, id)).returning();
  if (!row) throw new Error(`listing ${id} vanished during update`);
  return row;
}

/** A keyset page of the listings that meet every condition, newest first, and one more row. */
function newestFirst(
  ex: Executor,
  page: { cursor?: TimeCursor; limit: number },
  ...conditions: (SQL | undefined)[]
): Promise<ListingRow[]> {
  return ex
    .select()
    .from(listings)
    .where(and(...conditions, keysetAfter(listings.createdAt, listings.id, page.cursor, 'desc')))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(page.limit + 1);
}

export async function listSellerListings(
  ex: Executor,
  input: { sellerId: string; status?: ListingStatus; cursor?: TimeCursor; limit: number },
): Promise<ListingRow[]> {
  return newestFirst(
    ex,
    input,
    eq(listings.sellerId, input.sellerId),
    input.status ? eq(listings.status, input.status) : undefined,
  );
}

export async function listPublicListings(
  ex: Executor,
  input: {
    statuses: readonly ListingStatus[];
    q?: string;
    category?: ListingRow['category'];
    cursor?: TimeCursor;
    limit: number;
  },
): Promise<ListingRow[]> {
  return newestFirst(
    ex,
    input,
    inArray(listings.status, [...input.statuses]),
    input.category ? eq(listings.category, input.category) : undefined,
    input.q ? sql`${listings.search} @@ websearch_to_tsquery('simple', ${input.q})` : undefined,
  );
}

/**
 * The photos of many listings in one query, in display order, with their files' keys: `files`
 * is uploads' subquery behind the `PhotoFiles` port, joined in this statement (ADR 040).
 */
export async function photosOf(
  ex: Executor,
  files: PhotoFiles,
  listingIds: string[],
): Promise<PhotoRow[]> {
  if (listingIds.length === 0) return [];
  return ex
    .select({
      id: listingPhotos.id,
      listingId: listingPhotos.listingId,
      position: listingPhotos.position,
      storageKey: files.storageKey,
      thumbnailKey: files.thumbnailKey,
      displayKey: files.displayKey,
    })
    .from(listingPhotos)
    .innerJoin(files, eq(files.id, listingPhotos.id))
    .where(inArray(listingPhotos.listingId, listingIds))
    .orderBy(asc(listingPhotos.listingId), asc(listingPhotos.position));
}

/** Deletes the listing row; its photo rows go with it (`on delete cascade`). */
export async function deleteListing(ex: Executor, id: string): Promise<void> {
  await ex.delete(listings).where(eq(listings.id, id));
}

export async function deletePhoto(ex: Executor, listingId: string, photoId: string) {
  const [row] = await ex
    .delete(listingPhotos)
    .where(and(eq(listingPhotos.listingId, listingId), eq(listingPhotos.id, photoId)))
    .returning({ id: listingPhotos.id });
  return row !== undefined;
}

/**
 * Rewrites positions 0…n-1 in the given order; `photoIds` must name every photo of the listing.
 * `(listing_id, position)` is unique and PostgreSQL checks it row by row, so the photos first
 * move to places no photo takes (-1 - position, all distinct and negative), then to their own.
 */
export async function setPhotoOrder(ex: Executor, listingId: string, photoIds: string[]) {
  await ex
    .update(listingPhotos)
    .set({ position: sql`-1 - ${listingPhotos.position}` })
    .where(eq(listingPhotos.listingId, listingId));
  for (const [position, id] of photoIds.entries()) {
    await ex
      .update(listingPhotos)
      .set({ position })
      .where(and(eq(listingPhotos.listingId, listingId), eq(listingPhotos.id, id)));
  }
}

/**
 * For uploads (ADR 040), inside its own statement: the photo rows of the upload `uploadId`
 * names (a column of the caller's query), to test with `exists`/`notExists`.
 */
export function photoAttached(ex: Executor, uploadId: SQLWrapper) {
  return ex
    .select({ id: listingPhotos.id })
    .from(listingPhotos)
    .where(eq(listingPhotos.id, uploadId));
}

/** Likewise, but only if its listing is public (SPEC §4.4): anyone may fetch the photo. */
export function photoShownPublicly(ex: Executor, uploadId: SQLWrapper) {
  return ex
    .select({ id: listingPhotos.id })
    .from(listingPhotos)
    .innerJoin(listings, eq(listings.id, listingPhotos.listingId))
    .where(
      and(eq(listingPhotos.id, uploadId), inArray(listings.status, [...PUBLIC_LISTING_STATUSES])),
    );
}
