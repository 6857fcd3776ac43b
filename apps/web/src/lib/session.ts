import type { Role, StoredSession } from '@gavel/contract';
import { jwtDecode } from 'jwt-decode';
import { useSyncExternalStore } from 'react';
import { storedValueEvents } from './stored-value';

/** Seed §3: the session lives in `localStorage["auth"]` as `{token, refreshToken, roles}`. */
export const SESSION_STORAGE_KEY = 'auth';

// Another tab signing in or out changes this tab's header too.
const sessionEvents = storedValueEvents(SESSION_STORAGE_KEY);

function readRaw(): string | null {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null; // storage blocked: behave as signed out
  }
}

/**
 * The stored shape checked by hand rather than with the contract's zod schema: this runs on
 * every page, and zod would add ~30 KB to the first download.
 */
function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const { token, refreshToken, roles } = value as Record<string, unknown>;
  return (
    typeof token === 'string' &&
    typeof refreshToken === 'string' &&
    Array.isArray(roles) &&
    roles.every((role) => typeof role === 'string')
  );
}

function parse(raw: string | null): StoredSession | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredSession(value)
      ? { token: value.token, refreshToken: value.refreshToken, roles: [...value.roles] }
      : null;
  } catch {
    return null;
  }
}

// useSyncExternalStore needs a stable snapshot, so parse only when the stored text changes.
let cachedRaw: string | null = null;
let cachedSession: StoredSession | null = null;

/**
 * Whether this tab ended the session itself (Log out, "Sign out everywhere") and no session has
 * been seen since (here or from another tab): see `sessionEndedHere`.
 */
let endedHere = false;

export function readSession(): StoredSession | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parse(raw);
    if (cachedSession !== null) endedHere = false;
  }
  return cachedSession;
}

const notify = () => {
  sessionEvents.notify();
};

export function writeSession(session: StoredSession): void {
  const { token, refreshToken, roles } = session;
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token, refreshToken, roles }));
  endedHere = false;
  notify();
}

/**
 * New tokens for the same account (a refresh, a password change): the roles stay. A refresh
 * names the refresh token it renewed (`replacing`): the pair is stored only if that token is
 * still the stored one, so a refresh that answers after Log out and somebody else's sign-in never
 * overwrites their session.
 */
export function renewTokens(token: string, refreshToken: string, replacing?: string): void {
  const session = readSession();
  if (!session || (replacing !== undefined && session.refreshToken !== replacing)) return;
  writeSession({ ...session, token, refreshToken });
}

/**
 * Removes the stored session. `endedHere`: this tab ends it on purpose (Log out, "Sign out
 * everywhere"), which then decides where the person goes; not a session found lost.
 */
export function clearSession(opts: { endedHere?: boolean } = {}): void {
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
  } finally {
    endedHere = opts.endedHere ?? false;
    notify();
  }
}

/**
 * True while the session is gone because this tab ended it (`clearSession({ endedHere })`): a
 * read of the page being left that still starts (a lazily loaded route's loader, say) is not
 * sent, and is no lost session that would send the person to a login page over Log out's way to
 * `/` (`exchange`). A session stored since, here or by another tab, ends it.
 */
export function sessionEndedHere(): boolean {
  return readSession() === null && endedHere;
}

/** The account an access token was issued to (its JWT `sub`), or null when it cannot be read. */
function accountOf(token: string): string | null {
  try {
    return jwtDecode(token).sub ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether `stored` still speaks for the account a call was sent as with `token`: the same token,
 * or a renewal of it (a refresh here or in another tab), which keeps the account. After Log out
 * and a sign-in as somebody else it does not, and the call must not be sent again as them. The
 * claim is read, not verified: the server decides what the token may do; this only decides
 * whether to resend. A token that is not a JWT cannot be told apart and counts as renewed.
 */
export function speaksFor(stored: StoredSession | null, token: string): boolean {
  if (stored === null) return false;
  if (stored.token === token) return true;
  const [now, sent] = [accountOf(stored.token), accountOf(token)];
  return now === null || sent === null || now === sent;
}

export function useSession(): StoredSession | null {
  return useSyncExternalStore(sessionEvents.subscribe, readSession, () => null);
}

export const hasRole = (session: StoredSession | null, role: Role): boolean =>
  session?.roles.includes(role) ?? false;
