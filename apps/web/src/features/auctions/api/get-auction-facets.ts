import type { Facets } from '@gavel/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { answer, publicApi } from '../../../lib/api-client';
import { auctionKeys, type AuctionFacetFilters } from './keys';

/**
 * Counts move slowly (a listing goes live, an auction ends): a minute old is fresh enough, and
 * going back to filters seen within it shows their counts at once (ADR 049).
 */
const FACETS_STALE_MS = 60_000;

/** `GET /api/auctions/facets` with the list's filters (SPEC §11). */
export async function fetchAuctionFacets(
  filters: AuctionFacetFilters,
  signal?: AbortSignal,
): Promise<Facets> {
  return answer(publicApi.GET('/api/auctions/facets', { params: { query: filters }, signal }));
}

export const auctionFacetsQueryOptions = (filters: AuctionFacetFilters) =>
  queryOptions({
    queryKey: auctionKeys.facets(filters),
    queryFn: ({ signal }) => fetchAuctionFacets(filters, signal),
    staleTime: FACETS_STALE_MS,
  });

/** The counts beside the filters; a new filter keeps the old counts until its own arrive. */
export const useAuctionFacets = (filters: AuctionFacetFilters) =>
  useQuery({ ...auctionFacetsQueryOptions(filters), placeholderData: keepPreviousData });
