import type { Database } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import type { AccessClaims } from '../../lib/tokens.js';
import * as repo from './repository.js';

/** A valid access token whose account was deleted since it was signed. */
export const accountGone = () => new AppError('unauthenticated', 'Your account no longer exists.');

/** The account of the signed-in caller; 401 when it no longer exists. */
export async function signedInUser(db: Database, userId: string): Promise<repo.UserRow> {
  const user = await db.read((ex) => repo.findUserById(ex, userId));
  if (!user) throw accountGone();
  return user;
}

/**
 * The account, for a route that changes how it signs in (password, two-step, sessions): also
 * 401 when the access token was signed before the account's sessions last ended. Elsewhere such
 * a token lives out its minutes (SPEC §3.1); here it could, for instance, turn two-step sign-in
 * on for someone who took it before the owner reset the password (ADR 030).
 */
export async function freshlySignedInUser(db: Database, who: AccessClaims): Promise<repo.UserRow> {
  const user = await signedInUser(db, who.userId);
  const ended = user.sessionsEndedAt;
  // `iat` is in whole seconds: a token signed in the second the sessions ended still counts.
  if (ended && who.issuedAt < Math.floor(ended.getTime() / 1000)) {
    throw new AppError('unauthenticated', 'Your session has ended. Please sign in again.');
  }
  return user;
}
