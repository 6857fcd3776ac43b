import { describe, expect, it } from 'vitest';
import { decisionBody } from './decision-values';

const SALE = 250_000;
const form = (over: Partial<Parameters<typeof decisionBody>[0]> = {}) =>
  decisionBody(
    { decision: 'rejected', adjustedPrice: '', note: 'As described', ...over },
    SALE,
    'USD',
  );

describe('decisionBody', () => {
  it('sends a rejection or a cancellation with its note, without a price', () => {
    expect(form()).toEqual({ body: { decision: 'rejected', note: 'As described' } });
    expect(form({ decision: 'sale_cancelled', adjustedPrice: '100' })).toEqual({
      body: { decision: 'sale_cancelled', note: 'As described' },
    });
  });

  it('reads the adjusted price in major units, below the sale price', () => {
    expect(form({ decision: 'price_adjusted', adjustedPrice: '2,400.50' })).toEqual({
      body: { decision: 'price_adjusted', note: 'As described', adjusted_price_cents: 240_050 },
    });
    expect(form({ decision: 'price_adjusted', adjustedPrice: '0' })).toEqual({
      body: { decision: 'price_adjusted', note: 'As described', adjusted_price_cents: 0 },
    });
    expect(form({ decision: 'price_adjusted', adjustedPrice: '2500' })).toEqual({
      errors: { adjusted_price_cents: 'Enter a price below the sale price of $2,500.00' },
    });
    expect(form({ decision: 'price_adjusted', adjustedPrice: 'cheap' })).toEqual({
      errors: { adjusted_price_cents: 'Enter the new price, such as 1500 or 1500.50' },
    });
  });

  it('asks for a decision and a note of at most 1000 characters', () => {
    expect(form({ decision: null, note: ' ' })).toEqual({
      errors: { decision: 'Choose a decision', note: 'Note is required' },
    });
    expect(form({ note: 'x'.repeat(1001) })).toEqual({
      errors: { note: 'Note must be at most 1000 characters' },
    });
  });
});
