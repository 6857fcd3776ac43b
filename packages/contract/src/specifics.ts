/**
 * Item specifics per category, the VIN rules, the vehicle condition report and its grade
 * (SPEC §11): one declaration that the server validates with, the web forms are built from, and
 * the filters and facets read.
 */
import { z } from 'zod';
import {
  countrySchema,
  isoDateTimeSchema,
  multiLineString,
  oneLineString,
  uuidSchema,
} from './common.js';
import { listingCategorySchema, type ListingCategory } from './enums.js';
import { GRADES, SPECIFIC_TYPES } from './category-declarations.js';
import { CATEGORY_DECLARATIONS } from './category-specifics.js';
import {
  DAMAGE_KINDS,
  DAMAGE_NOTE_MAX,
  DAMAGES_MAX,
  hasAtMostOneDecimal,
  KEYS_MAX,
  PANELS,
  REPORT_NOTES_MAX,
  SEVERITIES,
  TYRE_DEPTH_MAX_MM,
} from './condition-values.js';
import {
  BODY_TYPES,
  FACETS,
  FUELS,
  GRADE_FILTER_MAX,
  SPECIFIC_TEXT_MAX,
  STOCK_FILTER_LIMITS as LIMITS,
  TRANSMISSIONS,
  nextYear,
  type Facet,
} from './specifics-values.js';
import { LISTING_CATEGORIES, MONEY_MAX_CENTS } from './values.js';

export * from './specifics-values.js';
export * from './category-declarations.js';
export * from './category-specifics.js';
export * from './condition-values.js';

/** A specific as `GET /api/categories` gives it (SPEC §11). */
export const specificSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(SPECIFIC_TYPES),
  required: z.boolean(),
  filterable: z.boolean(),
  unit: z.string().optional(),
  options: z.array(z.string()).optional(),
  min: z.int().optional(),
  max: z.int().optional(),
});
export type Specific = z.infer<typeof specificSchema>;

export const categorySchema = z.object({
  id: z.enum(LISTING_CATEGORIES),
  name: z.string(),
  specifics: z.array(specificSchema),
});
export type Category = z.infer<typeof categorySchema>;
export const categoriesSchema = z.object({ items: z.array(categorySchema) });

/** A category's specifics with `next_year` resolved, as `GET /api/categories` answers them. */
export function specificsOf(category: ListingCategory, now: Date): Specific[] {
  return CATEGORY_DECLARATIONS[category].specifics.map((d) => {
    const { max, options, ...rest } = d;
    return {
      ...rest,
      ...(options === undefined ? {} : { options: [...options] }),
      ...(max === undefined ? {} : { max: max === 'next_year' ? nextYear(now) : max }),
    };
  });
}

/** Every category, as `GET /api/categories` answers (SPEC §11). */
export function categoriesAt(now: Date): Category[] {
  return LISTING_CATEGORIES.map((id) => ({
    id,
    name: CATEGORY_DECLARATIONS[id].name,
    specifics: specificsOf(id, now),
  }));
}

// ---------------------------------------------------------------------------------------------
// VIN (SPEC §11; 49 CFR 565)

export const VIN_LENGTH = 17;
/** Countries whose VINs carry the North American check digit in 9th place. */
export const VIN_CHECK_DIGIT_COUNTRIES = ['US', 'CA'] as const;
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const transliterate = (c: string): number => {
  if (c >= '0' && c <= '9') return c.charCodeAt(0) - 48;
  // A–H → 1–8, J–N → 1–5 (+P 7), R–Z → 9, 2–9 (49 CFR 565.15 table I).
  const values: Record<string, number> = {
    A: 1,
    B: 2,
    C: 3,
    D: 4,
    E: 5,
    F: 6,
    G: 7,
    H: 8,
    J: 1,
    K: 2,
    L: 3,
    M: 4,
    N: 5,
    P: 7,
    R: 9,
    S: 2,
    T: 3,
    U: 4,
    V: 5,
    W: 6,
    X: 7,
    Y: 8,
    Z: 9,
  };
  const v = values[c];
  if (v === undefined) throw new Error(`not a VIN character: ${c}`);
  return v;
};

