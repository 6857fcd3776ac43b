// The assigned ISO 3166-1 alpha-2 codes, plus XK (Kosovo, used by the EU and on many identity
// documents), from i18n-iso-countries' code table. Only the table is imported: the package's
// entry point also loads locale data and a diacritics map that neither side needs.
import codes from 'i18n-iso-countries/codes.json' with { type: 'json' };

/** Every country code an address or listing may carry, in the table's order. */
export const COUNTRY_CODES: readonly string[] = Object.freeze(
  codes.map(([alpha2]) => alpha2 ?? ''),
);

const known = new Set(COUNTRY_CODES);

/** True for an assigned ISO 3166-1 alpha-2 code (upper case). */
export const isCountryCode = (code: string): boolean => known.has(code);
