import { savedSearchFiltersSchema } from '@gavel/contract';
import {
  BODY_TYPES,
  FUELS,
  GRADE_FILTER_MAX,
  LISTING_CATEGORIES,
  MONEY_MAX_CENTS,
  SAVED_SEARCH_NAME_MAX,
  TRANSMISSIONS,
} from '@gavel/contract/values';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAuctionsSearch } from '../search';
import {
  describeFilters,
  filtersOfSearch,
  linkSearchOf,
  searchOfFilters,
  suggestedName,
} from './filters';

const listOf = (values: readonly string[]) =>
  fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: values.length });
const text = fc.string({ minLength: 1, maxLength: 40 });
const cents = fc.integer({ min: 0, max: MONEY_MAX_CENTS });

/** Anything a saved search's filters could hold; the contract keeps the valid ones. */
const rawFilters = fc.record(
  {
    q: text,
    category: fc.constantFrom(...LISTING_CATEGORIES),
    make: text,
    model: text,
    brand: text,
    year_min: fc.integer({ min: 0, max: 9999 }),
    year_max: fc.integer({ min: 0, max: 9999 }),
    mileage_max_km: fc.integer({ min: 0, max: 100_000_000 }),
    fuel: listOf(FUELS),
    transmission: listOf(TRANSMISSIONS),
    body_type: listOf(BODY_TYPES),
    grade_max: fc.integer({ min: 1, max: GRADE_FILTER_MAX }),
    price_min: cents,
    price_max: cents,
    country: fc.constantFrom('GB', 'DE', 'FR', 'US', 'gb'),
  },
  { requiredKeys: [] },
);

/** Valid filters as the API answers them (trimmed, lists in the contract's order). */
const validFilters = rawFilters
  .map((raw) => savedSearchFiltersSchema.safeParse(raw))
  .filter((parsed) => parsed.success)
  .map((parsed) => parsed.data);

/** What the address bar keeps of a search: every value as text, as a link writes it. */
const throughUrl = (search: object) =>
  readAuctionsSearch(
    Object.fromEntries(
      Object.entries(search).map(([key, value]) => [key, String(value as string | number)]),
    ),
  );

describe('saved search filters ⇄ the /auctions URL', () => {
  it('filters → URL → filters is the identity for every valid filters object', () => {
    fc.assert(
      fc.property(validFilters, (filters) => {
        expect(filtersOfSearch(throughUrl(linkSearchOf(filters)))).toStrictEqual(filters);
        expect(filtersOfSearch(searchOfFilters(filters))).toStrictEqual(filters);
      }),
      { numRuns: 300 },
    );
  });

  it('a URL search → filters passes the contract unchanged', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('q', 'make', 'fuel', 'year_min', 'year_max', 'price_min', 'price_max'),
          fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: -5, max: 99_999 }).map(String)),
        ),
        (raw) => {
          const filters = filtersOfSearch(readAuctionsSearch(raw));
          expect(savedSearchFiltersSchema.parse(filters)).toStrictEqual(filters);
        },
      ),
    );
  });

  it('prices: units in the URL, cents in the filters; lists: `a,b` and arrays', () => {
    const search = readAuctionsSearch({
      status: 'scheduled',
      sort: 'newest',
      make: 'Ford',
      fuel: 'petrol,diesel',
      price_min: '5000',
      price_max: '12,500.50',
    });
    expect(filtersOfSearch(search)).toStrictEqual({
      make: 'Ford',
      fuel: ['petrol', 'diesel'],
      price_min: 500_000,
      price_max: 1_250_050,
    });
    expect(linkSearchOf({ make: 'Ford', fuel: ['diesel'], price_max: 1_250_050 })).toStrictEqual({
      status: 'any',
      sort: 'newest',
      make: 'Ford',
      fuel: 'diesel',
      price_max: 12_500.5,
    });
  });

  it('"Open" lists every public status, newest first: an alert is often about a scheduled lot', () => {
    fc.assert(
      fc.property(validFilters, (filters) => {
        expect(linkSearchOf(filters)).toMatchObject({ status: 'any', sort: 'newest' });
        expect(searchOfFilters(filters)).toMatchObject({ status: 'live', sort: 'ending_soon' });
      }),
    );
  });
});

describe('the filters in words', () => {
  it('says what the chips say', () => {
    expect(
      describeFilters({
        make: 'Ford',
        year_min: 2015,
        fuel: ['diesel', 'electric'],
        price_max: 1_500_000,
      }),
    ).toEqual([
      'Make: Ford',
      'Year: from 2015',
      'Fuel: Diesel',
      'Fuel: Electric',
      'Price: up to 15,000',
    ]);
    expect(describeFilters({})).toEqual([]);
  });

  it('names a search by its values, and always fits the name', () => {
    expect(suggestedName(searchOfFilters({ make: 'Ford', model: 'Focus', year_min: 2015 }))).toBe(
      'Ford, Focus, Year: from 2015',
    );
    expect(suggestedName(searchOfFilters({}))).toBe('All auctions');
    fc.assert(
      fc.property(validFilters, (filters) => {
        const name = suggestedName(searchOfFilters(filters));
        expect(name.length).toBeGreaterThan(0);
        expect(name.length).toBeLessThanOrEqual(SAVED_SEARCH_NAME_MAX);
      }),
    );
  });
});