/** A VIN as validated and stored: upper-cased, without spaces. */
export const normalizeVin = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** The check digit (`0`–`9` or `X`) of a 17-character VIN of valid characters. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) sum += transliterate(vin.charAt(i)) * (VIN_WEIGHTS[i] ?? 0);
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/**
 * Why a (normalized) VIN is refused, or null when it is valid. The check digit is required only
 * for a listing in a country of `VIN_CHECK_DIGIT_COUNTRIES`.
 */
export function vinProblem(vin: string, country: string | null | undefined): string | null {
  if (!VIN_PATTERN.test(vin)) {
    return /[IOQ]/.test(vin) ? 'A VIN never contains I, O or Q' : 'A VIN is 17 letters and digits';
  }
  if (
    country &&
    (VIN_CHECK_DIGIT_COUNTRIES as readonly string[]).includes(country) &&
    vin.charAt(8) !== vinCheckDigit(vin)
  ) {
    return 'This VIN’s check digit (9th character) does not match';
  }
  return null;
}

/** How a public read shows a VIN: its first 11 characters, then `*` (SPEC §11). */
export const VIN_SHOWN_PUBLICLY = 11;
export const maskVin = (vin: string): string =>
  vin.slice(0, VIN_SHOWN_PUBLICLY) + '*'.repeat(Math.max(0, vin.length - VIN_SHOWN_PUBLICLY));

// ---------------------------------------------------------------------------------------------
// Specifics values

