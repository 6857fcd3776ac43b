import type { Listing } from '@gavel/contract';
import { describe, expect, it } from 'vitest';
import {
  attributeRowErrorKey,
  emptyListingForm,
  formIsDirty,
  listingToForm,
  missingForSubmit,
  newAttributeRow,
  validateListingForm,
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
    expect(missingForSubmit(listingToForm(saved))).toEqual({});
  });
});
