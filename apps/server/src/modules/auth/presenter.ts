import type { SessionUser } from '@gavel/contract';
import type { UserRow } from './repository.js';

export const toSessionUser = (u: UserRow): SessionUser => ({
  id: u.id,
  email: u.email,
  name: u.name,
  roles: u.roles,
  email_verified: u.emailVerifiedAt !== null,
});
