import type { Listing } from '@gavel/contract';
import { describe, expect, it } from 'vitest';
import {
  attributeRowErrorKey,
  emptyListingForm,
  formIsDirty,
  listingToForm,
  missingForSubmit,
  newAttributeRow,
  reportToSave,
  takesConditionReport,
  validateListingForm,
  withCategory,
  type ListingFormValues,
} from './listing-form';

const saved: Listing = {
  id: '6f1c1c52-8f0e-4a52-9d0b-3f7f0c1d2e3a',
  title: 'Volvo 240 estate',
  description: 'Runs well.',
  category: 'vehicles',
  condition: 'used',
  location_city: 'Gothenburg',
  location_country: 'SE',
  attributes: { Year: '1991' },
  specifics: {},
  condition_report: null,
  starting_price_cents: 150_000,
  reserve_price_cents: 200_000,
  currency: 'USD',
  status: 'draft',
  photos: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  submitted_at: null,
  rejection_reason: null,
  rerun_count: 0,
};

const form = (changes: Partial<ListingFormValues>): ListingFormValues => ({
  ...emptyListingForm(),
  ...changes,
});

describe('validateListingForm', () => {
  it('sends only what was filled in on a new draft, prices as cents', () => {
    const { body, errors } = validateListingForm(
      form({ title: '  Lathe ', starting_price: '150', reserve_price: '1,500.5' }),
      null,
    );
    expect(errors).toEqual({});
    expect(body).toEqual({
      title: 'Lathe',
      starting_price_cents: 15_000,
      reserve_price_cents: 150_050,
    });
  });

  it('explains prices that are not amounts or too low, next to their fields', () => {
    expect(validateListingForm(form({ starting_price: 'abc' }), null).errors).toEqual({
      starting_price_cents: 'Enter an amount such as 150 or 150.00',
    });
    expect(
      validateListingForm(form({ starting_price: '0.50' }), null).errors.starting_price_cents,
    ).toBe('The starting price must be at least 1.00.');
    expect(
      validateListingForm(form({ starting_price: '100', reserve_price: '99.99' }), null).errors,
    ).toEqual({ reserve_price_cents: 'The reserve price must not be below the starting price.' });
  });

  it('checks the reserve against the saved starting price when that is unchanged', () => {
    const values = { ...listingToForm(saved), reserve_price: '1000' };
    expect(validateListingForm(values, saved).errors.reserve_price_cents).toBeDefined();
  });

  it('clears the reserve, description and attributes of a saved listing', () => {
    const values = { ...listingToForm(saved), reserve_price: '', description: ' ', attributes: [] };
    const { body, errors } = validateListingForm(values, saved);
    expect(errors).toEqual({});
    expect(body).toMatchObject({ reserve_price_cents: null, description: '', attributes: {} });
  });

  it('refuses to silently keep a required field the person emptied', () => {
    const { body, errors } = validateListingForm({ ...listingToForm(saved), title: '' }, saved);
    expect(errors.title).toMatch(/not removed/);
    expect(body.title).toBeUndefined();
  });

  it('upper-cases the country and checks its shape', () => {
    expect(validateListingForm(form({ location_country: 'se' }), null).body.location_country).toBe(
      'SE',
    );
    expect(validateListingForm(form({ location_country: 'Swe' }), null).errors).toHaveProperty(
      'location_country',
    );
  });

  it('reports unnamed and repeated attributes on their rows', () => {
    const unnamed = newAttributeRow('', 'red');
    const repeated = newAttributeRow('Year ', '1992');
    const { body, errors } = validateListingForm(
      form({ attributes: [newAttributeRow('Year', '1991'), unnamed, repeated, newAttributeRow()] }),
      null,
    );
    expect(errors[attributeRowErrorKey(unnamed)]).toBeDefined();
    expect(errors[attributeRowErrorKey(repeated)]).toBeDefined();
    expect(body.attributes).toBeUndefined();
  });
});

