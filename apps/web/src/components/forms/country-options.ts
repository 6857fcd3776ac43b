import { COUNTRY_CODES } from '@gavel/contract';

/**
 * The contract's ISO 3166-1 alpha-2 codes, the same list the server accepts. Names come from
 * the browser (`Intl.DisplayNames`) so none are maintained here.
 */
const CODES = COUNTRY_CODES;

/** Shown first, above the full list. */
const COMMON = ['US', 'GB', 'CA', 'AU', 'IE', 'DE', 'FR', 'NL', 'ES', 'IT'];

export interface CountryOption {
  code: string;
  name: string;
}

let cached: { common: CountryOption[]; all: CountryOption[] } | null = null;

export function countryOptions(): { common: CountryOption[]; all: CountryOption[] } {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const option = (code: string): CountryOption => ({ code, name: names.of(code) ?? code });
  cached = {
    common: COMMON.map(option),
    all: CODES.map(option).sort((a, b) => a.name.localeCompare(b.name, 'en')),
  };
  return cached;
}
