import fc from 'fast-check';
import { BODY_LIMIT_BYTES } from '../../src/app.js';
import { surelyRefuses, validish } from './json-schema.js';
import { malformedString, nastyString, PROTO_KEY } from './inputs.js';
import { bodyCases } from './invalid-body-cases.js';
import type { Operation, Param } from './openapi.js';
import {
  MALFORMED_JSON,
  OTHER_MEDIA_TYPES,
  parsesSafely,
  refusedHeaderValue,
  refusedQueryValue,
  strayKey,
} from './refused-values.js';
import { FuzzCase, wellFormed, type Caller, type Parts } from './requests.js';

/** What the generators need to know about the app and the operation under test. */
export interface FuzzContext {
  /** Roles allowed on the operation; `none` (no token) for public operations. */
  allowed: string[];
  /** Every role with an actor, `none` included. */
  roles: string[];
  /** Ids of rows that exist, by table (boundary runs use them as path parameters). */
  ids: Record<string, string[]>;
  /** The router's longest path parameter; longer ones never reach validation. */
  maxParamLength: number;
  /** A genuine access token, for tampered copies. */
  token: string;
}

/** A request whose parts usually pass validation: what each invalid case changes one thing of. */
export function baseParts(op: Operation): fc.Arbitrary<Parts> {
  const params = (list: Param[]) =>
    fc.record(
      Object.fromEntries(list.map((p) => [p.name, validish(p.schema, p.name).map(String)])),
      { requiredKeys: list.filter((p) => p.required).map((p) => p.name) },
    ) as fc.Arbitrary<Record<string, string>>;
  return fc
    .record({
      path: fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name, fc.uuid()]))),
      query: params(op.query),
      headers: params(op.headers),
      body: op.body ? validish(op.body) : fc.constant(undefined),
    })
    .map(({ path, query, headers, body }) => ({
      path,
      query: Object.entries(query),
      headers,
      body,
    }));
}

const bearerCallers = (ctx: FuzzContext): fc.Arbitrary<Caller> =>
  fc.constantFrom(...ctx.allowed.map((role) => ({ role })));

/**
 * Requests that are invalid by construction, each broken in one way, with the answer SPEC §2
 * and §8 give for that way. Only the kinds that apply to `op` are drawn.
 */
