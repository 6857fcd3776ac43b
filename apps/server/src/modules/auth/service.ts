import type {
  LoginResponse,
  MeResponse,
  RegisterRole,
  Role,
  SessionResponse,
  SessionUser,
  TokenPair,
} from '@gavel/contract';
import type { Database } from '../../db/index.js';
import { recordAuditEvent } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, validationError } from '../../lib/errors.js';
import type { AccessClaims, AccessTokens } from '../../lib/tokens.js';
import { auditAccount as audit } from './account-audit.js';
import { issueAccountToken } from './account-tokens.js';
import { createLoginLimit, emailKey, ipKey, type LoginLimitSettings } from './login-limit.js';
import {
  assertAcceptablePassword,
  burnPasswordCheck,
  hashPassword,
  passwordWeakness,
  verifyPassword,
} from './passwords.js';
import { toSessionUser } from './presenter.js';
import { createRecovery } from './recovery.js';
import * as repo from './repository.js';
import { createSessions } from './sessions.js';
import { freshlySignedInUser, signedInUser } from './signed-in.js';
import { createTwoStep } from './two-step.js';

export interface AuthServiceDeps {
  db: Database;
  clock: Clock;
  tokens: AccessTokens;
  refreshTokenTtlSeconds: number;
  loginLimit: LoginLimitSettings;
  /** Reset or confirmation emails per address or account per hour; null: no limit. */
  emailsPerHour: number | null;
}