describe('specifics and the condition report', () => {
  const now = new Date('2026-06-01T00:00:00Z');

  it('sends the whole specifics map, typed; a cleared field removes its key', () => {
    const withSpecifics = { ...saved, specifics: { make: 'Volvo', year: 1991 } };
    const values = listingToForm(withSpecifics);
    const { body, errors } = validateListingForm(
      { ...values, specifics: { ...values.specifics, make: '', mileage: '250000' } },
      withSpecifics,
      now,
    );
    expect(errors).toEqual({});
    expect(body.specifics).toEqual({ year: 1991, mileage: 250_000 });
  });

  it('keeps specifics with an error out of the body, the message on its path', () => {
    const { body, errors } = validateListingForm(
      form({ category: 'vehicles', specifics: { year: '1800' } }),
      null,
      now,
    );
    expect(body.specifics).toBeUndefined();
    expect(errors['specifics.year']).toMatch(/between 1886 and 2027/);
  });

  it('a new category keeps the specifics it also declares', () => {
    const values = withCategory(
      form({ category: 'vehicles', specifics: { make: 'JCB', vin: 'SALLAAA146A123456' } }),
      'machinery',
    );
    expect(values.specifics).toEqual({ make: 'JCB' });
    expect(validateListingForm(values, null, now).body.specifics).toEqual({ make: 'JCB' });
  });

  it('saves the report only for a vehicle, and only once it changed', () => {
    const vehicle = listingToForm(saved);
    expect(reportToSave(vehicle, saved)).toEqual({ body: null, errors: {} });
    const counted = { ...vehicle, report: { ...vehicle.report, keys: '2' } };
    expect(reportToSave(counted, saved).body).toMatchObject({ keys: 2, damages: [] });
    expect(formIsDirty(counted, saved)).toBe(true);
    const other = { ...counted, category: 'electronics' as const };
    expect(reportToSave(other, saved)).toEqual({ body: null, errors: {} });
    expect(takesConditionReport(other)).toBe(false);
  });

  it('drops the link to a photo the listing no longer has, without calling it a change', () => {
    const photo = {
      id: '7a1c1c52-8f0e-4a52-9d0b-3f7f0c1d2e3a',
      url: '/p.png',
      thumbnail_url: '/t.webp',
      display_url: '/d.webp',
      position: 0,
    };
    const report = {
      damages: [
        {
          id: '8b1c1c52-8f0e-4a52-9d0b-3f7f0c1d2e3a',
          panel: 'roof' as const,
          kind: 'dent' as const,
          severity: 'minor' as const,
          note: null,
          photo_id: photo.id,
          thumbnail_url: photo.thumbnail_url,
        },
      ],
      tyres: null,
      warning_lights: false,
      runs_and_drives: true,
      keys: 1,
      notes: null,
      points: 1,
      grade: 1,
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const before = { ...saved, photos: [photo], condition_report: report };
    const values = listingToForm(before);
    // The photo is deleted; the server cleared the damage's link.
    const after = {
      ...before,
      photos: [],
      condition_report: {
        ...report,
        damages: report.damages.map((d) => ({ ...d, photo_id: null, thumbnail_url: null })),
      },
    };
    expect(formIsDirty(values, after)).toBe(false);
    expect(reportToSave(values, after).body).toBeNull();
    const changed = { ...values, report: { ...values.report, keys: '2' } };
    expect(reportToSave(changed, after).body?.damages).toEqual([
      { panel: 'roof', kind: 'dent', severity: 'minor' },
    ]);
  });
});

describe('formIsDirty', () => {
  it('is clean for the saved values however they are typed', () => {
    const values = { ...listingToForm(saved), starting_price: '1500', location_country: 'se ' };
    expect(formIsDirty(values, saved)).toBe(false);
    expect(formIsDirty({ ...values, title: 'Volvo 245' }, saved)).toBe(true);
    expect(formIsDirty(emptyListingForm(), null)).toBe(false);
    expect(formIsDirty(form({ attributes: [newAttributeRow()] }), null)).toBe(false);
  });
});

describe('missingForSubmit', () => {
  it('names every empty required field of an empty form, title first', () => {
    expect(Object.keys(missingForSubmit(emptyListingForm()))).toEqual([
      'title',
      'category',
      'condition',
      'location_city',
      'location_country',
      'starting_price_cents',
    ]);
  });

  it('names nothing once they are filled', () => {
    expect(missingForSubmit(listingToForm({ ...saved, category: 'electronics' }))).toEqual({});
  });

  it('names the missing required specifics and the condition report of a vehicle', () => {
    const missing = missingForSubmit(
      listingToForm({ ...saved, specifics: { make: 'Volvo', model: '240', year: 1991 } }),
      new Date('2026-06-01T00:00:00Z'),
    );
    expect(Object.keys(missing)).toEqual([
      'specifics.vin',
      'specifics.mileage',
      'specifics.mileage_unit',
      'specifics.fuel',
      'specifics.transmission',
      'condition_report.keys',
    ]);
    expect(missing['specifics.vin']).toBe('Enter the VIN.');
    expect(missing['specifics.fuel']).toBe('Choose the fuel.');
  });
});
