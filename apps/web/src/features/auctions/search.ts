import type { AuctionSort, ListingCategory } from '@gavel/contract';
import { AUCTION_SORTS, LISTING_CATEGORIES, PUBLIC_AUCTION_STATUSES } from '@gavel/contract/values';
import type { SearchSchemaInput } from '@tanstack/react-router';
import type { AuctionListFilters } from './api/keys';

export const AUCTION_STATUS_FILTERS = [...PUBLIC_AUCTION_STATUSES, 'any'] as const;
export type AuctionStatusChoice = (typeof AUCTION_STATUS_FILTERS)[number];

/**
 * `/auctions?q=&status=&category=&sort=`: the list's filters live in the URL so a search can be
 * shared and survives a reload. `status=any` shows every public auction; without it the list
 * shows live ones.
 */
export interface AuctionsSearch {
  q?: string | undefined;
  status: AuctionStatusChoice;
  category?: ListingCategory | undefined;
  sort: AuctionSort;
}

/** What links may pass: every key optional (the defaults fill in). */
export type AuctionsSearchInput = Partial<AuctionsSearch>;

export const AUCTIONS_SEARCH_DEFAULTS = { status: 'live', sort: 'ending_soon' } as const;

const Q_MAX = 200;

const oneOf = <T extends string>(options: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (options as readonly string[]).includes(value)
    ? (value as T)
    : undefined;

/**
 * The route's `validateSearch`. Deliberately not zod: this runs in the route tree, which is
 * part of every page's first download, and the contract's `/values` entry keeps zod out of it.
 * A bad value falls back to the default instead of failing the page.
 */
export function validateAuctionsSearch(
  input: AuctionsSearchInput & SearchSchemaInput,
): AuctionsSearch {
  // The URL may hold anything: read it as unknown values.
  return readAuctionsSearch(input);
}

/** The filters out of any values (the URL's, a form's), each falling back to its default. */
export function readAuctionsSearch(raw: Record<string, unknown>): AuctionsSearch {
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).trim() : '';
  return {
    q: q === '' ? undefined : q.slice(0, Q_MAX),
    status: oneOf(AUCTION_STATUS_FILTERS, raw.status) ?? AUCTIONS_SEARCH_DEFAULTS.status,
    category: oneOf(LISTING_CATEGORIES, raw.category),
    sort: oneOf(AUCTION_SORTS, raw.sort) ?? AUCTIONS_SEARCH_DEFAULTS.sort,
  };
}

/** The URL's filters as the API takes them. */
export function filtersOf(search: AuctionsSearch): AuctionListFilters {
  return {
    status: search.status === 'any' ? undefined : search.status,
    q: search.q,
    category: search.category,
    sort: search.sort,
  };
}