const ROLE_OF: Record<RegisterRole, Role> = { seller: 'SELLER', dealer: 'DEALER' };

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * Accounts (SPEC §3 and §3.1). Sessions, the failed-login limit, recovery and verification, and
 * two-step sign-in are parts of their own; this service signs up, signs in and changes what an
 * account holds.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock } = deps;
  const sessions = createSessions(deps);
  const limit = createLoginLimit({ db, clock, limit: deps.loginLimit });
  const recovery = createRecovery({ db, clock, emailsPerHour: deps.emailsPerHour });
  const twoStep = createTwoStep({ db, clock, sessions, limit });

  /**
   * Creates an account (`email_taken` when the address is in use) and writes `user.registered`;
   * a seller or dealer gets the email that confirms the address. With `signIn`, also starts its
   * first session in the same transaction.
   */
  async function createUser<S extends boolean>(
    input: { email: string; password: string; name: string; roles: Role[] },
    opts: { signIn: S; emailVerified: boolean; data?: Record<string, unknown> },
  ): Promise<{ user: repo.UserRow; session: S extends true ? TokenPair : null }> {
    await assertAcceptablePassword(input.password, input);
    // Hashing is slow by design: do it before taking the database.
    const passwordHash = await hashPassword(input.password);
    try {
      return await db.transaction(async (tx) => {
        if (await repo.findUserByEmail(tx, input.email)) throw emailTaken();
        const at = clock.now();
        const user = await repo.insertUser(tx, {
          ...input,
          passwordHash,
          at,
          emailVerified: opts.emailVerified,
        });
        await recordAuditEvent(tx, {
          type: 'user.registered',
          actorId: opts.signIn ? user.id : null,
          subjectType: 'user',
          subjectId: user.id,
          data: { roles: user.roles, ...opts.data },
          at,
        });
        if (!opts.emailVerified) await recovery.queueVerificationEmail(tx, user, at);
        const session = opts.signIn ? await sessions.start(tx, user) : null;
        return { user, session: session as S extends true ? TokenPair : null };
      });
    } catch (err) {
      // Two sign-ups racing for one address: the unique index decides.
      if (isUniqueViolation(err, 'users_email_key')) throw emailTaken();
      throw err;
    }
  }

  async function register(input: {
    email: string;
    password: string;
    name: string;
    role: RegisterRole;
  }): Promise<SessionResponse> {
    const { user, session } = await createUser(
      {
        email: input.email,
        password: input.password,
        name: input.name,
        roles: [ROLE_OF[input.role]],
      },
      { signIn: true, emailVerified: false },
    );
    return { ...session, user: toSessionUser(user) };
  }

  async function login(input: {
    email: string;
    password: string;
    ip: string;
  }): Promise<LoginResponse> {
    // A wrong password leaves the attempt in place: it is the recorded failure.
    const attempt = await limit.reserve([emailKey(input.email), ipKey(input.ip)]);

    const user = await db.read((ex) => repo.findUserByEmail(ex, input.email));
    const ok = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await burnPasswordCheck(input.password);
    if (!user || !ok) {
      throw new AppError('invalid_credentials', 'The email or password is incorrect.');
    }
    if (user.mfaSecret !== null) {
      // Half-way: the place is given back, but the email's earlier failures stay, or knowing
      // the password would reset the count of wrong codes.
      const mfaToken = await db.transaction(async (tx) => {
        const at = clock.now();
        await limit.succeed(tx, attempt, []);
        // One pending second step per account: an older one is spent.
        await repo.spendAccountTokens(tx, user.id, 'mfa_login', at);
        return issueAccountToken(tx, user.id, 'mfa_login', at);
      });
      return { mfa_required: true, mfa_token: mfaToken };
    }
    const session = await db.transaction(async (tx) => {
      await limit.succeed(tx, attempt, [emailKey(input.email)]);
      return sessions.start(tx, user);
    });
    return { ...session, user: toSessionUser(user) };
  }

  async function me(userId: string): Promise<MeResponse> {
    const user = await signedInUser(db, userId);
    return {
      ...toSessionUser(user),
      created_at: user.createdAt.toISOString(),
      mfa_enabled: user.mfaSecret !== null,
    };
  }

  /**
   * SPEC §3.1: the current password proves it is the account's owner (a wrong one is a 422 on
   * its field and a failed login); every session ends and a new one starts for this device.
   */
  async function changePassword(input: {
    caller: AccessClaims;
    currentPassword: string;
    newPassword: string;
    ip: string;
  }): Promise<TokenPair> {
    const user = await freshlySignedInUser(db, input.caller);
    const weakness = await passwordWeakness(input.newPassword, user);
    const attempt = await limit.reserve([emailKey(user.email), ipKey(input.ip)]);
    const currentOk = await verifyPassword(user.passwordHash, input.currentPassword);
    const fields = [];
    if (!currentOk) {
      fields.push({ path: 'current_password', message: 'Your current password is not correct.' });
    }
    if (weakness) fields.push({ path: 'new_password', message: weakness });
    else if (currentOk && input.newPassword === input.currentPassword) {
      fields.push({
        path: 'new_password',
        message: 'Choose a password different from your current one.',
      });
    }
    if (fields.length > 0) {
      // A right current password is no failure, even when the new one is refused.
      if (currentOk) await limit.cancel(attempt);
      throw validationError(fields, fields.map((f) => f.message).join(' '));
    }
    const passwordHash = await hashPassword(input.newPassword);
    return db.transaction(async (tx) => {
      const at = clock.now();
      // Only over the hash the current password was checked against: a reset that landed
      // meanwhile wins, and this change is refused as if the password were wrong.
      if (!(await repo.updatePassword(tx, user.id, passwordHash, at, user.passwordHash))) {
        throw validationError(
          [{ path: 'current_password', message: 'Your current password is not correct.' }],
          'Your current password is not correct.',
        );
      }
      await limit.succeed(tx, attempt, [emailKey(user.email)]);
      await repo.endAllSessions(tx, user.id, at);
      await audit(tx, 'user.password_changed', user.id, at);
      return sessions.start(tx, user);
    });
  }

  /**
   * SPEC §3.1: every refresh token of the account is revoked; access tokens run out, but the
   * account's own routes refuse them from now on (`freshlySignedInUser`).
   */
  async function logoutAll(caller: AccessClaims): Promise<void> {
    const user = await freshlySignedInUser(db, caller);
    await db.transaction(async (tx) => {
      const at = clock.now();
      await repo.endAllSessions(tx, user.id, at);
      await audit(tx, 'user.signed_out_everywhere', user.id, at);
    });
  }

  /** Staff accounts (CLI and ADMIN_EMAIL bootstrap); returns false when the email exists. */
  async function ensureStaffUser(input: {
    email: string;
    password: string;
    name: string;
    role: 'ADMIN' | 'OPS';
    via: string;
  }): Promise<{ created: boolean; user?: SessionUser }> {
    const existing = await db.read((ex) => repo.findUserByEmail(ex, input.email));
    if (existing) return { created: false };
    try {
      // Staff are made by someone who runs the server: their address counts as confirmed.
      const { user } = await createUser(
        { email: input.email, password: input.password, name: input.name, roles: [input.role] },
        { signIn: false, emailVerified: true, data: { via: input.via } },
      );
      return { created: true, user: toSessionUser(user) };
    } catch (err) {
      if (err instanceof AppError && err.code === 'email_taken') return { created: false };
      if (
        err instanceof AppError &&
        err.code === 'validation_error' &&
        input.via === 'ADMIN_EMAIL'
      ) {
        // Stops the start: say which setting is refused.
        throw new AppError(err.code, `ADMIN_PASSWORD is refused. ${err.message}`, err.details);
      }
      throw err;
    }
  }

  return {
    register,
    login,
    refresh: sessions.refresh,
    logout: sessions.logout,
    me,
    changePassword,
    logoutAll,
    ensureStaffUser,
    ...recovery.api,
    ...twoStep,
  };
}

function emailTaken() {
  return new AppError('email_taken', 'An account with this email already exists.');
}
