import fc from 'fast-check';
import { validish } from './json-schema.js';
import {
  fragment,
  NASTY_CHARS,
  nastyString,
  numberFragment,
  rawFragment,
  type Fragment,
} from './inputs.js';
import { baseParts, type FuzzContext } from './invalid-cases.js';
import type { Operation } from './openapi.js';
import { FuzzCase, type Caller, type Parts } from './requests.js';

/**
 * Requests at the edges that may be valid or not: the server must answer them with a 2xx or a
 * 4xx of the right shape, never a 5xx, within the time limit. Ids of existing rows, nasty
 * characters inside otherwise plausible text, money at and past its limits, lenient query
 * spellings, odd bodies and media types.
 */

type Path = (string | number)[];
type Splice = NonNullable<Parts['splices']>[number];

function leaves(value: unknown, path: Path = []): { path: Path; value: unknown }[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  }
  return [{ path, value }];
}

// Half the time a character no database text can hold as sent (NUL, unpaired surrogates).
const nastyChar = fc.oneof(
  fc.constantFrom('\u0000', '\ud800', '\udfff', '\ud83d'),
  fc.constantFrom(...NASTY_CHARS),
);

/** `text` with a nasty character put in somewhere (NUL, lone surrogates, bidi controls …). */
const withNasty = (text: string) =>
  fc.tuple(nastyChar, fc.nat()).map(([ch, at]) => {
    const i = at % (text.length + 1);
    return `${text.slice(0, i)}${ch}${text.slice(i)}`;
  });

/** Text at common length limits, of characters taking one, two or more UTF-16 units. */
const edgeText = fc
  .tuple(
    fc.constantFrom(1, 3, 50, 120, 199, 200, 201, 254, 1000, 5000),
    fc.constantFrom('x', '😀', 'é', '\u0301', '\ufeff', ' '),
  )
  .map(([n, ch]) => ch.repeat(Math.max(1, Math.floor(n / ch.length))));

const edgeNumber: fc.Arbitrary<Fragment> = fc.oneof(
  numberFragment,
  fc
    .constantFrom(
      '0',
      '-0',
      '1',
      '99',
      '100',
      '1.0',
      '100.00',
      '1e2',
      '1E9',
      '1000000000',
      '1000000000.0',
    )
    .map((json) => rawFragment(json)),
);

const lenientQueryValue = fc.oneof(
  fc.constantFrom(' 5', '5 ', '+5', '05', '5.0', '0x10', '1e1', '100', '1', '0b11', 'true', ''),
  nastyString,
  fc.jsonValue({ maxDepth: 1 }).map((v) => Buffer.from(JSON.stringify(v)).toString('base64url')),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

const BODY_TEXTS = ['', '   ', '\n', 'null', '{}', '[]', '""', '0', 'true', '{"":null}'];
const MEDIA_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;',
  'text/plain',
  'application/octet-stream',
  'multipart/form-data',
];

/** Each string leaf of the body: one edit drawn per leaf by `edit`. */
function editLeaves(
  body: unknown,
  wanted: (value: unknown) => boolean,
  edit: (value: unknown) => fc.Arbitrary<Fragment>,
): fc.Arbitrary<Splice[]> {
  const targets = leaves(body).filter((l) => wanted(l.value));
  if (targets.length === 0) return fc.constant([]);
  return fc.tuple(...targets.map((l) => edit(l.value).map((f) => ({ path: l.path, fragment: f }))));
}

/**
 * Ids of the table a path parameter names: `auction_id` → auctions, `/listings/{id}` → listings,
 * `/kyc/{id}` → kyc_records. Rows of other tables are drawn too, less often (type confusion).
 */
function idsNamedBy(path: string, param: string, ids: Record<string, string[]>): string[] {
  const segments = path.split('/');
  const at = segments.indexOf(`{${param}}`);
  const word = (param.endsWith('_id') ? param.slice(0, -3) : (segments[at - 1] ?? ''))
    .replace(/s$/, '')
    .replace(/-/g, '_');
  if (!word) return [];
  const tables = Object.keys(ids);
  const exact = tables.filter((t) => t === `${word}s` || t === word);
  const named = exact.length > 0 ? exact : tables.filter((t) => t.startsWith(word));
  return named.flatMap((t) => ids[t] ?? []);
}

