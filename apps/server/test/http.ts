import type { ErrorCode, FieldError } from '@gavel/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Requests and answers of the API tests, through `app.inject`. */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who makes a request: someone's auth headers (an `Actor`), or `undefined` for nobody. */
export type Caller = { headers: Record<string, string> } | undefined;

/** A request as `who`, with `payload` as its JSON body when there is one. */
export type Req = (
  who: Caller,
  method: Method,
  url: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/**
 * `req` on the app of `t`. `t.app` is read at each request, so a `useTestApp()` handle may be
 * passed before its app exists.
 */
export function client(t: { app: FastifyInstance }): Req {
  return (who, method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers: who?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as never }),
    });
}

interface JsonAnswer {
  json: () => unknown;
}

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  details?: { fields?: FieldError[] } & Record<string, unknown>;
}

/** The `error` of an error envelope (SPEC §2). */
export const errorOf = (res: JsonAnswer): ErrorBody => (res.json() as { error: ErrorBody }).error;

export const errorCode = (res: JsonAnswer): ErrorCode => errorOf(res).code;

/** The field errors of a validation error; throws when the answer has none. */
export function fieldErrors(res: JsonAnswer): FieldError[] {
  const fields = errorOf(res).details?.fields;
  if (!fields) throw new Error(`no field errors in ${JSON.stringify(res.json())}`);
  return fields;
}

export const fieldPaths = (res: JsonAnswer): string[] => fieldErrors(res).map((f) => f.path);

export interface Paged<Item = { id: string }> {
  items: Item[];
  next_cursor: string | null;
}

/** `url` asking for the page after `cursor` (the first page when there is none). */
export const withCursor = (url: string, cursor: string | null): string =>
  cursor ? `${url}${url.includes('?') ? '&' : '?'}cursor=${cursor}` : url;

/**
 * Follows `next_cursor` from `url`, which sets `limit`, to the last page, checking that each
 * page answers 200 with at most `limit` items: the ids of all the pages, in order.
 */
export async function pageThrough(req: Req, who: Caller, url: string): Promise<string[]> {
  const limit = Number(new URL(url, 'http://localhost').searchParams.get('limit'));
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`${url} sets no limit`);
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pages = 1; ; pages++) {
    const res = await req(who, 'GET', withCursor(url, cursor));
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Paged>();
    expect(page.items.length).toBeLessThanOrEqual(limit);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.next_cursor;
    if (cursor === null) return ids;
    if (pages === 1000) throw new Error(`${url}: more than 1000 pages`);
  }
}
