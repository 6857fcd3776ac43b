import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countrySchema } from './common.js';
import { COUNTRY_CODES, isCountryCode } from './countries.js';

describe('country codes', () => {
  it('holds the 249 assigned ISO 3166-1 alpha-2 codes and XK, each once', () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(250);
    for (const code of ['US', 'GB', 'DE', 'SS', 'CW', 'XK']) expect(isCountryCode(code)).toBe(true);
  });

  it.each(['XX', 'ZZ', 'EU', 'UK', 'AA', 'QO', 'gb', 'GBR', ''])('refuses %j', (code) => {
    expect(isCountryCode(code)).toBe(false);
  });

  it('accepts a code in any case and spacing, and nothing outside the list', () => {
    expect(countrySchema.parse(' gb ')).toBe('GB');
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 4 }), (text) => {
        const parsed = countrySchema.safeParse(text);
        expect(parsed.success).toBe(COUNTRY_CODES.includes(text.trim().toUpperCase()));
      }),
    );
  });
});