export type SpecificValue = string | number | boolean;
export type Specifics = Record<string, SpecificValue>;
/** The shape of `specifics` in bodies and answers; each value is checked by `specificsProblems`. */
export const specificsSchema = z.record(
  z.string().min(1).max(50),
  z.union([z.string(), z.number(), z.boolean()]),
);

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (v: string) => {
  if (!DATE_PATTERN.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

export interface SpecificProblem {
  /** `specifics.<key>` */
  path: string;
  message: string;
}

/**
 * Normalizes and checks `specifics` against a category (SPEC §11): trims text, upper-cases a VIN.
 * Answers the normalized map and every problem, each on `specifics.<key>`. A missing required
 * key is not a problem here: submit names those (`missingRequiredSpecifics`).
 */
export function checkSpecifics(
  category: ListingCategory | null | undefined,
  specifics: Record<string, unknown>,
  opts: { now: Date; country?: string | null | undefined },
): { value: Specifics; problems: SpecificProblem[] } {
  const value: Specifics = {};
  const problems: SpecificProblem[] = [];
  const declared = new Map(
    (category ? CATEGORY_DECLARATIONS[category].specifics : []).map((d) => [d.key, d]),
  );
  for (const [key, raw] of Object.entries(specifics)) {
    const path = `specifics.${key}`;
    const d = declared.get(key);
    if (!d) {
      problems.push({
        path,
        message: category
          ? `“${key}” is not a specific of ${CATEGORY_DECLARATIONS[category].name}`
          : 'Choose a category before its specifics',
      });
      continue;
    }
    const problem = (message: string) => problems.push({ path, message });
    switch (d.type) {
      case 'text': {
        if (typeof raw !== 'string') {
          problem(`${d.label} must be text`);
          break;
        }
        // Control characters are refused, never cut: checked on the value as sent, before trimming
        // (ONE_LINE_PATTERN's rule), so `"Ford\n"` is refused rather than stored as `Ford`.
        if (/[\p{Cc}\u2028\u2029]/u.test(raw)) {
          problem(`${d.label} must be a single line`);
          break;
        }
        const v = key === 'vin' ? normalizeVin(raw) : raw.trim();
        if (v.length === 0) problem(`${d.label} must not be empty`);
        else if (v.length > SPECIFIC_TEXT_MAX)
          problem(`${d.label} is at most ${SPECIFIC_TEXT_MAX} characters`);
        else if (key === 'vin' && vinProblem(v, opts.country)) {
          problem(vinProblem(v, opts.country) ?? '');
        } else value[key] = v;
        break;
      }
      case 'integer': {
        const max = d.max === 'next_year' ? nextYear(opts.now) : d.max;
        if (typeof raw !== 'number' || !Number.isSafeInteger(raw)) {
          problem(`${d.label} must be a whole number`);
        } else if ((d.min !== undefined && raw < d.min) || (max !== undefined && raw > max)) {
          problem(`${d.label} must be between ${d.min ?? 0} and ${max ?? ''}`);
        } else value[key] = raw;
        break;
      }
      case 'enum': {
        if (typeof raw !== 'string' || !(d.options ?? []).includes(raw)) {
          problem(`${d.label} must be one of: ${(d.options ?? []).join(', ')}`);
        } else value[key] = raw;
        break;
      }
      case 'boolean': {
        if (typeof raw !== 'boolean') problem(`${d.label} must be true or false`);
        else value[key] = raw;
        break;
      }
      case 'date': {
        if (typeof raw !== 'string' || !isCalendarDate(raw)) {
          problem(`${d.label} must be a date (YYYY-MM-DD)`);
        } else value[key] = raw;
        break;
      }
    }
  }
  return { value, problems };
}

/** The required specifics a listing lacks, as `specifics.<key>` paths (submit's 422). */
export function missingRequiredSpecifics(
  category: ListingCategory,
  specifics: Record<string, unknown>,
): string[] {
  return CATEGORY_DECLARATIONS[category].specifics
    .filter((d) => d.required && specifics[d.key] === undefined)
    .map((d) => `specifics.${d.key}`);
}

/**
 * A vehicle's odometer in kilometres (miles × `MILES_TO_KM`), rounded; null without both
 * specifics. The database computes the same as `listings.spec_mileage_km` (its SQL interpolates
 * `MILES_TO_KM`); this is the rule in code, which the API tests hold that column to.
 */
export const MILES_TO_KM = 1.609344;
export function mileageKm(specifics: Record<string, unknown>): number | null {
  const m = specifics.mileage;
  if (typeof m !== 'number') return null;
  return specifics.mileage_unit === 'mi' ? Math.round(m * MILES_TO_KM) : m;
}

// ---------------------------------------------------------------------------------------------
// Condition report (SPEC §11; vehicles only)

export const panelSchema = z.enum(PANELS);
export const damageKindSchema = z.enum(DAMAGE_KINDS);
export const severitySchema = z.enum(SEVERITIES);

const tyreDepth = z
  .number()
  .min(0)
  .max(TYRE_DEPTH_MAX_MM)
  .refine(hasAtMostOneDecimal, { error: 'At most one decimal, such as 6.5' });

export const tyresSchema = z.strictObject({
  front_left_mm: tyreDepth,
  front_right_mm: tyreDepth,
  rear_left_mm: tyreDepth,
  rear_right_mm: tyreDepth,
});
export type Tyres = z.infer<typeof tyresSchema>;

export const damageBodySchema = z.strictObject({
  panel: panelSchema,
  kind: damageKindSchema,
  severity: severitySchema,
  note: oneLineString().trim().max(DAMAGE_NOTE_MAX).optional(),
  photo_id: uuidSchema.optional(),
});
export type DamageBody = z.infer<typeof damageBodySchema>;

/** `PUT /api/seller/listings/{id}/condition-report` (SPEC §11). */
export const conditionReportBodySchema = z.strictObject({
  damages: z.array(damageBodySchema).max(DAMAGES_MAX),
  tyres: tyresSchema.optional(),
  warning_lights: z.boolean(),
  runs_and_drives: z.boolean(),
  keys: z.int().min(0).max(KEYS_MAX),
  notes: multiLineString().trim().max(REPORT_NOTES_MAX).optional(),
});
export type ConditionReportBody = z.input<typeof conditionReportBodySchema>;

export const damageSchema = z.object({
  id: uuidSchema,
  panel: panelSchema,
  kind: damageKindSchema,
  severity: severitySchema,
  note: z.string().nullable(),
  photo_id: uuidSchema.nullable(),
  /** The damage photo's thumbnail; null without a photo. */
  thumbnail_url: z.string().nullable(),
});
export type Damage = z.infer<typeof damageSchema>;

export const conditionReportSchema = z.object({
  damages: z.array(damageSchema),
  tyres: tyresSchema.nullable(),
  warning_lights: z.boolean(),
  runs_and_drives: z.boolean(),
  keys: z.int(),
  notes: z.string().nullable(),
  points: z.int(),
  grade: z.int().min(GRADES[0]).max(GRADE_FILTER_MAX),
  updated_at: isoDateTimeSchema,
});
export type ConditionReport = z.infer<typeof conditionReportSchema>;

// ---------------------------------------------------------------------------------------------
// Finding stock (SPEC §11): the filters of `GET /api/auctions` and `GET /api/dealer/auctions`

/**
 * The enum filters that take a comma-separated list. An unknown value is refused on the
 * filter's own key (`fuel`), never on an index of the list.
 */
const enumList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .max(500)
    .transform((s, ctx) => {
      const list = [
        ...new Set(
          s
            .split(',')
            .map((v) => v.trim())
            .filter((v) => v !== ''),
        ),
      ];
      const known = list.filter((v): v is T[number] => values.includes(v));
      const unknown = list.filter((v) => !values.includes(v));
      if (unknown.length > 0 || list.length === 0) {
        ctx.addIssue({
          code: 'custom',
          input: s,
          message:
            unknown.length > 0
              ? `Unknown value ${unknown.map((v) => `"${v}"`).join(', ')}: use ${values.join(', ')}`
              : 'Choose at least one value',
        });
        return z.NEVER;
      }
      return known;
    });

/**
 * An enum filter as a JSON list (`["diesel", "petrol"]`, a saved search's filters): each value
 * once, in the contract's order, at least one. An unknown value is refused on the filter's key
 * (`filters.fuel`), as the list's query refuses it, never on an index of the list.
 */
const enumArray = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.string().max(50), { error: `Use a list of ${values.join(', ')}` })
    .max(values.length * 2)
    .transform((list, ctx): T[number][] => {
      const unknown = list.filter((v) => !values.includes(v));
      if (unknown.length > 0 || list.length === 0) {
        ctx.addIssue({
          code: 'custom',
          input: list,
          message:
            unknown.length > 0
              ? `Unknown value ${unknown.map((v) => `"${v}"`).join(', ')}: use ${values.join(', ')}`
              : 'Choose at least one value',
        });
        return z.NEVER;
      }
      return values.filter((v) => list.includes(v));
    });

/**
 * A whole number in a query. An empty or blank value is refused like any other non-number
 * (ADR 045): coercion alone would read `price_max=` as 0 and silently filter everything out.
 */
const queryInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? Number.NaN : v),
    z.coerce.number().int().min(min).max(max),
  );
