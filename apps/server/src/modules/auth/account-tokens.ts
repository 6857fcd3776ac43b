import type { Executor } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { newAccountToken, parseAccountToken, verifierMatches } from '../../lib/tokens.js';
import * as repo from './repository.js';

/** How long each kind of account token lives (SPEC §3.1). */
export const ACCOUNT_TOKEN_TTL_SECONDS: Record<repo.AccountTokenPurpose, number> = {
  password_reset: 60 * 60,
  email_verification: 7 * 24 * 60 * 60,
  mfa_login: 5 * 60,
};

export const invalidToken = (message: string) => new AppError('invalid_token', message);

/** Makes a token for the account and stores its selector and verifier hash; returns the token. */
export async function issueAccountToken(
  ex: Executor,
  userId: string,
  purpose: repo.AccountTokenPurpose,
  at: Date,
): Promise<string> {
  const { token, selector, verifierHash } = newAccountToken();
  await repo.insertAccountToken(ex, {
    userId,
    purpose,
    selector,
    verifierHash,
    at,
    expiresAt: new Date(at.getTime() + ACCOUNT_TOKEN_TTL_SECONDS[purpose] * 1000),
  });
  return token;
}

/**
 * The row of a presented token when it is ours, of this purpose, unused and unexpired at `now`.
 * With `lock` (inside the transaction that spends it) the row stays locked until that
 * transaction ends, so two requests cannot both spend it. Null otherwise: an unknown,
 * wrong-purpose, used or expired token all look the same.
 */
export async function liveAccountToken(
  ex: Executor,
  token: string,
  purpose: repo.AccountTokenPurpose,
  now: Date,
  opts: { lock: boolean },
): Promise<repo.AccountTokenRow | null> {
  const parts = parseAccountToken(token);
  if (!parts) return null;
  const row = await repo.findAccountToken(ex, parts.selector, opts);
  if (!row || !verifierMatches(parts.verifier, row.verifierHash)) return null;
  if (row.purpose !== purpose || row.usedAt !== null || row.expiresAt <= now) return null;
  return row;
}
