import type { LogoutBody } from '@gavel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { apiUrl } from './api-url';
import { clearSession, readSession } from './session';

/** `POST /api/auth/logout` revokes the refresh-token family; a public call (no access token). */
export async function logout(body: LogoutBody): Promise<void> {
  const response = await fetch(apiUrl('/auth/logout'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    // Let the request finish even though we navigate away at once.
    keepalive: true,
  });
  if (!response.ok) throw new Error(`Logout answered ${response.status}`);
}

/**
 * Signs out locally at once and tells the server in the background: the person is signed out
 * on this device whatever the network does, so a failed call is ignored. The header's Log out
 * and the staff overview's "Sign out" (SPEC §8: it behaves like Log out) both use it.
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    const session = readSession();
    clearSession();
    queryClient.clear();
    if (session) logout({ refresh_token: session.refreshToken }).catch(() => undefined);
    toast('Signed out');
    void navigate({ to: '/' });
  }, [queryClient, navigate]);
}