const whole = (min: number, max: number) => z.int().min(min).max(max);
const filterText = oneLineString().trim().min(1).max(SPECIFIC_TEXT_MAX);

/** One filter of the list, as a query string carries it, as JSON, and as an answer gives it. */
interface FilterDeclaration {
  query: z.ZodType;
  json: z.ZodType;
  answer: z.ZodType;
}
const same = <T extends z.ZodType>(schema: T) => ({ query: schema, json: schema, answer: schema });
const number = (min: number, max: number) => ({
  query: queryInt(min, max),
  json: whole(min, max),
  answer: whole(min, max),
});
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => ({
  query: enumList(values),
  json: enumArray(values),
  // An answer is already in the contract's order, and cannot be encoded through a transform.
  answer: z.array(z.enum(values)).min(1),
});

/**
 * Every filter of `GET /api/auctions` but `status` (SPEC §5.6, §11), declared once: the list's,
 * dealer list's and facets' queries and a saved search's filters (SPEC §12) are all built from
 * this table (`filterShape`), and the server's conditions are a record over its keys.
 */
export const FILTER_DECLARATIONS = {
  q: same(oneLineString().trim().min(1).max(200)),
  category: same(listingCategorySchema),
  make: same(filterText),
  model: same(filterText),
  brand: same(filterText),
  year_min: number(LIMITS.year.min, LIMITS.year.max),
  year_max: number(LIMITS.year.min, LIMITS.year.max),
  mileage_max_km: number(LIMITS.mileage_max_km.min, LIMITS.mileage_max_km.max),
  fuel: oneOf(FUELS),
  transmission: oneOf(TRANSMISSIONS),
  body_type: oneOf(BODY_TYPES),
  grade_max: number(1, GRADE_FILTER_MAX),
  price_min: number(0, MONEY_MAX_CENTS),
  price_max: number(0, MONEY_MAX_CENTS),
  country: {
    /**
     * An assigned ISO 3166-1 alpha-2 code, as listings' `location_country` takes it: two
     * letters first, so the query's declared schema (OpenAPI) says what it refuses, then only
     * assigned codes.
     */
    query: z
      .string()
      .regex(/^\s*[A-Za-z]{2}\s*$/, { error: 'Use a two-letter country code, such as GB' })
      .pipe(countrySchema),
    json: countrySchema,
    answer: countrySchema,
  },
} satisfies Record<string, FilterDeclaration>;