export function invalidCases(op: Operation, ctx: FuzzContext): fc.Arbitrary<FuzzCase> {
  const base = baseParts(op);
  const caller = bearerCallers(ctx);
  const kinds: fc.Arbitrary<FuzzCase>[] = [];
  const bodyFirst = op.body !== undefined;
  const takesBody = op.body !== undefined || op.method === 'POST';

  if (op.bearer) {
    const [head = '', payload = '', sig = ''] = ctx.token.split('.');
    const tampered = `${head}.${payload}.${sig.slice(0, 5)}${sig[5] === 'A' ? 'B' : 'A'}${sig.slice(6)}`;
    kinds.push(
      fc
        .tuple(
          base,
          fc.constantFrom<[string | undefined, string]>(
            [undefined, 'no token'],
            ['', 'empty Authorization'],
            ['Bearer', 'Bearer alone'],
            ['Bearer x.y.z', 'garbage token'],
            [`Bearer ${tampered}`, 'tampered signature'],
            [ctx.token, 'token without Bearer'],
            [`Basic ${Buffer.from('admin:admin').toString('base64')}`, 'Basic auth'],
            [`Bearer ${'a'.repeat(5000)}.b.c`, 'huge token'],
          ),
        )
        .map(
          ([parts, [authorization, label]]) =>
            new FuzzCase(
              'no-auth',
              op,
              parts,
              { authorization, label },
              {
                status: 401,
                code: 'unauthenticated',
              },
            ),
        ),
    );
  }

  for (const param of op.pathParams) {
    const notAnId = fc
      .oneof(
        malformedString,
        nastyString,
        fc.string({ unit: 'binary', minLength: 1, maxLength: 150 }),
      )
      .filter(
        (v) =>
          v !== '' && v !== '.' && v !== '..' && wellFormed(v) && surelyRefuses(param.schema, v),
      );
    kinds.push(
      fc.tuple(base, caller, notAnId).map(([parts, who, value]) => {
        // Longer (decoded) than the router takes: refused before routing, with a 400.
        const routed = value.length <= ctx.maxParamLength;
        return new FuzzCase(
          'path-not-an-id',
          op,
          { ...parts, path: { ...parts.path, [param.name]: value } },
          who,
          routed
            ? { status: 422, code: 'validation_error', field: param.name }
            : { status: 400, code: 'bad_request' },
        );
      }),
      fc
        .tuple(base, caller, fc.constantFrom('%', '%zz', '%E0%A4%A', '%ED%A0%80', '%C0%AF', 'a%'))
        .map(
          ([parts, who, raw]) =>
            new FuzzCase(
              'path-bad-encoding',
              op,
              { ...parts, rawPath: { [param.name]: raw } },
              who,
              { status: 400, code: 'bad_request' },
            ),
        ),
    );
  }

  const declared = op.query.map((p) => p.name);
  kinds.push(
    fc
      .tuple(base, caller, strayKey(declared), nastyString.filter(wellFormed))
      .map(
        ([parts, who, name, value]) =>
          new FuzzCase(
            'query-unknown',
            op,
            { ...parts, query: [...parts.query, [name, value]] },
            who,
            { status: 422, code: 'validation_error', field: name, fieldMayDiffer: bodyFirst },
            name,
          ),
      ),
  );
  for (const param of op.query) {
    kinds.push(
      fc.tuple(base, caller, refusedQueryValue(param)).map(
        ([parts, who, value]) =>
          new FuzzCase(
            'query-bad-value',
            op,
            {
              ...parts,
              query: [...parts.query.filter(([k]) => k !== param.name), [param.name, value]],
            },
            who,
            {
              status: 422,
              code: 'validation_error',
              field: param.name,
              fieldMayDiffer: bodyFirst,
            },
            param.name,
          ),
      ),
      fc.tuple(base, caller, validish(param.schema, param.name)).map(
        ([parts, who, value]) =>
          new FuzzCase(
            'query-repeated',
            op,
            {
              ...parts,
              query: [
                ...parts.query.filter(([k]) => k !== param.name),
                [param.name, String(value)],
                [param.name, String(value)],
              ],
            },
            who,
            { status: 422, code: 'validation_error', field: param.name, fieldMayDiffer: bodyFirst },
            param.name,
          ),
      ),
    );
    if (param.required) {
      kinds.push(
        fc.tuple(base, caller).map(
          ([parts, who]) =>
            new FuzzCase(
              'query-missing',
              op,
              { ...parts, query: parts.query.filter(([k]) => k !== param.name) },
              who,
              {
                status: 422,
                code: 'validation_error',
                field: param.name,
                fieldMayDiffer: bodyFirst,
              },
              param.name,
            ),
        ),
      );
    }
  }

  for (const param of op.headers) {
    kinds.push(
      fc.tuple(base, caller, refusedHeaderValue(param)).map(
        ([parts, who, value]) =>
          new FuzzCase(
            'header-bad-value',
            op,
            { ...parts, headers: { ...parts.headers, [param.name]: value } },
            who,
            {
              status: 422,
              code: 'validation_error',
              field: param.name,
              fieldMayDiffer: bodyFirst || op.query.length > 0,
            },
            param.name,
          ),
      ),
    );
  }

  if (op.body) kinds.push(...bodyCases(op, op.body, base, caller));

  if (takesBody) {
    kinds.push(
      // JSON that is not an object, also where the operation documents no body (SPEC §8).
      fc
        .tuple(
          base,
          caller,
          fc.oneof(
            fc.constantFrom('null', '[]', '[{}]', '"x"', '""', '1', '-0.5', 'true', 'false'),
            fc
              .jsonValue({ maxDepth: 2 })
              .filter((v) => typeof v !== 'object' || v === null || Array.isArray(v))
              .map((v) => JSON.stringify(v))
              // A prototype key anywhere is its own case (400, below), also inside an array.
              .filter((text) => !PROTO_KEY.test(text)),
          ),
        )
        .map(
          ([parts, who, text]) =>
            new FuzzCase(
              'body-json-not-object',
              op,
              { ...parts, text },
              who,
              { status: 422, code: 'validation_error', field: '', fieldMayDiffer: false },
              text.slice(0, 40),
            ),
        ),
      fc
        .tuple(
          base,
          caller,
          fc.oneof(
            fc.constantFrom(...MALFORMED_JSON),
            fc.tuple(fc.jsonValue({ maxDepth: 2 }), fc.nat()).map(([v, n]) => {
              const text = JSON.stringify(v);
              return text.slice(0, n % Math.max(text.length, 1));
            }),
            fc.constantFrom(
              '{"__proto__":{"admin":true}}',
              '{"constructor":{"prototype":{"x":1}}}',
            ),
          ),
        )
        .filter(([, , text]) => text.trim() !== '' && !parsesSafely(text))
        .map(
          ([parts, who, text]) =>
            new FuzzCase('body-malformed-json', op, { ...parts, text }, who, {
              status: 400,
              code: 'bad_request',
            }),
        ),
      fc
        .tuple(base, caller, fc.integer({ min: 1, max: 65_536 }))
        .map(
          ([parts, who, over]) =>
            new FuzzCase(
              'body-too-large',
              op,
              { ...parts, text: JSON.stringify({ pad: 'x'.repeat(BODY_LIMIT_BYTES + over) }) },
              who,
              { status: 413, code: 'payload_too_large' },
              `${BODY_LIMIT_BYTES + over} byte string`,
            ),
        ),
      fc
        .tuple(
          base,
          caller,
          fc.oneof(
            fc
              .constantFrom(
                // Those the operation documents are not refused (RFC 8058's form posts).
                ...OTHER_MEDIA_TYPES.filter(
                  (t) => !op.otherMediaTypes.includes(t.split(';')[0]?.trim() ?? t),
                ),
              )
              .map((t): string | null => t),
            fc.constant(null),
          ),
          fc.oneof(
            fc.constant('{"a":1}'),
            fc.string({ minLength: 1, maxLength: 50 }).filter((s) => s.trim() !== ''),
          ),
        )
        .map(
          ([parts, who, contentType, text]) =>
            new FuzzCase(
              'content-type',
              op,
              { ...parts, text, contentType },
              who,
              { status: 415, code: 'unsupported_media_type' },
              contentType ?? 'no Content-Type',
            ),
        ),
    );
  }
  return fc.oneof(...kinds);
}
