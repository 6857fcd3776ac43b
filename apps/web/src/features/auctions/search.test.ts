import { publicAuctionsQuerySchema } from '@gavel/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filtersOf } from './filters';
import { validateAuctionsSearch as validateTyped } from './search';

// The router hands the validator whatever the URL held.
const validateAuctionsSearch = (raw: Record<string, unknown>) =>
  validateTyped(raw as Parameters<typeof validateTyped>[0]);

describe('validateAuctionsSearch', () => {
  it('fills the defaults: live auctions ending soonest', () => {
    expect(validateAuctionsSearch({})).toEqual({
      q: undefined,
      status: 'live',
      category: undefined,
      sort: 'ending_soon',
    });
  });

  it('keeps valid values and trims the query', () => {
    expect(
      validateAuctionsSearch({
        q: '  leica m6 ',
        status: 'ended',
        category: 'electronics',
        sort: 'price_desc',
      }),
    ).toEqual({ q: 'leica m6', status: 'ended', category: 'electronics', sort: 'price_desc' });
  });

  it('falls back instead of failing on values the API would refuse', () => {
    const raw = { q: '   ', status: 'pending', category: 'boats', sort: 'cheapest' } as Record<
      string,
      unknown
    >;
    expect(validateAuctionsSearch(raw)).toEqual({
      q: undefined,
      status: 'live',
      category: undefined,
      sort: 'ending_soon',
    });
  });

  it('reads a numeric query (the router parses ?q=1986 as a number) and caps its length', () => {
    expect(validateAuctionsSearch({ q: 1986 }).q).toBe('1986');
    expect(validateAuctionsSearch({ q: 'x'.repeat(500) }).q).toHaveLength(200);
  });
});

describe('filtersOf', () => {
  it('sends no status for "any"', () => {
    expect(filtersOf({ status: 'any', sort: 'newest' })).toEqual({
      status: undefined,
      q: undefined,
      category: undefined,
      sort: 'newest',
    });
  });
});

describe('the stock filters in the URL (SPEC §11)', () => {
  it('reads every filter as the API names it, prices in the currency’s units', () => {
    const search = validateAuctionsSearch({
      make: '  Ford ',
      model: 'Focus',
      year_min: 2015,
      year_max: '2020',
      mileage_max_km: 120000,
      fuel: 'diesel,petrol',
      transmission: 'manual',
      body_type: 'estate',
      grade_max: 2,
      price_min: 5000,
      price_max: '12500.50',
      country: 'de',
    });
    expect(search).toMatchObject({
      make: 'Ford',
      model: 'Focus',
      year_min: 2015,
      year_max: 2020,
      mileage_max_km: 120000,
      // The contract's order, whatever the URL's.
      fuel: 'petrol,diesel',
      transmission: 'manual',
      body_type: 'estate',
      grade_max: 2,
      price_min: 5000,
      price_max: 12500.5,
      country: 'DE',
    });
    expect(filtersOf(search)).toMatchObject({ price_min: 500_000, price_max: 1_250_050 });
  });

  it('reads the boxes a form sent before the app ran (one value per ticked box)', () => {
    expect(validateAuctionsSearch({ fuel: ['electric', 'petrol', 'electric'] }).fuel).toBe(
      'petrol,electric',
    );
  });

  it('drops what the API would refuse, and orders a range written backwards', () => {
    const search = validateAuctionsSearch({
      fuel: 'rocket,diesel',
      transmission: 'cvt',
      grade_max: 6,
      year_min: 2020,
      year_max: 2015,
      price_min: '12,000',
      price_max: 'cheap',
      mileage_max_km: -1,
      country: 'GBR',
      make: 'Ford\nFocus',
    });
    expect(search).toMatchObject({ fuel: 'diesel', year_min: 2015, year_max: 2020 });
    expect(search.transmission).toBeUndefined();
    expect(search.grade_max).toBeUndefined();
    expect(search.price_min).toBe(12000);
    expect(search.price_max).toBeUndefined();
    expect(search.mileage_max_km).toBeUndefined();
    expect(search.country).toBeUndefined();
    expect(search.make).toBeUndefined();
  });

  it('keeps only an assigned country code, as the API does (two letters are not enough)', () => {
    expect(validateAuctionsSearch({ country: 'GJ' }).country).toBeUndefined();
    expect(validateAuctionsSearch({ country: 'XX' }).country).toBeUndefined();
    expect(validateAuctionsSearch({ country: ' xk ' }).country).toBe('XK');
  });

  const anything = fc.oneof(
    fc.string(),
    fc.integer({ min: -5, max: 3_000_000_000 }),
    fc.double({ noNaN: true }),
    fc.constantFrom(
      'diesel',
      'petrol,diesel',
      'manual',
      'suv,van',
      'GB',
      'GJ',
      'gb',
      '2015',
      '49.99',
      '',
    ),
    fc.array(fc.constantFrom('diesel', 'petrol', 'x')),
  );
  const keys = Object.keys(validateAuctionsSearch({}))
    .concat(['make', 'model', 'brand', 'year_min', 'year_max', 'mileage_max_km'])
    .concat([
      'fuel',
      'transmission',
      'body_type',
      'grade_max',
      'price_min',
      'price_max',
      'country',
    ]);
  const urls = fc.dictionary(fc.constantFrom(...keys), anything);

  it('whatever the URL holds, the API is asked what its contract accepts', () => {
    fc.assert(
      fc.property(urls, (raw) => {
        const filters = filtersOf(validateAuctionsSearch(raw));
        // As a query string carries them: every value a string.
        const query: Record<string, string> = { limit: '12' };
        for (const [key, value] of Object.entries(filters) as [
          string,
          string | number | undefined,
        ][]) {
          if (value !== undefined) query[key] = String(value);
        }
        const parsed = publicAuctionsQuerySchema.safeParse(query);
        expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
      }),
    );
  });

  it('reads -0 as 0 (the URL writes both as 0)', () => {
    expect(Object.is(validateAuctionsSearch({ year_max: -0 }).year_max, 0)).toBe(true);
    expect(Object.is(validateAuctionsSearch({ mileage_max_km: -0 }).mileage_max_km, 0)).toBe(true);
  });

  it('reading a read search changes nothing (the URL the app writes is stable)', () => {
    fc.assert(
      fc.property(urls, (raw) => {
        const once = validateAuctionsSearch(raw);
        expect(validateAuctionsSearch(JSON.parse(JSON.stringify(once)) as typeof raw)).toEqual(
          once,
        );
      }),
    );
  });
});
