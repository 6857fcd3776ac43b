import type { LogoutBody } from '@gavel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { actionToast } from './toasts';
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
 * Ends the session on this device: the stored session and every cached answer go, the toast
 * says `message` and the person lands on `/` (seed §2: where Log out goes). Log out and "Sign
 * out everywhere" (SPEC §3.1, whose call has already revoked every token) both end this way.
 */
export function useEndLocalSession(): (message: string) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (message: string) => {
      // Reads still in flight were sent with this session's token: stopped here, before the
      // server revokes it, they end without an answer (a 401 that comes back anyway is only an
      // error, never a way to a login page: `exchange`).
      void queryClient.cancelQueries();
      clearSession({ endedHere: true });
      actionToast('session', 'message', message);
      // The signed-in page is left before its cached answers go: cleared while it is still
      // shown, its reads would run again at once, without a session (401s for nothing).
      void navigate({ to: '/' }).finally(() => {
        queryClient.clear();
      });
    },
    [queryClient, navigate],
  );
}

/**
 * Signs out locally at once and tells the server in the background: the person is signed out
 * on this device whatever the network does, so a failed call is ignored. The header's Log out
 * and the staff overview's "Sign out" (SPEC §8: it behaves like Log out) both use it.
 */
export function useLogout(): () => void {
  const endLocalSession = useEndLocalSession();
  return useCallback(() => {
    const session = readSession();
    endLocalSession('Signed out');
    if (session) logout({ refresh_token: session.refreshToken }).catch(() => undefined);
  }, [endLocalSession]);
}
