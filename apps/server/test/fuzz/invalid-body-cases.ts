import fc from 'fast-check';
import { BODY_LIMIT_BYTES } from '../../src/app.js';
import {
  declaredTypes,
  sitesOf,
  surelyRefuses,
  type JsonSchema,
  type SchemaSite,
} from './json-schema.js';
import { deepFragment, numberFragment, wrongKind } from './inputs.js';
import type { Operation } from './openapi.js';
import { refusedValue, strayKey } from './refused-values.js';
import { FuzzCase, type Caller, type Parts } from './requests.js';

export const dotPath = (path: (string | number)[]) => path.map(String).join('.');

/** Sites where some value is refused: the schema says something about what it takes. */
const constrained = (site: SchemaSite) =>
  declaredTypes(site.schema).length > 0 || !!site.schema.enum;

/**
 * Bodies broken in one place each: of another kind, a field refused, missing or unknown. The
 * base body is validated after the (valid) path parameters, so the field error must name it.
 */
export function bodyCases(
  op: Operation,
  body: JsonSchema,
  base: fc.Arbitrary<Parts>,
  caller: fc.Arbitrary<Caller>,
): fc.Arbitrary<FuzzCase>[] {
  const kinds: fc.Arbitrary<FuzzCase>[] = [];
  const sites = sitesOf(body).filter(constrained);
  const requiredSites = sites.filter((s) => s.required);
  const objects: SchemaSite[] = [
    { path: [], schema: body, required: true },
    ...sitesOf(body).filter((s) => s.schema.type === 'object'),
  ].filter((s) => s.schema.additionalProperties === false);
  const bodyRequired = (body.required ?? []).length > 0;

  // The body as a whole of another kind: JSON that is not an object (`null` included) is always
  // refused (SPEC §8); an object only when the schema refuses it. Only an absent or empty body
  // counts as `{}` when every field is optional.
  const wholes = fc
    .oneof(wrongKind, numberFragment, deepFragment)
    .filter((f) => f.value === null || surelyRefuses(body, f.value));
  kinds.push(
    fc.tuple(base, caller, wholes).map(
      ([parts, who, f]) =>
        new FuzzCase(
          'body-not-an-object',
          op,
          { ...parts, text: f.json },
          who,
          {
            status: 422,
            code: 'validation_error',
          },
          f.label,
        ),
    ),
  );
  if (bodyRequired) {
    kinds.push(
      fc.tuple(base, caller).map(
        ([parts, who]) =>
          new FuzzCase('body-absent', op, { ...parts, body: undefined }, who, {
            status: 422,
            code: 'validation_error',
          }),
      ),
    );
  }

  if (sites.length > 0) {
    const site = fc
      .constantFrom(...sites)
      .chain((s) => fc.tuple(fc.constant(s), refusedValue(s.schema)));
    kinds.push(
      fc.tuple(base, caller, site).map(([parts, who, [s, value]]) => {
        const withValue: Parts = { ...parts, splices: [{ path: s.path, fragment: value }] };
        const size =
          Buffer.byteLength(JSON.stringify(parts.body ?? {})) + Buffer.byteLength(value.json);
        return new FuzzCase(
          'body-field-refused',
          op,
          withValue,
          who,
          size > BODY_LIMIT_BYTES
            ? { status: 413, code: 'payload_too_large' }
            : { status: 422, code: 'validation_error', field: dotPath(s.path) },
          `${dotPath(s.path)} = ${value.label}`,
        );
      }),
    );
  }
  if (requiredSites.length > 0) {
    kinds.push(
      fc
        .tuple(base, caller, fc.constantFrom(...requiredSites))
        .map(
          ([parts, who, s]) =>
            new FuzzCase(
              'body-field-missing',
              op,
              { ...parts, removals: [s.path] },
              who,
              { status: 422, code: 'validation_error', field: dotPath(s.path) },
              dotPath(s.path),
            ),
        ),
    );
  }
  if (objects.length > 0) {
    kinds.push(
      fc.tuple(base, caller, fc.constantFrom(...objects)).chain(([parts, who, s]) =>
        fc
          .tuple(strayKey(Object.keys(s.schema.properties ?? {})), wrongKind)
          .map(([key, value]) => {
            const path = [...s.path, key];
            return new FuzzCase(
              'body-field-unknown',
              op,
              { ...parts, splices: [{ path, fragment: value }] },
              who,
              { status: 422, code: 'validation_error', field: dotPath(path) },
              dotPath(path),
            );
          }),
      ),
    );
  }
  return kinds;
}
