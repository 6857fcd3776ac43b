import { EDITABLE_LISTING_STATUSES } from '@gavel/contract';
import type { Executor } from '../../db/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { findListing, type ListingRow } from './repository.js';

/** Loads the caller's own listing; another seller's is 404, as if it did not exist. */
export async function ownListing(
  ex: Executor,
  sellerId: string,
  id: string,
  lock = false,
): Promise<ListingRow> {
  const row = await findListing(ex, id, { lock });
  if (row?.sellerId !== sellerId) throw notFound('Listing');
  return row;
}

/** A seller changes a listing (fields, photos, report) only while a draft or rejected. */
export function assertEditable(row: ListingRow): void {
  if (!EDITABLE_LISTING_STATUSES.includes(row.status)) {
    throw new AppError(
      'invalid_state',
      'The listing can only be changed while it is a draft or was rejected.',
    );
  }
}
