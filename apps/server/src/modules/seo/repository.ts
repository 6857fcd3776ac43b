import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import { auctions, listings } from '../../db/schema.js';
import { PUBLIC_STATUSES } from '../auctions/index.js';

/** One auction page of the sitemap: `/auctions/{listingId}`. */
export interface SitemapAuction {
  listingId: string;
  /** The later of the auction's and its listing's last change. */
  changedAt: Date;
}

/**
 * The auction pages worth crawling, most recently changed first, at most `limit`, in one
 * statement. Per listing, its newest public auction (the one `/auctions/{listingId}` shows,
 * `latestShownOfListing`), while it is scheduled or live or ended at or after `endedSince`.
 * Filtering before choosing the newest is safe: a listing's next auction is only created after
 * the one before has ended, so the newest passes whenever an older one does.
 */
export async function sitemapAuctions(
  ex: Executor,
  opts: { endedSince: Date; limit: number },
): Promise<SitemapAuction[]> {
  const shown = ex
    .selectDistinctOn([auctions.listingId], {
      listingId: auctions.listingId,
      changedAt: sql<Date>`greatest(${auctions.updatedAt}, ${listings.updatedAt})`
        .mapWith(auctions.updatedAt)
        .as('changed_at'),
    })
    .from(auctions)
    .innerJoin(listings, eq(listings.id, auctions.listingId))
    .where(
      and(
        // Who may see it (the public reads' rule), then whether it is worth a crawl.
        inArray(auctions.status, [...PUBLIC_STATUSES]),
        or(
          inArray(auctions.status, ['scheduled', 'live']),
          and(eq(auctions.status, 'ended'), gte(auctions.endAt, opts.endedSince)),
        ),
      ),
    )
    .orderBy(auctions.listingId, desc(auctions.createdAt), desc(auctions.id))
    .as('shown');
  return ex
    .select({ listingId: shown.listingId, changedAt: shown.changedAt })
    .from(shown)
    .orderBy(desc(shown.changedAt), shown.listingId)
    .limit(opts.limit);
}
