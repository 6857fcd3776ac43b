import fc from 'fast-check';
import { BODY_LIMIT_BYTES } from '../../src/app.js';
import type { JsonSchema } from './json-schema.js';

/**
 * Values the fuzzer puts into requests. A `Fragment` is JSON text (so it can hold what
 * `JSON.stringify` cannot write: 1e400, 10,000 levels of nesting) with its parsed value and a
 * short label for counterexample reports.
 */
export interface Fragment {
  json: string;
  value: unknown;
  label: string;
}

const short = (s: string) => (s.length > 60 ? `${s.slice(0, 40)}…(${s.length} chars)` : s);

export const fragment = (value: unknown, label?: string): Fragment => {
  const json = JSON.stringify(value);
  return { json, value, label: label ?? short(json) };
};

export const rawFragment = (json: string, label?: string): Fragment => ({
  json,
  value: JSON.parse(json) as unknown,
  label: label ?? short(json),
});

/** Characters that break naive text handling: NUL, lone surrogates, bidi controls, emoji … */
export const NASTY_CHARS = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\ud83d',
  '\u202e',
  '\u200f',
  '\u200d',
  '\ufeff',
  '\uffff',
  '\ufffe',
  '\u2028',
  '\u0301',
  '\u0007',
  '\t',
  '\n',
  '😀',
  '👩‍👩‍👧‍👦',
  '🇬🇧',
  'ﷺ',
  '中',
  'İ',
  'ß',
  '%',
  '_',
  '\\',
  "'",
  '"',
  '<',
];

const nastyChar = fc.constantFrom(...NASTY_CHARS);

/** Short texts mixing ordinary and nasty characters, and a few classic attack strings. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc
    .array(fc.oneof(nastyChar, fc.string({ unit: 'binary', maxLength: 3 })), { maxLength: 12 })
    .map((parts) => parts.join('')),
  fc.constantFrom(
    "' OR 1=1 --",
    "'; drop table users; --",
    '%_%',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '${jndi:ldap://x}',
    '{{7*7}}',
    '\u202egnp.exe',
    'a\u0000b',
    '\ud800',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-0',
    '1e400',
    '__proto__',
    'constructor',
    ' ',
    '',
  ),
);

/** Deeply nested arrays or objects, as JSON text (built by hand: no recursion anywhere). */
export const deepFragment: fc.Arbitrary<Fragment> = fc
  .tuple(fc.constantFrom(100, 1_000, 10_000, 100_000), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? rawFragment('['.repeat(depth) + ']'.repeat(depth), `<${depth} nested arrays>`)
      : rawFragment('{"a":'.repeat(depth) + '0' + '}'.repeat(depth), `<${depth} nested objects>`),
  );

/** Numbers that money and counts must refuse or survive: huge, fractional, beyond 2^53. */
export const numberFragment: fc.Arbitrary<Fragment> = fc.oneof(
  fc
    .constantFrom(
      '-1',
      '-100',
      '0.5',
      '1.5',
      '99.99',
      '-0.0001',
      '1e20',
      '1e400',
      '-1e400',
      '1000000001',
      '2147483648',
      '9007199254740991',
      '9007199254740993',
      '-9007199254740993',
      '123456789012345678901234567890',
    )
    .map((json) => rawFragment(json)),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => fragment(n)),
  fc.integer().map((n) => fragment(n)),
  fc
    .constantFrom('NaN', 'Infinity', '-Infinity', '100', '1e3', '0x10', '12.50')
    .map((s) => fragment(s)),
);

/** Strings that miss the shape of ids, dates and timestamps by a little or a lot. */
export const malformedString: fc.Arbitrary<string> = fc.oneof(
  fc
    .uuid()
    .chain((u) =>
      fc.constantFrom(
        u.slice(1),
        `${u}0`,
        u.replaceAll('-', ''),
        `${u.slice(0, 14)}0${u.slice(15)}`,
        `${u.slice(0, 35)}g`,
        `{${u}}`,
        ` ${u}`,
        `${u}\n`,
      ),
    ),
  fc.constantFrom(
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '24-01-01',
    '2024-1-1',
    '2024/01/01',
    '01-01-2024',
    '2024-01-01T00:00:00Z',
    '2024-01-01T25:00:00Z',
    '2024-01-01 10:00:00',
    '+275760-09-13T00:00:00Z',
    '2024-01-01T10:00:00',
    '1704067200',
    'now',
    'today',
    '0',
    'true',
  ),
);

/** A string of exactly `length` characters with no white space (trimming cannot shorten it). */
export const solid = (length: number, char = 'x') => char.repeat(length);

/** Strings around a schema's own limits: one past the maximum, one short of the minimum, huge. */
export function limitStrings(schema: JsonSchema): fc.Arbitrary<string>[] {
  const out: fc.Arbitrary<string>[] = [];
  if (schema.maxLength !== undefined) {
    const max = schema.maxLength;
    out.push(fc.integer({ min: max + 1, max: max + 64 }).map((n) => solid(n, 'W')));
    // Huge but under the body limit: refused by the field's maximum, not by the body limit.
    out.push(fc.integer({ min: 1, max: 1000 }).map((n) => solid(BODY_LIMIT_BYTES - 4096 - n)));
  }
  if (schema.minLength !== undefined && schema.minLength > 0) {
    out.push(fc.constantFrom(solid(schema.minLength - 1), ' '.repeat(schema.minLength + 2), ''));
  }
  return out;
}

/** A `__proto__` or `constructor` key in JSON text. */
export const PROTO_KEY = /"(__proto__|constructor)"\s*:/;

/** Any JSON value of another kind than most fields expect. */
export const wrongKind: fc.Arbitrary<Fragment> = fc.oneof(
  fc
    .constantFrom(null, true, false, 0, 1, -1, '', 'x', [], {}, ['a'], { a: 1 }, [null], [{}])
    .map((v) => fragment(v)),
  fc
    .jsonValue({ maxDepth: 3 })
    .map((v) => fragment(v))
    // Prototype keys are refused by the JSON parser (400): they have a case of their own.
    .filter((f) => !PROTO_KEY.test(f.json)),
);
