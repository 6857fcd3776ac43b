import { useEffect } from 'react';
import { readSession } from '../../lib/session';
import { HEARTBEAT_INTERVAL_MS } from '../../lib/settings';
import { fetchMe } from '../../features/auth/api/me';

/**
 * Seed §9: every 30 s, with no visible effect, a signed-in tab asks `GET /api/auth/me`.
 * An expired access token is renewed through the client's refresh rule before the person's
 * next action needs it, and a session revoked elsewhere is noticed within 30 s.
 */
export function useHeartbeat(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden' || !readSession()) return;
      fetchMe().catch(() => undefined);
    }, HEARTBEAT_INTERVAL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [signedIn]);
}
