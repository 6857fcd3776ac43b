import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/index.js';
import { listings } from '../../../db/schema.js';
import { auctions } from '../schema.js';
import { savedFiltersConditions } from './stock.js';

/**
 * For saved searches (SPEC §12, ADR 051): the auction `auctionId` joined with its listing, and
 * the conditions under which the list `GET /api/auctions` would show it for the saved filters
 * `filters` (a jsonb expression of a table the caller's statement joins, such as its column).
 * The list's own conditions (`stock.ts`) on the one auction's row, read once: the caller's
 * statement compares each of its rows' filters with that row's values in one pass.
 */
export function auctionForSavedFilters(
  auctionId: string,
  filters: SQL,
): { from: SQL; where: SQL<boolean> } {
  return {
    from: sql`${auctions} inner join ${listings} on ${listings.id} = ${auctions.listingId}`,
    where: sql<boolean>`${auctions.id} = ${auctionId}
      and ${sql.join(savedFiltersConditions(filters), sql` and `)}`,
  };
}

/**
 * What a saved search's alert or digest names of published auctions: each one's listing and
 * title, by auction id, in one statement (a digest lists many).
 */
export async function publishedAuctions(
  ex: Executor,
  auctionIds: readonly string[],
): Promise<Map<string, { listingId: string; title: string | null }>> {
  if (auctionIds.length === 0) return new Map();
  const rows = await ex
    .select({ id: auctions.id, listingId: auctions.listingId, title: listings.title })
    .from(auctions)
    .innerJoin(listings, eq(listings.id, auctions.listingId))
    .where(inArray(auctions.id, [...new Set(auctionIds)]));
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}
