import type { AuctionOutcome, AuctionStatus } from '@gavel/contract';
import type { Executor } from '../../db/index.js';

/** A listing's latest auction, as the seller's list shows it. */
export interface AuctionSummary {
  id: string;
  listingId: string;
  status: AuctionStatus;
  startAt: Date | null;
  endAt: Date | null;
  currentPriceCents: number | null;
  reservePriceCents: number | null;
  bidCount: number;
  outcome: AuctionOutcome | null;
  hammerPriceCents: number | null;
  endedAt: Date | null;
  /** After a `reserve_not_met` end, what accept-highest-bid sells at (null: nothing to accept). */
  offerCents: number | null;
}

/** What a public listing shows of its latest auction: whether the price reached the reserve. */
export type AuctionPrice = Pick<AuctionSummary, 'currentPriceCents' | 'reservePriceCents'>;

/**
 * What listings read of their auctions (ADR 040). The auctions are the auctions module's, which
 * sits above listings in the module order (an auction is made from a listing), so listings does
 * not import it: auctions implements this and fills `app.services.listingAuctions` as it
 * registers; listings' service reads it when called. Each is one query for a page of listings.
 */
export interface ListingAuctions {
  /** The latest auction of each listing that has one. */
  latestAuctionsOf(ex: Executor, listingIds: string[]): Promise<AuctionSummary[]>;
  /** For each listing that has an auction, its latest auction's price and reserve. */
  latestAuctionPrices(ex: Executor, listingIds: string[]): Promise<Map<string, AuctionPrice>>;
}
