import type { RefreshResponse } from '@gavel/contract';
import createClient from 'openapi-fetch';
import type { paths } from './api/schema.gen';
import { API_BASE_URL } from './api-url';
import { loginPathFor } from './auth-redirect';
import { clearSession, readSession, renewTokens, sessionEndedHere, speaksFor } from './session';

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; details?: { fields?: unknown } };
}

/**
 * Any answer outside 200–299 (seed §8). `body` is the response body as sent (parsed JSON, or
 * the text when it is not JSON); `code`, `message` and `fieldErrors` are read from the
 * SPEC §2 envelope when there is one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly code: string | null;
  /** `validation_error` field messages by path (`title`, `address.city`, `attributes.Colour`). */
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(status: number, body: unknown) {
    const envelope = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
    const message =
      typeof envelope.error?.message === 'string' && envelope.error.message
        ? envelope.error.message
        : `The request failed (HTTP ${String(status)}).`;
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = typeof envelope.error?.code === 'string' ? envelope.error.code : null;
    const fields: Record<string, string> = {};
    const list = envelope.error?.details?.fields;
    if (Array.isArray(list)) {
      for (const item of list as unknown[]) {
        if (typeof item !== 'object' || item === null) continue;
        const { path, message: text } = item as { path?: unknown; message?: unknown };
        if (typeof path === 'string' && typeof text === 'string' && !(path in fields)) {
          fields[path] = text;
        }
      }
    }
    this.fieldErrors = fields;
  }
}

/**
 * Whether a read failed because there is nothing to show there: 404 (unknown, or not this
 * user's) or 422 (a path parameter that is not even an id). Pages show their "not found" state.
 */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 422);
}

/** Where the client sends a person whose session cannot be renewed. Replaced by the app. */
let onSessionLost: (loginPath: string) => void = (loginPath) => {
  window.location.assign(loginPath);
};

export function setSessionLostHandler(handler: (loginPath: string) => void): void {
  onSessionLost = handler;
}

function sessionLost(): void {
  clearSession();
  const loginPath = loginPathFor(window.location.pathname);
  // Calls that failed together each end here; the first one has already moved the page.
  if (window.location.pathname === loginPath) return;
  onSessionLost(loginPath);
}

