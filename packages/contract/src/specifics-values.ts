/**
 * SPEC §11's plain values, with no zod: the options of the enum specifics that filter (fuel,
 * transmission, body type), the category names, the year bound, the stock filters' limits and
 * the facets. `@gavel/contract/values` re-exports those the web app's first screens need
 * (ADR 015, ADR 049). The categories' specifics are in category-specifics.ts; the option labels,
 * filterable keys and grades in category-declarations.ts (`@gavel/contract/categories`); the
 * schemas and rules built on them in specifics.ts.
 */
import { GRADES } from './category-declarations.js';
import type { ListingCategory } from './enums.js';

/** A text specific's longest value (SPEC §11). */
export const SPECIFIC_TEXT_MAX = 200;
export const FUELS = [
  'petrol',
  'diesel',
  'hybrid',
  'plug_in_hybrid',
  'electric',
  'lpg',
  'other',
] as const;
export const TRANSMISSIONS = ['manual', 'automatic'] as const;
export const BODY_TYPES = [
  'hatchback',
  'saloon',
  'estate',
  'suv',
  'coupe',
  'convertible',
  'mpv',
  'pickup',
  'van',
  'other',
] as const;
/** What each category is called. */
export const CATEGORY_NAMES: Record<ListingCategory, string> = {
  vehicles: 'Vehicles',
  motorcycles: 'Motorcycles',
  machinery: 'Machinery',
  electronics: 'Electronics',
  jewellery_watches: 'Jewellery & watches',
  art_collectibles: 'Art & collectibles',
  home_garden: 'Home & garden',
  other: 'Other',
};

/** The latest year a `year` specific may take: next year, from the injected clock. */
export const nextYear = (now: Date): number => now.getUTCFullYear() + 1;

/**
 * The bounds of the stock filters' numbers, as the query schemas take them; `price_*` are money
 * fields (`MONEY_MAX_CENTS`, SPEC §8).
 */
export const STOCK_FILTER_LIMITS = {
  year: { min: 0, max: 9999 },
  mileage_max_km: { min: 0, max: 100_000_000 },
} as const;

/** The worst grade the `grade_max` filter takes: the last of `GRADES`. */
export const GRADE_FILTER_MAX = Math.max(...GRADES);

/** The facets of `GET /api/auctions/facets`, in the order the answer names them. */
export const FACETS = [
  'status',
  'category',
  'make',
  'fuel',
  'transmission',
  'body_type',
  'grade',
  'country',
] as const;
export type Facet = (typeof FACETS)[number];
/** A facet lists at most this many values (SPEC §11). */
export const FACET_VALUES_MAX = 50;
