import { CATEGORY_DECLARATIONS } from '@gavel/contract/category-specifics';
import { describe, expect, it } from 'vitest';
import { formatSpecific, specificsRows } from './specifics-rows';

const declaration = (category: keyof typeof CATEGORY_DECLARATIONS, key: string) => {
  const found = CATEGORY_DECLARATIONS[category].specifics.find((d) => d.key === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
};

describe('specificsRows', () => {
  const car = {
    vin: '1M8GDM9AXKP******',
    make: 'Volkswagen',
    model: 'Golf',
    year: 2019,
    mileage: 48200,
    mileage_unit: 'mi',
    fuel: 'plug_in_hybrid',
    transmission: 'automatic',
    engine_size_cc: 1598,
    first_registered: '2019-03-12',
  };

  it('lists a vehicle in the contract’s order with labels, option labels and units', () => {
    const rows = specificsRows('vehicles', car);
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['VIN', '1M8GDM9AXKP******'],
      ['Make', 'Volkswagen'],
      ['Model', 'Golf'],
      ['Year', '2019'],
      ['Mileage', '48,200 miles'],
      ['Fuel', 'Plug-in hybrid'],
      ['Transmission', 'Automatic'],
      ['Engine size', '1,598 cc'],
      ['First registered', 'Mar 12, 2019'],
    ]);
    expect(rows[0]?.code).toBe(true);
    expect(rows.some((r) => r.key === 'mileage_unit')).toBe(false);
  });

  it('reads kilometres, booleans and hours', () => {
    expect(specificsRows('vehicles', { mileage: 1200, mileage_unit: 'km' })[0]?.value).toBe(
      '1,200 km',
    );
    expect(
      specificsRows('jewellery_watches', { box_and_papers: true }).map((r) => r.value),
    ).toEqual(['Yes']);
    expect(formatSpecific(declaration('jewellery_watches', 'box_and_papers'), false)).toBe('No');
    expect(formatSpecific(declaration('machinery', 'operating_hours'), 12500)).toBe('12,500 h');
  });

  it('adds the free attributes, less those that repeat a specific', () => {
    const rows = specificsRows(
      'vehicles',
      { make: 'Toyota', year: 2015 },
      { Make: 'Toyota', YEAR: '2015', Colour: 'Red', 'Tow bar': '' },
    );
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Make', 'Toyota'],
      ['Year', '2015'],
      ['Colour', 'Red'],
      ['Tow bar', '—'],
    ]);
  });

  it('is the attributes alone for a listing without category or specifics', () => {
    expect(specificsRows(null, {}, { Size: 'L' })).toEqual([
      { key: 'attribute:Size', label: 'Size', value: 'L' },
    ]);
    expect(specificsRows('other', {})).toEqual([]);
  });
});
