import fc from 'fast-check';
import type { ErrorCode } from '@gavel/contract';
import type { Method } from '../http.js';
import type { Fragment } from './inputs.js';
import type { Operation } from './openapi.js';

/** A request the fuzzer sends, as parts it can change one at a time. */
export interface Parts {
  /** Raw (unencoded) path parameter values; `rawPath` values are sent as they are. */
  path: Record<string, string>;
  rawPath?: Record<string, string>;
  /** Raw name/value pairs of the query string, in order (names may repeat). */
  query: [string, string][];
  headers: Record<string, string>;
  /** The JSON body as a value, or `undefined` for none. */
  body: unknown;
  /** Values spliced into the body's JSON text at these paths (raw JSON, e.g. 1e400). */
  splices?: { path: (string | number)[]; fragment: Fragment }[];
  /** Paths removed from the body. */
  removals?: (string | number)[][];
  /** Replaces the whole body text (malformed JSON, other media types). */
  text?: string;
  /** Content type of the body; `application/json` when absent and a body is sent. */
  contentType?: string | null;
}

/** What a request made invalid by construction must be answered with. */
export interface Expectation {
  status: number;
  code: ErrorCode;
  /** A field `details.fields` must name (dot path), when the refusal is a validation error. */
  field?: string;
  /** Another part validated earlier (the base body) may be refused first: any field then. */
  fieldMayDiffer?: boolean;
}

/** Who sends it: a role whose token is used, `none`, or a broken `Authorization` value. */
export type Caller = { role: string } | { authorization: string | undefined; label: string };

export class FuzzCase {
  constructor(
    readonly kind: string,
    readonly op: Operation,
    readonly parts: Parts,
    readonly caller: Caller,
    readonly expect: Expectation | undefined,
    readonly note = '',
  ) {}

  /** How fast-check prints the case in a counterexample: short, with the payload cut. */
  [fc.toStringMethod](): string {
    const { url, payload, contentType } = materialise(this.op, this.parts);
    const who = 'role' in this.caller ? this.caller.role : this.caller.label;
    const body = payload === undefined ? '' : ` ${contentType ?? ''} ${cut(payload)}`;
    const wanted = this.expect
      ? ` → expected ${this.expect.status} ${this.expect.code}${this.expect.field ? ` on "${this.expect.field}"` : ''}`
      : ' → boundary: no 5xx';
    return `[${this.kind}${this.note ? `: ${this.note}` : ''}] as ${who}: ${this.op.method} ${cut(url)}${body}${wanted}`;
  }
}

const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 200)}…(${s.length} chars)` : s);

/**
 * Percent-encodes any string, lone surrogates included (as the bytes UTF-8 would give their code
 * unit, which no decoder accepts): `encodeURIComponent` throws on them.
 */
export function percentEncode(s: string): string {
  if (wellFormed(s)) return encodeURIComponent(s);
  let out = '';
  for (const ch of s) {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

/** No lone surrogate (`\p{Cs}` matches only unpaired halves under the `u` flag). */
export const wellFormed = (s: string) => !/\p{Cs}/u.test(s);

const SLOT = (i: number) => `\u0001fuzz-slot-${i}\u0001`;

type Container = Record<string | number, unknown>;

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const wantArray = typeof head === 'number';
  let node: unknown = root;
  if (wantArray ? !Array.isArray(node) : typeof node !== 'object' || node === null) {
    node = wantArray ? [] : {};
  }
  const container = node as Container;
  container[head] = setAt(container[head], rest, value);
  return container;
}

function removeAt(root: unknown, path: (string | number)[]): unknown {
  // The parents are made when missing: a required field is then missing from a present object.
  const parentPath = path.slice(0, -1);
  const key = path[path.length - 1];
  if (key === undefined) return undefined;
  let parent: unknown = root;
  for (const segment of parentPath) parent = (parent as Container | undefined)?.[segment];
  if (typeof parent !== 'object' || parent === null) {
    root = setAt(root, parentPath, typeof key === 'number' ? [] : {});
    parent = parentPath.reduce<unknown>((node, s) => (node as Container)[s], root);
  }
  if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
  else Reflect.deleteProperty(parent as Container, key);
  return root;
}

/** The request's URL, headers (without auth) and payload. */
export function materialise(
  op: Operation,
  parts: Parts,
): { url: string; headers: Record<string, string>; payload?: string; contentType?: string } {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const raw = parts.rawPath?.[name];
    if (raw !== undefined) return raw;
    return percentEncode(parts.path[name] ?? '');
  });
  const query = parts.query.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&');
  const url = query ? `${path}?${query}` : path;
  const headers = { ...parts.headers };
  let payload = parts.text;
  if (payload === undefined && (parts.body !== undefined || parts.splices?.length)) {
    let body: unknown = structuredClone(parts.body);
    for (const removal of parts.removals ?? []) body = removeAt(body, removal);
    const splices = parts.splices ?? [];
    splices.forEach((s, i) => {
      body = setAt(body, s.path, SLOT(i));
    });
    payload = JSON.stringify(body);
    splices.forEach((s, i) => {
      payload = payload?.replace(JSON.stringify(SLOT(i)), () => s.fragment.json);
    });
  }
  const contentType =
    parts.contentType === null
      ? undefined
      : (parts.contentType ?? (payload === undefined ? undefined : 'application/json'));
  if (contentType !== undefined) headers['content-type'] = contentType;
  return { url, headers, ...(payload === undefined ? {} : { payload }), contentType };
}

export const methodHasBody = (method: Method) =>
  method === 'POST' || method === 'PUT' || method === 'PATCH';
