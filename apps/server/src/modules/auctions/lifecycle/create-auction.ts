import type { Executor } from '../../../db/index.js';
import { insertAuction } from './repository.js';
import type { AuctionRow } from '../repository.js';

/**
 * The one way an auction is made (SPEC §4.4): awaiting scheduling, with the listing's prices, in
 * the caller's transaction. Staff approval makes a listing's first; a seller's rerun the next.
 */
export function createPendingAuction(
  tx: Executor,
  input: {
    listingId: string;
    startingPriceCents: number;
    reservePriceCents: number | null;
    currency: string;
    at: Date;
  },
): Promise<AuctionRow> {
  return insertAuction(tx, {
    listingId: input.listingId,
    status: 'pending',
    startingPriceCents: input.startingPriceCents,
    reservePriceCents: input.reservePriceCents,
    currency: input.currency,
    createdAt: input.at,
    updatedAt: input.at,
  });
}
