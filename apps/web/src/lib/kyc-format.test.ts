import { describe, expect, it } from 'vitest';
import { formatAddress } from './kyc-format';

describe('KYC formats', () => {
  it('writes the country of an address out', () => {
    expect(
      formatAddress({
        line1: '1 High Street',
        line2: null,
        city: 'London',
        postal_code: 'SW1A 1AA',
        country: 'GB',
      }),
    ).toBe('1 High Street, SW1A 1AA London, United Kingdom');
  });
});
