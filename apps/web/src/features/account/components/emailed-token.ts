import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/**
 * The token of an emailed link (`/reset-password?token=…`, `/verify-email?token=…`), kept in
 * the page and taken out of the address bar at once: replaced in history, so it is not left
 * in the back list, a bookmark, a shared screen or the address a later page sees.
 */
export function useEmailedToken(
  path: '/reset-password' | '/verify-email',
  token: string | undefined,
): string | undefined {
  const navigate = useNavigate();
  const [kept] = useState(token);
  useEffect(() => {
    if (token !== undefined) void navigate({ to: path, search: {}, replace: true });
  }, [navigate, path, token]);
  return kept;
}

/** `?token=` of an emailed link, checked by hand like the sign-in pages' search (no zod). */
export function emailedTokenSearch(search: Record<string, unknown>): { token?: string } {
  const { token } = search;
  return typeof token === 'string' && token.length > 0 && token.length <= 512 ? { token } : {};
}
