import { describe, expect, it } from 'vitest';
import {
  keepSpecificsFor,
  missingSpecifics,
  specificFieldsOf,
  specificsToForm,
  typedSpecifics,
  validateSpecifics,
} from './specifics-form';

const now = new Date('2026-11-28T12:00:00Z');
const opts = { now, country: 'GB' };

describe('specifics form', () => {
  it('builds the fields from the contract, with next year resolved', () => {
    const fields = specificFieldsOf('vehicles', now);
    expect(fields.map((f) => f.key)).toContain('mileage_unit');
    expect(fields.find((f) => f.key === 'year')).toMatchObject({ min: 1886, max: 2027 });
    expect(fields.find((f) => f.key === 'fuel')?.options).toContain('plug_in_hybrid');
    expect(specificFieldsOf('', now)).toEqual([]);
  });

  it('turns typed text into integers and keeps booleans', () => {
    expect(
      typedSpecifics('vehicles', {
        year: ' 2015 ',
        mileage: '84000',
        make: ' Volvo ',
        fuel: 'diesel',
      }),
    ).toEqual({ year: 2015, mileage: 84_000, make: 'Volvo', fuel: 'diesel' });
    expect(typedSpecifics('jewellery_watches', { box_and_papers: false })).toEqual({
      box_and_papers: false,
    });
  });

  it('removes a key whose field was cleared', () => {
    expect(typedSpecifics('vehicles', { make: '', model: '   ', year: '2015' })).toEqual({
      year: 2015,
    });
    expect(validateSpecifics('vehicles', { make: '', year: '2015' }, opts).specifics).toEqual({
      year: 2015,
    });
  });

  it('checks with the contract: text that is no whole number, ranges, a bad VIN', () => {
    const { specifics, errors } = validateSpecifics(
      'vehicles',
      { year: '20x5', mileage: '-1', vin: '1m8gdm9a1kp042788', make: 'Ford' },
      { now, country: 'US' },
    );
    expect(specifics).toEqual({ make: 'Ford' });
    expect(Object.keys(errors).sort()).toEqual([
      'specifics.mileage',
      'specifics.vin',
      'specifics.year',
    ]);
    expect(errors['specifics.vin']).toMatch(/check digit/);
    // The same VIN outside North America has no check digit to match, and is upper-cased.
    expect(validateSpecifics('vehicles', { vin: '1m8gdm9a1kp042788' }, opts).specifics).toEqual({
      vin: '1M8GDM9A1KP042788',
    });
  });

  it('keeps the values the new category also declares', () => {
    expect(
      keepSpecificsFor('machinery', { make: 'JCB', vin: 'X', fuel: 'diesel', year: '2010' }),
    ).toEqual({ make: 'JCB', year: '2010' });
    expect(keepSpecificsFor('', { make: 'JCB' })).toEqual({});
  });

  it('names the required specifics still missing, in the form order', () => {
    expect(
      missingSpecifics('vehicles', { vin: '1M8GDM9AXKP042788', make: 'Ford', year: 'x' }, opts).map(
        (m) => m.label,
      ),
    ).toEqual(['Model', 'Year', 'Mileage', 'Mileage unit', 'Fuel', 'Transmission']);
    expect(missingSpecifics('electronics', {}, opts)).toEqual([]);
  });

  it('shows saved numbers as text', () => {
    expect(specificsToForm({ year: 2015, make: 'Ford', box_and_papers: true })).toEqual({
      year: '2015',
      make: 'Ford',
      box_and_papers: true,
    });
  });
});
