/**
 * ISO 3166-1 alpha-2 codes (the 249 officially assigned, plus XK for Kosovo, which the EU and
 * many documents use). Names come from the browser (`Intl.DisplayNames`) so none are maintained
 * here; the server only checks the two-letter shape.
 */
const CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR ' +
  'BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ ' +
  'EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW ' +
  'GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY ' +
  'KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV ' +
  'MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY ' +
  'QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG ' +
  'TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ' +
  'ZM ZW'
).split(' ');

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

/** `GB` → `United Kingdom`; an unknown code is shown as it is. */
export function countryName(code: string): string {
  return countryOptions().all.find((c) => c.code === code)?.name ?? code;
}
