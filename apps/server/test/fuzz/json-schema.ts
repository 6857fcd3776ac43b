import fc from 'fast-check';

/**
 * The subset of JSON Schema that the OpenAPI document uses (zod's `input` conversion): enough
 * to judge values and to generate plausible ones. Keywords this file does not know are treated
 * as satisfied, so a value is only ever called invalid for a reason it can name.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function typeOf(value: unknown): string[] {
  if (value === null) return ['null'];
  if (Array.isArray(value)) return ['array'];
  if (typeof value === 'number') {
    return Number.isInteger(value) ? ['integer', 'number'] : ['number'];
  }
  return [typeof value];
}

// zod writes its regexes' source; some need the `u` flag (`\p{Cc}`), and the OpenAPI document
// does not say which. Both readings are compiled: a value fails a pattern only if it fails every
// reading that compiles.
const patterns = new Map<string, RegExp[]>();
function compiled(pattern: string): RegExp[] {
  let found = patterns.get(pattern);
  if (!found) {
    found = [];
    for (const flags of ['u', '']) {
      try {
        found.push(new RegExp(pattern, flags));
      } catch {
        // Not valid under this reading.
      }
    }
    patterns.set(pattern, found);
  }
  return found;
}

/** Whether `value` satisfies `schema` (unknown keywords count as satisfied). */
export function accepts(schema: JsonSchema, value: unknown): boolean {
  if (schema.anyOf && !schema.anyOf.some((s) => accepts(s, value))) return false;
  if (schema.oneOf && !schema.oneOf.some((s) => accepts(s, value))) return false;
  if (schema.allOf && !schema.allOf.every((s) => accepts(s, value))) return false;
  if (schema.type !== undefined) {
    const wanted = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!typeOf(value).some((t) => wanted.includes(t))) return false;
  }
  if (schema.enum && !schema.enum.some((e) => Object.is(e, value) || e === value)) return false;
  if ('const' in schema && schema.const !== value) return false;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return schema.type === undefined && !schema.anyOf;
    if (schema.minimum !== undefined && value < schema.minimum) return false;
    if (schema.maximum !== undefined && value > schema.maximum) return false;
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return false;
  }
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength) return false;
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
    if (schema.pattern !== undefined) {
      const readings = compiled(schema.pattern);
      if (readings.length > 0 && readings.every((re) => !re.test(value))) return false;
    }
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return false;
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return false;
    const items = schema.items;
    if (items && !value.every((v) => accepts(items, v))) return false;
  }
  if (isObject(value)) {
    for (const key of schema.required ?? []) if (!(key in value)) return false;
    for (const [key, v] of Object.entries(value)) {
      if (schema.propertyNames && !accepts(schema.propertyNames, key)) return false;
      const declared = schema.properties?.[key];
      if (declared) {
        if (!accepts(declared, v)) return false;
      } else if (schema.additionalProperties === false) {
        return false;
      } else if (
        isObject(schema.additionalProperties) &&
        !accepts(schema.additionalProperties, v)
      ) {
        return false;
      }
    }
  }
  return true;
}

/**
 * The forms zod may turn a string into before checking it (trim, case, phone clean-up). A string
 * is surely refused only when none of them is accepted.
 */
function readings(value: string): string[] {
  const trimmed = value.trim();
  const forms = [value, trimmed, trimmed.toUpperCase(), trimmed.toLowerCase()];
  forms.push(value.replace(/[\s-]/g, ''));
  forms.push(value.toUpperCase(), value.toLowerCase());
  return forms;
}

/** Whether the server's validation refuses `value` whatever normalisation it applies first. */
export function surelyRefuses(schema: JsonSchema, value: unknown): boolean {
  if (typeof value !== 'string') return !accepts(schema, value);
  return readings(value).every((form) => !accepts(schema, form));
}

/** As `surelyRefuses`, for a query parameter: the server sees text and coerces numbers. */
export function queryRefuses(schema: JsonSchema, value: string | string[]): boolean {
  // A repeated parameter arrives as an array, which no declared parameter takes.
  if (Array.isArray(value)) return true;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) {
    // z.coerce.number(): Number('') is 0, Number(' 7 ') is 7, Number('0x10') is 16.
    return !accepts(schema, Number(value));
  }
  return surelyRefuses(schema, value);
}

export const declaredTypes = (schema: JsonSchema): string[] => {
  if (schema.anyOf) return schema.anyOf.flatMap(declaredTypes);
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
};

/** One path into a schema: where a generated body puts a value. */
export interface SchemaSite {
  path: (string | number)[];
  schema: JsonSchema;
  /** Whether the site's parent requires it (only for object properties). */
  required: boolean;
}

/**
 * Every property, array item and record value reachable in `schema`, depth first. Record values
 * use the key `make` and array items index 0: the base values always have them (see `validish`).
 */
