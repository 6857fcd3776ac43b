import { EDITABLE_LISTING_STATUSES, MAX_LISTING_PHOTOS } from '@gavel/contract';
import { count, eq, max } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import { listingPhotos, listings } from './schema.js';
import { AppError, notFound } from '../../lib/errors.js';

/**
 * Checks that `sellerId` may add one more photo to the listing; with `lock`, holds the listing
 * row until the transaction ends so two finalizes cannot both take the 20th place.
 * Another seller's listing is 404, as if it did not exist.
 */
export async function assertCanAddPhoto(
  ex: Executor,
  input: { listingId: string; sellerId: string; lock?: boolean },
): Promise<{ photoCount: number; lastPosition: number | null }> {
  const query = ex
    .select({ sellerId: listings.sellerId, status: listings.status })
    .from(listings)
    .where(eq(listings.id, input.listingId));
  const [listing] = await (input.lock ? query.for('update') : query);
  if (listing?.sellerId !== input.sellerId) throw notFound('Listing');
  if (!EDITABLE_LISTING_STATUSES.includes(listing.status)) {
    throw new AppError(
      'invalid_state',
      'Photos can only be changed while the listing is a draft or was rejected.',
    );
  }
  const [row] = await ex
    .select({ n: count(), last: max(listingPhotos.position) })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, input.listingId));
  const photoCount = row?.n ?? 0;
  if (photoCount >= MAX_LISTING_PHOTOS) {
    throw new AppError('limit_reached', `A listing can have at most ${MAX_LISTING_PHOTOS} photos.`);
  }
  return { photoCount, lastPosition: row?.last ?? null };
}

/**
 * Attaches a finalized upload to its listing as the last photo. Runs inside the finalize
 * transaction, so nothing is attached unless the finalize succeeds.
 */
export async function attachListingPhoto(
  tx: Executor,
  input: { listingId: string; sellerId: string; uploadId: string; at: Date },
): Promise<{ position: number }> {
  const { lastPosition } = await assertCanAddPhoto(tx, { ...input, lock: true });
  const position = lastPosition === null ? 0 : lastPosition + 1;
  await tx.insert(listingPhotos).values({
    id: input.uploadId,
    listingId: input.listingId,
    position,
    createdAt: input.at,
  });
  await tx.update(listings).set({ updatedAt: input.at }).where(eq(listings.id, input.listingId));
  return { position };
}
