import { describe, expect, it } from 'vitest';
import { currentTarget } from './current-target';

const DEALER = ['/auctions', '/dealer', '/dealer/profile', '/dealer/account'];

describe('currentTarget', () => {
  it('picks the most specific area the page is in', () => {
    expect(currentTarget('/dealer', DEALER)).toBe('/dealer');
    expect(currentTarget('/dealer/listings/42', DEALER)).toBe('/dealer');
    expect(currentTarget('/dealer/profile', DEALER)).toBe('/dealer/profile');
    expect(currentTarget('/dealer/account/', DEALER)).toBe('/dealer/account');
    expect(currentTarget('/auctions/42', DEALER)).toBe('/auctions');
  });

  it('is null outside every area, and a shared prefix is not a parent', () => {
    expect(currentTarget('/', DEALER)).toBeNull();
    expect(currentTarget('/terms', DEALER)).toBeNull();
    expect(currentTarget('/dealers', DEALER)).toBeNull();
  });
});