export type FilterKey = keyof typeof FILTER_DECLARATIONS;
export const FILTER_KEYS = Object.keys(FILTER_DECLARATIONS) as FilterKey[];

/** The filters of `keys` in one of their forms, each optional, in the table's order. */
export type FilterShape<P extends keyof FilterDeclaration, K extends FilterKey> = {
  [k in K]: z.ZodOptional<(typeof FILTER_DECLARATIONS)[k][P]>;
};
export function filterShape<P extends keyof FilterDeclaration, K extends FilterKey>(
  form: P,
  keys: readonly K[],
): FilterShape<P, K> {
  return Object.fromEntries(
    FILTER_KEYS.filter((k): k is K => (keys as readonly FilterKey[]).includes(k)).map((k) => [
      k,
      FILTER_DECLARATIONS[k][form].optional(),
    ]),
  ) as FilterShape<P, K>;
}

/** The filters of §11 (all but `q` and `category`). */
const STOCK_KEYS = FILTER_KEYS.filter(
  (k): k is Exclude<FilterKey, 'q' | 'category'> => k !== 'q' && k !== 'category',
);

/** The filters of §11, as a query shape to spread into the list's query schema. */
export const stockFilterShape = filterShape('query', STOCK_KEYS);

/** `year_min` ≤ `year_max` and `price_min` ≤ `price_max`, each refused on the `_max` key. */
export function checkStockRanges(
  v: {
    year_min?: number | undefined;
    year_max?: number | undefined;
    price_min?: number | undefined;
    price_max?: number | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if (v.year_min !== undefined && v.year_max !== undefined && v.year_min > v.year_max) {
    ctx.addIssue({
      code: 'custom',
      path: ['year_max'],
      message: 'year_max must not be below year_min',
    });
  }
  if (v.price_min !== undefined && v.price_max !== undefined && v.price_min > v.price_max) {
    ctx.addIssue({
      code: 'custom',
      path: ['price_max'],
      message: 'price_max must not be below price_min',
    });
  }
}

export const STOCK_FILTER_KEYS = Object.keys(stockFilterShape) as (keyof typeof stockFilterShape)[];

export const facetCountSchema = z.object({
  /** The value as the filter takes it; a grade is a number. */
  value: z.union([z.string(), z.int()]),
  count: z.int(),
});
export type FacetCount = z.infer<typeof facetCountSchema>;

export const facetsSchema = z.object({
  total: z.int(),
  facets: z.object(
    Object.fromEntries(FACETS.map((f) => [f, z.array(facetCountSchema)])) as Record<
      Facet,
      z.ZodArray<typeof facetCountSchema>
    >,
  ),
});
export type Facets = z.infer<typeof facetsSchema>;
