import type { AuctionSort, ListingCategory } from '@gavel/contract';
import {
  AUCTION_SORTS,
  BODY_TYPES,
  FUELS,
  GRADE_FILTER_MAX,
  isCountryCode,
  LISTING_CATEGORIES,
  MONEY_MAX_CENTS,
  ONE_LINE_PATTERN,
  PUBLIC_AUCTION_STATUSES,
  SPECIFIC_TEXT_MAX,
  STOCK_FILTER_LIMITS,
  TRANSMISSIONS,
} from '@gavel/contract/values';
import type { SearchSchemaInput } from '@tanstack/react-router';
import { parseMoneyInput } from '../../lib/format';
import { oneOf } from '../../lib/search-params';

export const AUCTION_STATUS_FILTERS = [...PUBLIC_AUCTION_STATUSES, 'any'] as const;
export type AuctionStatusChoice = (typeof AUCTION_STATUS_FILTERS)[number];

/**
 * `/auctions?…`: every filter of the list lives in the URL (SPEC §11), so a search can be shared
 * and survives a reload, under the API's names. Two differences from `GET /api/auctions`:
 * `status=any` shows every public auction (without it the list shows live ones), and the prices
 * are in the currency's units as a person types them (`price_min=5000`), not cents (ADR 049).
 */
export interface AuctionsSearch {
  q?: string | undefined;
  status: AuctionStatusChoice;
  category?: ListingCategory | undefined;
  sort: AuctionSort;
  make?: string | undefined;
  model?: string | undefined;
  brand?: string | undefined;
  year_min?: number | undefined;
  year_max?: number | undefined;
  mileage_max_km?: number | undefined;
  /** Comma-separated, each value once, in the contract's order. */
  fuel?: string | undefined;
  transmission?: string | undefined;
  body_type?: string | undefined;
  grade_max?: number | undefined;
  /** In the currency's units, at most two decimals. */
  price_min?: number | undefined;
  price_max?: number | undefined;
  country?: string | undefined;
}

/** What links may pass: every key optional (the defaults fill in). */
export type AuctionsSearchInput = Partial<AuctionsSearch>;

export const AUCTIONS_SEARCH_DEFAULTS = { status: 'live', sort: 'ending_soon' } as const;

/** A typed line (the router reads `?q=1986` as a number); blank or with a control: none. */
function text(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const line = String(value).trim().slice(0, SPECIFIC_TEXT_MAX).trim();
  return line !== '' && ONE_LINE_PATTERN.test(line) ? line : undefined;
}

function integer(value: unknown, { min, max }: { min: number; max: number }): number | undefined {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  // `+ 0` reads -0 as 0: the URL writes both as `0`.
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n + 0 : undefined;
}

/**
 * A list filter out of `a,b` (a link, the API's form) or `[a, b]` (a form sent before the app
 * ran repeats the name per ticked box): the known values, each once, in the contract's order.
 */
function list(options: readonly string[], value: unknown): string | undefined {
  const given = (Array.isArray(value) ? value : [value])
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim());
  const chosen = options.filter((option) => given.includes(option));
  return chosen.length > 0 ? chosen.join(',') : undefined;
}

/** A price in the currency's units (`5000`, `49.5`, `1,500`), as a number of units. */
function units(value: unknown): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const cents = parseMoneyInput(String(value));
  return cents === null || cents > MONEY_MAX_CENTS ? undefined : cents / 100;
}

/** Both ends of a range, the smaller first: `2020` to `2015` means 2015 to 2020. */
function ordered(low: number | undefined, high: number | undefined) {
  return low !== undefined && high !== undefined && low > high ? [high, low] : [low, high];
}

/**
 * The route's `validateSearch`. Deliberately not zod: this runs in the route tree, which is
 * part of every page's first download (ADR 015); it reads with the contract's plain values, and
 * search.test.ts checks that whatever it answers passes the contract's query schema. A value the
 * API would refuse (an unknown fuel, a year of 12345) is dropped instead of failing the page.
 */
export function validateAuctionsSearch(
  input: AuctionsSearchInput & SearchSchemaInput,
): AuctionsSearch {
  // The URL may hold anything: read it as unknown values.
  return readAuctionsSearch(input);
}

/** The filters out of any values (the URL's, a form's), each falling back to its default. */
export function readAuctionsSearch(raw: Record<string, unknown>): AuctionsSearch {
  const [year_min, year_max] = ordered(
    integer(raw.year_min, STOCK_FILTER_LIMITS.year),
    integer(raw.year_max, STOCK_FILTER_LIMITS.year),
  );
  const [price_min, price_max] = ordered(units(raw.price_min), units(raw.price_max));
  const country = typeof raw.country === 'string' ? raw.country.trim().toUpperCase() : '';
  return {
    q: text(raw.q),
    status: oneOf(AUCTION_STATUS_FILTERS, raw.status) ?? AUCTIONS_SEARCH_DEFAULTS.status,
    category: oneOf(LISTING_CATEGORIES, raw.category),
    sort: oneOf(AUCTION_SORTS, raw.sort) ?? AUCTIONS_SEARCH_DEFAULTS.sort,
    make: text(raw.make),
    model: text(raw.model),
    brand: text(raw.brand),
    year_min,
    year_max,
    mileage_max_km: integer(raw.mileage_max_km, STOCK_FILTER_LIMITS.mileage_max_km),
    fuel: list(FUELS, raw.fuel),
    transmission: list(TRANSMISSIONS, raw.transmission),
    body_type: list(BODY_TYPES, raw.body_type),
    grade_max: integer(raw.grade_max, { min: 1, max: GRADE_FILTER_MAX }),
    price_min,
    price_max,
    country: isCountryCode(country) ? country : undefined,
  };
}
