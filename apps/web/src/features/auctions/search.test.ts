import { describe, expect, it } from 'vitest';
import { filtersOf, validateAuctionsSearch as validateTyped } from './search';

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
