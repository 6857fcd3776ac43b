import type { PublicListing } from '@gavel/contract';
import { queryOptions } from '@tanstack/react-query';
import { auctionKeys } from './api/keys';
import { loadLotItem } from './components/lot-item-slot';

/**
 * The JSON-LD the listing's specifics add to its page's `Product` (a vehicle's `Car`, SPEC §11),
 * as a query: computed where the page is rendered and carried to the browser with the page's
 * other data, so the first visit needs none of its code; a later visit loads it with the rest
 * of lot-item.tsx.
 */
export const itemJsonLdQueryOptions = (listing: PublicListing) =>
  queryOptions({
    queryKey: auctionKeys.itemJsonLd(listing.id, listing.updated_at),
    queryFn: async () => (await loadLotItem()).specificsJsonLd(listing.category, listing.specifics),
    staleTime: Infinity,
  });
