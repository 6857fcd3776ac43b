import type { PublicListing } from '@gavel/contract';
import { deferred } from '../../../lib/deferred';

/** lot-item.tsx, which the page loads beside hydration, not before it (ADR 047). */
export const loadLotItem = () => import('./lot-item');

export const LotSpecifics = deferred(loadLotItem, (m) => m.SpecificsTable);
export const LotConditionReport = deferred(loadLotItem, (m) => m.ConditionReportView);

/** The bid history, below the fold: its server-rendered rows are enough until its code comes. */
export const LotBidHistory = deferred(
  () => import('./bid-history'),
  (m) => m.BidHistory,
);

/** Whether the page shows a specifications table: specifics or the seller's attributes. */
export const hasSpecifications = (listing: PublicListing) =>
  Object.keys(listing.specifics).length > 0 || Object.keys(listing.attributes).length > 0;

/** Loads the deferred parts this lot's page shows. */
export async function preloadLotParts(listing: PublicListing, hasAuction: boolean): Promise<void> {
  await Promise.all([
    hasSpecifications(listing) && LotSpecifics.preload(),
    listing.condition_report !== null && LotConditionReport.preload(),
    hasAuction && LotBidHistory.preload(),
  ]);
}
