import fc from 'fast-check';
import { declaredTypes, queryRefuses, surelyRefuses, type JsonSchema } from './json-schema.js';
import {
  deepFragment,
  fragment,
  limitStrings,
  malformedString,
  nastyString,
  numberFragment,
  PROTO_KEY,
  wrongKind,
  type Fragment,
} from './inputs.js';
import type { Param } from './openapi.js';
import { wellFormed } from './requests.js';

/** Values each part of a request must refuse, whatever the server normalises first. */

/** Keys no object schema declares; `__proto__` and `constructor` have their own case (400). */
export const strayKey = (declared: string[]) =>
  fc
    .oneof(
      fc.string({ minLength: 1, maxLength: 12 }),
      fc.constantFrom(
        'status',
        'seller_id',
        'id',
        'role',
        'roles',
        'user_id',
        'created_at',
        'is_admin',
        'toString',
        'hasOwnProperty',
        'valueOf',
        'limit[]',
        'LIMIT',
      ),
    )
    .filter(
      (k) =>
        !declared.includes(k) &&
        !['__proto__', 'constructor', 'prototype'].includes(k) &&
        k.split(/[./]/).some(Boolean) &&
        wellFormed(k),
    );

/** Values the server must refuse at `schema`, whatever it normalises first. */
export function refusedValue(schema: JsonSchema): fc.Arbitrary<Fragment> {
  const types = declaredTypes(schema);
  const candidates: fc.Arbitrary<Fragment>[] = [
    wrongKind,
    numberFragment,
    deepFragment,
    nastyString.map((s) => fragment(s)),
    malformedString.map((s) => fragment(s)),
    ...limitStrings(schema).map((a) => a.map((s) => fragment(s, `<${s.length} chars>`))),
  ];
  if (types.includes('integer') || types.includes('number')) {
    const min = schema.minimum ?? schema.exclusiveMinimum;
    const max = schema.maximum ?? schema.exclusiveMaximum;
    if (min !== undefined)
      candidates.push(fc.integer({ min: -1000, max: 0 }).map((d) => fragment(min - 1 + d)));
    if (max !== undefined)
      candidates.push(fc.integer({ min: 1, max: 1000 }).map((d) => fragment(max + d)));
  }
  return fc
    .oneof(...candidates)
    .filter((f) => surelyRefuses(schema, f.value) && !PROTO_KEY.test(f.json));
}

/** Strings a query parameter must refuse (it sees text; numbers are coerced). */
export function refusedQueryValue(param: Param): fc.Arbitrary<string> {
  const candidates: fc.Arbitrary<string>[] = [
    malformedString,
    nastyString,
    fc.constantFrom(
      'abc',
      '1.5',
      '-1',
      '0',
      '101',
      '1e3',
      '',
      'NaN',
      'Infinity',
      '99999999999999999999',
    ),
    fc.integer().map(String),
    ...limitStrings(param.schema),
  ];
  return fc.oneof(...candidates).filter((v) => wellFormed(v) && queryRefuses(param.schema, v));
}

/** Header values a declared header must refuse (only characters HTTP can carry). */
export function refusedHeaderValue(param: Param): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 250 }),
      fc.constantFrom('a b', 'é', 'x'.repeat(201), '-1', '1.5', '9'.repeat(16), 'abc'),
    )
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && surelyRefuses(param.schema, s));
}

export const MALFORMED_JSON = [
  '{',
  '}',
  '{"a":}',
  "{'a':1}",
  '{"a":1}}',
  '[1,]',
  '{"a":1,}',
  'NaN',
  'undefined',
  '{"a":"\u0000"}',
  '{"a":01}',
  '"unterminated',
  '{"a" 1}',
  '\u0000',
];

export const OTHER_MEDIA_TYPES = [
  'text/plain',
  'text/html',
  'text/json',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
  'application/vnd.api+json',
  'application/json-patch+json',
  'application/jsonp',
  'application/x-json',
  'image/png',
];

/** JSON that the server's parser takes (no prototype keys). */
export function parsesSafely(text: string): boolean {
  try {
    JSON.parse(text);
  } catch {
    return false;
  }
  return !PROTO_KEY.test(text);
}
