import type { Database } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import * as repo from './repository.js';

/** A valid access token whose account was deleted since it was signed. */
export const accountGone = () => new AppError('unauthenticated', 'Your account no longer exists.');

/** The account of the signed-in caller; 401 when it no longer exists. */
export async function signedInUser(db: Database, userId: string): Promise<repo.UserRow> {
  const user = await db.read((ex) => repo.findUserById(ex, userId));
  if (!user) throw accountGone();
  return user;
}
