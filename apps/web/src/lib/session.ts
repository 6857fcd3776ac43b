import { storedSessionSchema, type Role, type StoredSession } from '@gavel/contract';
import { useSyncExternalStore } from 'react';

/** Seed §3: the session lives in `localStorage["auth"]` as `{token, refreshToken, roles}`. */
export const SESSION_STORAGE_KEY = 'auth';

const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null; // storage blocked: behave as signed out
  }
}

function parse(raw: string | null): StoredSession | null {
  if (raw === null) return null;
  try {
    const result = storedSessionSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

// useSyncExternalStore needs a stable snapshot, so parse only when the stored text changes.
let cachedRaw: string | null = null;
let cachedSession: StoredSession | null = null;

export function readSession(): StoredSession | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parse(raw);
  }
  return cachedSession;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function writeSession(session: StoredSession): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(storedSessionSchema.parse(session)));
  notify();
}

export function clearSession(): void {
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
  } finally {
    notify();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this tab's header too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribe, readSession, () => null);
}

export const hasRole = (session: StoredSession | null, role: Role): boolean =>
  session?.roles.includes(role) ?? false;
