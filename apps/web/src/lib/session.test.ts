import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, hasRole, readSession, SESSION_STORAGE_KEY, writeSession } from './session';

describe('session storage', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('round-trips {token, refreshToken, roles} under localStorage["auth"]', () => {
    writeSession({ token: 'a', refreshToken: 'r', roles: ['SELLER'] });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual({
      token: 'a',
      refreshToken: 'r',
      roles: ['SELLER'],
    });
    const session = readSession();
    expect(session).toEqual({ token: 'a', refreshToken: 'r', roles: ['SELLER'] });
    expect(hasRole(session, 'SELLER')).toBe(true);
    expect(hasRole(session, 'DEALER')).toBe(false);
  });

  it('treats missing, malformed or wrongly shaped data as signed out', () => {
    expect(readSession()).toBeNull();
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(readSession()).toBeNull();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 1, roles: 'SELLER' }));
    expect(readSession()).toBeNull();
  });

  it('clears the session', () => {
    writeSession({ token: 'a', refreshToken: 'r', roles: ['DEALER'] });
    clearSession();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(readSession()).toBeNull();
  });
});