export function sitesOf(schema: JsonSchema, prefix: (string | number)[] = []): SchemaSite[] {
  const sites: SchemaSite[] = [];
  const objectSchema = schema.anyOf?.find((s) => s.type === 'object') ?? schema;
  for (const [key, child] of Object.entries(objectSchema.properties ?? {})) {
    const path = [...prefix, key];
    sites.push({ path, schema: child, required: objectSchema.required?.includes(key) ?? false });
    sites.push(...sitesOf(child, path));
  }
  const record = objectSchema.additionalProperties;
  if (isObject(record)) {
    const path = [...prefix, RECORD_KEY];
    sites.push({ path, schema: record, required: false });
  }
  const arraySchema = schema.anyOf?.find((s) => s.type === 'array') ?? schema;
  if (arraySchema.items) {
    const path = [...prefix, 0];
    sites.push({ path, schema: arraySchema.items, required: false });
    sites.push(...sitesOf(arraySchema.items, path));
  }
  return sites;
}

export const RECORD_KEY = 'make';

// Plausible values for well-known field names: they let boundary runs get past the first checks
// and reach the services.
const byName: Record<string, () => fc.Arbitrary<string>> = {
  email: () => fc.uuid().map((u) => `fuzz-${u.slice(0, 8)}@example.com`),
  phone: () => fc.constantFrom('+441134960000', '+44 20 7946 0958', '+1-202-555-0173'),
  country: () => fc.constantFrom('GB', 'gb', 'US', ' de '),
  location_country: () => fc.constantFrom('GB', 'FR'),
  content_type: () =>
    fc.constantFrom('image/jpeg', 'image/png', 'image/webp', 'application/pdf', 'text/html'),
  password: () => fc.constantFrom('Sturdy-passphrase-42', 'correct horse battery staple'),
};

/** A text of `min`–`max` characters with no surrounding white space. */
export function text(
  min: number,
  max: number,
  unit: fc.Arbitrary<string> = fc.string({ unit: 'grapheme-composite', maxLength: 1 }),
): fc.Arbitrary<string> {
  const core = fc
    .array(unit, { minLength: Math.max(min, 1), maxLength: Math.max(Math.min(max, 40), min, 1) })
    .map((parts) => parts.join('').trim());
  return core.filter((s) => s.length >= min && s.length <= max && s.trim() === s);
}

/**
 * Values that usually satisfy `schema`: the base of every generated request. Zod refinements
 * the OpenAPI document cannot show (ages, reserve ≥ start, dates in range) may still refuse them.
 */
export function validish(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (schema.anyOf && schema.anyOf.length > 0) {
    return fc.oneof(...schema.anyOf.map((s) => validish(s, name)));
  }
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        shape[key] = validish(child, key);
      }
      const fixed = fc.record(shape, { requiredKeys: schema.required ?? [] });
      const extra = schema.additionalProperties;
      if (!isObject(extra)) return fixed;
      // Records always hold RECORD_KEY, so mutations of its value have a place to land.
      return fc
        .tuple(fixed, validish(extra as JsonSchema, RECORD_KEY))
        .map(([fields, value]) => ({ ...fields, [RECORD_KEY]: value }));
    }
    case 'array': {
      const min = Math.max(schema.minItems ?? 0, 1);
      const max = Math.max(min, Math.min(schema.maxItems ?? 3, 3));
      return fc.array(validish(schema.items ?? {}, name), { minLength: min, maxLength: max });
    }
    case 'integer': {
      const min = Math.max(schema.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER);
      const floor = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : min;
      const max = Math.min(schema.maximum ?? 1_000_000_000, Number.MAX_SAFE_INTEGER);
      const low = Math.max(min, floor);
      return fc.oneof(fc.constantFrom(low, max), fc.integer({ min: low, max }));
    }
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: 0, max: 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return validishString(schema, name);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8])$/;

function validishString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date') {
    return fc.oneof(
      fc
        .date({ min: new Date('1950-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      fc.stringMatching(DATE),
      fc.constantFrom('1980-05-17', '2000-02-29', '1970-01-01', '2999-12-31'),
    );
  }
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.pattern !== undefined) {
    const [re] = compiled(schema.pattern);
    if (re && !re.flags.includes('u')) {
      return fc.stringMatching(re).filter((s) => s.length >= min && s.length <= max);
    }
    return text(min, max, fc.constantFrom('a', 'b', 'x', '1', '.', '_'));
  }
  const named = byName[name];
  if (named) return named().filter((s) => s.length >= min && s.length <= max);
  return fc.oneof(
    text(min, Math.min(max, 40)),
    text(min, Math.min(max, 40), fc.constantFrom('a', 'Z', '7', ' ', 'é', '中', '😀', '\u202e')),
  );
}
