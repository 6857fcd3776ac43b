import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readSession } from '../../lib/session';
import { HEARTBEAT_INTERVAL_MS } from '../../lib/settings';
import { fetchMe } from '../../lib/queries/me';
import { authKeys } from '../../lib/queries/auth-keys';

/**
 * Seed §9: every 30 s, with no visible effect, a signed-in tab asks `GET /api/auth/me`.
 * An expired access token is renewed through the client's refresh rule before the person's
 * next action needs it, and a session revoked elsewhere is noticed within 30 s. The answer
 * goes into the cache, so an address confirmed in another tab drops its banner here too.
 */
export function useHeartbeat(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    const timer = setInterval(() => {
      const session = readSession();
      if (document.visibilityState === 'hidden' || !session) return;
      fetchMe()
        .then((me) => {
          // Only for the session that asked: signed out, or in as someone else (even the same
          // tokens' owner after a sign-out and sign-in), while the call ran, the answer is not
          // theirs. `readSession` keeps its object while storage is unchanged; a renewal during
          // the call also drops this answer, and the next beat brings one.
          if (readSession() === session) queryClient.setQueryData(authKeys.me, me);
        })
        .catch(() => undefined);
    }, HEARTBEAT_INTERVAL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [signedIn, queryClient]);
}