export function boundaryCases(op: Operation, ctx: FuzzContext): fc.Arbitrary<FuzzCase> {
  const everyId = Object.values(ctx.ids).flat();
  const nil = '00000000-0000-0000-0000-000000000000';
  const idFor = (name: string) => {
    const own = idsNamedBy(op.path, name, ctx.ids);
    const known = fc.constantFrom(...(everyId.length > 0 ? everyId : [nil]));
    return fc.oneof(
      ...(own.length > 0 ? [{ arbitrary: fc.constantFrom(...own), weight: 4 }] : []),
      { arbitrary: known, weight: 1 },
      { arbitrary: known.map((id) => id.toUpperCase()), weight: 1 },
      { arbitrary: fc.uuid(), weight: 1 },
      { arbitrary: fc.constantFrom(nil, 'ffffffff-ffff-ffff-ffff-ffffffffffff'), weight: 1 },
    );
  };
  const realPath = fc.record(
    Object.fromEntries(op.pathParams.map((p) => [p.name, idFor(p.name)])),
  ) as fc.Arbitrary<Record<string, string>>;
  // Cursors are opaque tokens the server issues: a generated one is refused, so the base leaves
  // them out (the lenient-query kind still sends junk ones).
  const base = fc
    .tuple(baseParts(op), realPath, fc.nat({ max: 3 }))
    .map(([parts, path, n]): Parts => ({
      ...parts,
      path: n === 0 ? parts.path : path,
      query: parts.query.filter(([k]) => k !== 'cursor'),
    }));
  const isText = (v: unknown) => typeof v === 'string';
  const kinds: [string, fc.Arbitrary<Parts>, number][] = [
    ['plausible', base, 2],
    [
      // One text of the body or query string, otherwise plausible, with a nasty character in it.
      'nasty-text',
      base.chain((parts) => {
        const texts = leaves(parts.body).filter((l) => isText(l.value));
        const places = texts.length + parts.query.length;
        if (places === 0) return fc.constant(parts);
        return fc.nat({ max: places - 1 }).chain((n) => {
          const text = texts[n];
          if (text) {
            return withNasty(String(text.value)).map((v): Parts => ({
              ...parts,
              splices: [{ path: text.path, fragment: fragment(v) }],
            }));
          }
          const q = n - texts.length;
          return withNasty(parts.query[q]?.[1] ?? '').map((v): Parts => ({
            ...parts,
            query: parts.query.map(([k, old], i) => [k, i === q ? v : old]),
          }));
        });
      }),
      3,
    ],
    [
      'edge-values',
      base.chain((parts) =>
        editLeaves(
          parts.body,
          () => true,
          (v) =>
            typeof v === 'number'
              ? edgeNumber
              : fc.oneof(
                  fc.constant(fragment(v)),
                  edgeText.map((s) => fragment(s, `<${s.length} × ${JSON.stringify(s[0])}>`)),
                  fc.constant(fragment(typeof v === 'string' ? ` ${v.toUpperCase()} ` : null)),
                ),
        ).map((splices) => ({ ...parts, splices })),
      ),
      2,
    ],
    [
      'lenient-query',
      fc
        .tuple(
          base,
          fc.array(
            fc.tuple(
              fc.constantFrom(...op.query.map((p) => p.name), 'cursor', 'limit'),
              fc.oneof(
                lenientQueryValue,
                ...op.query.map((p) => validish(p.schema, p.name).map(String)),
              ),
            ),
            { maxLength: 3 },
          ),
        )
        .map(([parts, query]) => ({
          ...parts,
          query: [...parts.query.filter(([k]) => !query.some(([q]) => q === k)), ...query],
        })),
      1,
    ],
    [
      'odd-body',
      fc
        .tuple(
          base,
          fc.oneof(
            fc.constantFrom(...BODY_TEXTS),
            fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
          ),
          fc.constantFrom(...MEDIA_TYPES),
        )
        .map(([parts, text, contentType]) => ({ ...parts, text, contentType })),
      1,
    ],
    [
      'odd-headers',
      fc
        .tuple(
          base,
          fc.dictionary(
            fc.constantFrom(
              ...op.headers.map((h) => h.name),
              'x-request-id',
              'accept',
              'accept-language',
            ),
            fc.string({ unit: 'grapheme-ascii', maxLength: 240 }),
            { maxKeys: 2 },
          ),
        )
        .map(([parts, extra]) => ({ ...parts, headers: { ...parts.headers, ...extra } })),
      1,
    ],
  ];
  // Mostly callers the operation allows, so that validation and the services are reached.
  const caller: fc.Arbitrary<Caller> = fc
    .oneof(
      { arbitrary: fc.constantFrom(...ctx.allowed), weight: 4 },
      { arbitrary: fc.constantFrom(...ctx.roles), weight: 1 },
    )
    .map((role) => ({ role }));
  return fc.oneof(
    ...kinds.map(([kind, parts, weight]) => ({
      weight,
      arbitrary: fc
        .tuple(parts, caller)
        .map(([p, who]) => new FuzzCase(`boundary ${kind}`, op, p, who, undefined)),
    })),
  );
}
