import type { SessionResponse } from '@gavel/contract';
import { writeSession } from '../../lib/session';

/** Seed §3: the session is `{token, refreshToken, roles}` under `localStorage["auth"]`. */
export function startSession(answer: SessionResponse): void {
  writeSession({
    token: answer.access_token,
    refreshToken: answer.refresh_token,
    roles: answer.user.roles,
  });
}
