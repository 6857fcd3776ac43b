import { FILTERABLE_LABELS, optionLabel } from '@gavel/contract/categories';
import { BODY_TYPES, CATEGORY_NAMES, FUELS, TRANSMISSIONS } from '@gavel/contract/values';
import { countryName } from '../../lib/format';
import type { AuctionFacetFilters, AuctionListFilters } from './api/keys';
import type { AuctionsSearch } from './search';

/** The stock filters that take several values; in the URL as the API takes them, `a,b`. */
export const LIST_FILTERS = {
  fuel: FUELS,
  transmission: TRANSMISSIONS,
  body_type: BODY_TYPES,
} as const;
export type ListFilter = keyof typeof LIST_FILTERS;

/** A price in the currency's units (the URL's) in cents (the API's). */
const cents = (units: number | undefined) =>
  units === undefined ? undefined : Math.round(units * 100);

/** A price in cents in the currency's units: the other way round. */
export const unitsOf = (cents: number | undefined) =>
  cents === undefined ? undefined : cents / 100;

/**
 * The URL's filters as the API takes them (prices in cents). Here rather than in search.ts,
 * which every page loads: only this page's code needs it.
 */
export function filtersOf(search: AuctionsSearch): AuctionListFilters {
  const { status, price_min, price_max, ...rest } = search;
  return {
    ...rest,
    status: status === 'any' ? undefined : status,
    price_min: cents(price_min),
    price_max: cents(price_max),
  };
}

/** The values of a list filter. */
export const valuesOf = (value: string | undefined): string[] =>
  value === undefined ? [] : value.split(',');

/** The search without any filter: its status and order stay. */
export const withoutFilters = (search: AuctionsSearch): AuctionsSearch => ({
  status: search.status,
  sort: search.sort,
});

/** The list's filters without its order: what the counts are asked for. */
export function facetFiltersOf(filters: AuctionListFilters): AuctionFacetFilters {
  const { sort: _sort, ...rest } = filters;
  return rest;
}

/** One active filter: what it says and the search without it. */
export interface FilterChip {
  id: string;
  label: string;
  search: AuctionsSearch;
}

const number = new Intl.NumberFormat('en');

/** `2015–2020`, `from 2015`, `up to 2020`. */
const range = (
  low: number | undefined,
  high: number | undefined,
  format: (n: number) => string = String,
) =>
  low !== undefined && high !== undefined
    ? `${format(low)}–${format(high)}`
    : low !== undefined
      ? `from ${format(low)}`
      : `up to ${format(high ?? 0)}`;

/**
 * The chips above the results, one per active filter (one per value of a list filter), in the
 * panel's order; each removes itself and keeps the rest.
 */
export function filterChips(search: AuctionsSearch): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (id: string, label: string, without: Partial<AuctionsSearch>) => {
    chips.push({ id, label, search: { ...search, ...without } });
  };
  if (search.q !== undefined) add('q', `Search: ${search.q}`, { q: undefined });
  if (search.category !== undefined) {
    add('category', `Category: ${CATEGORY_NAMES[search.category]}`, {
      category: undefined,
    });
  }
  for (const key of ['make', 'model', 'brand'] as const) {
    const value = search[key];
    if (value !== undefined) add(key, `${FILTERABLE_LABELS[key]}: ${value}`, { [key]: undefined });
  }
  if (search.year_min !== undefined || search.year_max !== undefined) {
    add('year', `Year: ${range(search.year_min, search.year_max)}`, {
      year_min: undefined,
      year_max: undefined,
    });
  }
  if (search.mileage_max_km !== undefined) {
    add('mileage_max_km', `Up to ${number.format(search.mileage_max_km)} km`, {
      mileage_max_km: undefined,
    });
  }
  for (const key of Object.keys(LIST_FILTERS) as (keyof typeof LIST_FILTERS)[]) {
    const values = valuesOf(search[key]);
    for (const value of values) {
      const rest = values.filter((v) => v !== value);
      add(`${key}:${value}`, `${FILTERABLE_LABELS[key]}: ${optionLabel(value)}`, {
        [key]: rest.length > 0 ? rest.join(',') : undefined,
      });
    }
  }
  if (search.grade_max !== undefined) {
    add('grade_max', gradeChoiceLabel(search.grade_max), { grade_max: undefined });
  }
  if (search.price_min !== undefined || search.price_max !== undefined) {
    add('price', `Price: ${range(search.price_min, search.price_max, (n) => number.format(n))}`, {
      price_min: undefined,
      price_max: undefined,
    });
  }
  if (search.country !== undefined) {
    add('country', `Country: ${countryName(search.country) ?? search.country}`, {
      country: undefined,
    });
  }
  return chips;
}

/** Grade 1 is the best (SPEC §11): `grade_max=2` keeps grades 1 and 2. */
export const gradeChoiceLabel = (grade: number): string =>
  grade === 1 ? 'Grade 1' : `Grade ${String(grade)} or better`;
