import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { apiUrl } from '../../../lib/api-url';
import { clearSession, readSession } from '../../../lib/session';

/**
 * `POST /api/auth/logout` revokes the refresh-token family; a public call (no access token).
 * Mirrors the auth feature's logout (features do not import each other).
 */
async function logout(refreshToken: string): Promise<void> {
  const response = await fetch(apiUrl('/auth/logout'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
    // Let the request finish even though we navigate away at once.
    keepalive: true,
  });
  if (!response.ok) throw new Error(`Logout answered ${String(response.status)}`);
}

/**
 * Staff "Sign out" behaves like Log out (SPEC §8): signed out on this device at once whatever
 * the network does, the server told in the background, "Signed out", then home.
 */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    const session = readSession();
    clearSession();
    queryClient.clear();
    if (session) logout(session.refreshToken).catch(() => undefined);
    toast('Signed out');
    void navigate({ to: '/' });
  }, [queryClient, navigate]);
}
