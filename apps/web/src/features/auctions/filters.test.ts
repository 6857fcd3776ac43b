import { describe, expect, it } from 'vitest';
import { facetFiltersOf, filterChips, filtersOf, withoutFilters } from './filters';
import { readAuctionsSearch } from './search';

describe('filterChips', () => {
  const search = readAuctionsSearch({
    status: 'ended',
    sort: 'newest',
    q: 'estate',
    category: 'vehicles',
    make: 'Volvo',
    year_min: 2015,
    year_max: 2020,
    mileage_max_km: 90000,
    fuel: 'petrol,diesel',
    grade_max: 2,
    price_max: 15000,
    country: 'SE',
  });

  it('names every active filter with the contract’s labels, one chip per value', () => {
    expect(filterChips(search).map((chip) => chip.label)).toEqual([
      'Search: estate',
      'Category: Vehicles',
      'Make: Volvo',
      'Year: 2015–2020',
      'Up to 90,000 km',
      'Fuel: Petrol',
      'Fuel: Diesel',
      'Grade 2 or better',
      'Price: up to 15,000',
      'Country: Sweden',
    ]);
  });

  it('removes only its own filter (one value of a list), keeping status and order', () => {
    const chips = filterChips(search);
    const petrol = chips.find((chip) => chip.label === 'Fuel: Petrol');
    expect(petrol?.search).toEqual({ ...search, fuel: 'diesel' });
    const diesel = filterChips(petrol?.search ?? search).find((c) => c.label === 'Fuel: Diesel');
    expect(diesel?.search.fuel).toBeUndefined();
    const year = chips.find((chip) => chip.id === 'year');
    expect(year?.search).toMatchObject({ year_min: undefined, year_max: undefined, make: 'Volvo' });
  });

  it('has none without filters; "Clear all" keeps only status and order', () => {
    expect(filterChips(readAuctionsSearch({}))).toEqual([]);
    expect(withoutFilters(search)).toEqual({ status: 'ended', sort: 'newest' });
    expect(filterChips(withoutFilters(search))).toEqual([]);
  });
});

describe('facetFiltersOf', () => {
  it('asks the counts for every filter but the order', () => {
    const filters = filtersOf(readAuctionsSearch({ make: 'Ford', sort: 'newest' }));
    expect(facetFiltersOf(filters)).toEqual({ ...filters, sort: undefined });
    expect('sort' in facetFiltersOf(filters)).toBe(false);
  });
});