/** Absolute or `/`-rooted URLs from answers (SPEC §8) resolved against the API's origin. */
export function resolveApiUrl(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const base = API_BASE_URL.replace(/\/api$/, '');
  return `${base}${url}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** How calls reach the API: the browser's `fetch`, or the server's own router when it renders. */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** The server renderer answers the app's calls in-process (apps/server ssr module). */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** One request as it leaves the page; the bearer token is added per attempt. */
export interface Outgoing {
  method: string;
  headers: Record<string, string>;
  /** Already serialized JSON. */
  body?: string;
  signal?: AbortSignal | null;
}

function send(path: string, out: Outgoing, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { ...out.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  // No timeout (seed §9): a slow answer is waited for; callers cancel through `signal`.
  return transport(`${API_BASE_URL}${path}`, {
    method: out.method,
    headers,
    body: out.body,
    signal: out.signal ?? undefined,
  });
}

/** A JSON call the client makes itself (the refresh), outside the typed paths. */
function jsonCall(method: string, body: unknown): Outgoing {
  return {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  };
}

/**
 * The error of a signed-in call not sent after this tab's Log out: the server's code for a call
 * without a token; its message stays the server's (nobody reads this one: the page is left).
 */
const SIGNED_OUT = { error: { code: 'unauthenticated' } };

let refreshInFlight: Promise<boolean> | null = null;

async function refreshTokens(usedToken: string | null): Promise<boolean> {
  const session = readSession();
  if (!session) return false;
  // Something else was stored since this call was sent (a renewal here or in another tab, or
  // another sign-in): `exchange` decides whether it still speaks for the call.
  if (session.token !== usedToken) return true;
  let response: Response;
  try {
    response = await send(
      '/auth/refresh',
      jsonCall('POST', { refresh_token: session.refreshToken }),
      null,
    );
  } catch {
    return false;
  }
  const body = (await readBody(response)) as Partial<RefreshResponse> | undefined;
  if (!response.ok || !body?.access_token || !body.refresh_token) {
    // Internal reason (seed §8); the person only sees the login page.
    console.info(
      response.ok ? 'refresh_failed' : `refresh_failed (HTTP ${String(response.status)})`,
    );
    return false;
  }
  // Stored only over the session it renewed; if something else was stored meanwhile, `exchange`
  // decides as above.
  renewTokens(body.access_token, body.refresh_token, session.refreshToken);
  return true;
}

/**
 * One refresh at a time for the whole page, and across tabs where the browser offers Web
 * Locks: the server revokes a refresh-token family when one token is used twice, so two
 * parallel refreshes would sign the person out (SPEC §3).
 */
function refreshOnce(usedToken: string | null): Promise<boolean> {
  refreshInFlight ??= (async () => {
    try {
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      return locks
        ? await locks.request('gavel-auth-refresh', () => refreshTokens(usedToken))
        : await refreshTokens(usedToken);
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/**
 * How every call reaches the API (seed §7–8): JSON with an Accept header, the bearer token on
 * `auth` calls; a 401 renews the session once and retries the call once; a session that cannot
 * be renewed is cleared and the person sent to the area's login page. Answers outside 200–299
 * are thrown as `ApiError`. Exported for the calls outside the typed paths (lib/api-file.ts).
 */
export async function exchange(path: string, out: Outgoing, auth: boolean): Promise<Response> {
  const token = auth ? (readSession()?.token ?? null) : null;
  // After this tab's own Log out, a signed-in call is not sent: a read of the page being left
  // may still start (a route's loader whose code arrived late) and would only be refused. It
  // fails as the server would, and is no lost session: Log out has already chosen `/`.
  if (auth && token === null && sessionEndedHere()) throw new ApiError(401, SIGNED_OUT);
  let response = await send(path, out, token);

  if (response.status === 401 && auth && path !== '/auth/refresh') {
    // The session this call carried may have ended while it was out (Log out, or another
    // tab's, maybe followed by a sign-in as another account): then the 401 is that ending's,
    // not a lost session, and the ending decides where the person goes (Log out: to `/`). The
    // call is not sent again, least of all as an account signed in since; nor is that
    // account's session cleared. Checked before the refresh and again after it, which may have
    // waited for another tab's. A call made with no session is sent to the login page: after
    // another tab's Log out a read retries at once and goes there; an action shows its error.
    const ended = () => token !== null && !speaksFor(readSession(), token);
    if (ended()) {
      // Just the error, below.
    } else if (!readSession()?.refreshToken) {
      sessionLost();
    } else {
      const renewed = await refreshOnce(token);
      if (ended()) {
        // Just the error, below.
      } else if (renewed) {
        response = await send(path, out, readSession()?.token ?? null);
      } else {
        sessionLost();
      }
    }
  }

  if (!response.ok) throw new ApiError(response.status, await readBody(response));
  return response;
}

/**
 * openapi-fetch builds a `Request`, which needs an absolute URL even where the page has none
 * (the server renderer): the client's base is this placeholder, and only the path and query
 * after it travel, to `API_BASE_URL` as before.
 */
const CLIENT_BASE = 'http://gavel.invalid';
const SCHEMA_PREFIX = '/api';

/** openapi-fetch's `fetch`: the typed call, sent through `exchange` (401 → refresh → retry). */
const sendTyped =
  (auth: boolean) =>
  async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== '') headers['Content-Type'] = 'application/json';
    request.headers.forEach((value, name) => {
      const key = name.toLowerCase();
      if (key !== 'accept' && key !== 'content-type') headers[key] = value;
    });
    const path = `${url.pathname.slice(SCHEMA_PREFIX.length)}${url.search}`;
    return exchange(
      path,
      {
        method: request.method,
        headers,
        body: body === '' ? undefined : body,
        signal: request.signal,
      },
      auth,
    );
  };

/**
 * The API as the server describes it (`lib/api/schema.gen.ts`, ADR 042): paths, parameters,
 * bodies and answers are checked by the compiler. `api` carries the session's token and renews
 * it; `publicApi` sends none (sign-in, public pages).
 */
export const api = createClient<paths>({ baseUrl: CLIENT_BASE, fetch: sendTyped(true) });
export const publicApi = createClient<paths>({ baseUrl: CLIENT_BASE, fetch: sendTyped(false) });

/**
 * The answer of a typed call. Errors never reach here (`exchange` throws them as `ApiError`), so
 * only the success branch of openapi-fetch's result is left: its JSON, or undefined for a 204
 * (openapi-fetch types a 204-only operation's data as `never`; an operation answering 200 or
 * 204 declares `| undefined` where it is called).
 */
export async function answer<T>(
  call: Promise<{ data?: T; response: Response }>,
): Promise<[T] extends [never] ? undefined : T> {
  const { data } = await call;
  return data as [T] extends [never] ? undefined : T;
}

/** A query value as the app's URLs carry it: left out when empty (`''`, null or undefined). */
export const omitEmpty = <T>(value: T | '' | null | undefined): T | undefined =>
  value === '' || value === null ? undefined : value;
