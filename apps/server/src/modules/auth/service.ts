import { randomUUID } from 'node:crypto';
import type {
  LoginResponse,
  MeResponse,
  RegisterRole,
  RefreshResponse,
  Role,
  SessionUser,
  TokenPair,
} from '@gavel/contract';
import type { Database, Executor } from '../../db/index.js';
import { recordAuditEvent } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, rateLimited, validationError } from '../../lib/errors.js';
import { burnPasswordCheck, hashPassword, passwordWeakness, verifyPassword } from './passwords.js';
import * as repo from './repository.js';
import { hashToken, newRefreshToken, type AccessTokens } from '../../lib/tokens.js';

export interface AuthServiceDeps {
  db: Database;
  clock: Clock;
  tokens: AccessTokens;
  refreshTokenTtlSeconds: number;
  loginLimit: { enabled: boolean; maxFailures: number; windowSeconds: number };
}

const ROLE_OF: Record<RegisterRole, Role> = { seller: 'SELLER', dealer: 'DEALER' };

const invalidRefreshToken = () =>
  new AppError('invalid_refresh_token', 'Your session has expired. Please sign in again.');

const toSessionUser = (u: repo.UserRow): SessionUser => ({
  id: u.id,
  email: u.email,
  name: u.name,
  roles: u.roles,
});

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, tokens } = deps;

  /** SPEC §3 and NIST SP 800-63B: not common, not guessable, not built from the account. */
  async function assertAcceptablePassword(
    password: string,
    account: { email: string; name: string },
  ): Promise<void> {
    const weakness = await passwordWeakness(password, account);
    if (weakness) {
      throw validationError([{ path: 'password', message: weakness }], weakness);
    }
  }

  /** Starts a new refresh-token family and signs an access token, inside `ex`'s transaction. */
  async function issueTokens(ex: Executor, user: repo.UserRow): Promise<TokenPair> {
    return rotateInto(ex, user, randomUUID(), null);
  }

  async function rotateInto(
    ex: Executor,
    user: repo.UserRow,
    familyId: string,
    parentId: string | null,
  ): Promise<TokenPair> {
    const now = clock.now();
    const refreshToken = newRefreshToken();
    await repo.insertRefreshToken(ex, {
      userId: user.id,
      familyId,
      parentId,
      tokenHash: hashToken(refreshToken),
      at: now,
      expiresAt: new Date(now.getTime() + deps.refreshTokenTtlSeconds * 1000),
    });
    return {
      access_token: await tokens.sign({ userId: user.id, roles: user.roles }),
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: tokens.ttlSeconds,
    };
  }

  /**
   * Creates an account (`email_taken` when the address is in use) and writes `user.registered`;
   * with `signIn`, also starts its first session in the same transaction.
   */
  async function createUser<S extends boolean>(
    input: { email: string; password: string; name: string; roles: Role[] },
    opts: { signIn: S; data?: Record<string, unknown> },
  ): Promise<{ user: repo.UserRow; session: S extends true ? TokenPair : null }> {
    await assertAcceptablePassword(input.password, input);
    // Hashing is slow by design: do it before taking the database.
    const passwordHash = await hashPassword(input.password);
    try {
      return await db.transaction(async (tx) => {
        if (await repo.findUserByEmail(tx, input.email)) throw emailTaken();
        const at = clock.now();
        const user = await repo.insertUser(tx, { ...input, passwordHash, at });
        await recordAuditEvent(tx, {
          type: 'user.registered',
          actorId: opts.signIn ? user.id : null,
          subjectType: 'user',
          subjectId: user.id,
          data: { roles: user.roles, ...opts.data },
          at,
        });
        const session = opts.signIn ? await issueTokens(tx, user) : null;
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
  }): Promise<LoginResponse> {
    const { user, session } = await createUser(
      {
        email: input.email,
        password: input.password,
        name: input.name,
        roles: [ROLE_OF[input.role]],
      },
      { signIn: true },
    );
    return { ...session, user: toSessionUser(user) };
  }

  /**
   * Takes this attempt's place on each key before the password is checked, or answers 429 when
   * a key is locked. The place is taken under a per-key lock that is released before argon2
   * runs; see `repo.reserveLoginAttempt`.
   */
  async function reserveAttempt(keys: string[]): Promise<repo.LoginAttempt> {
    const { maxFailures, windowSeconds } = deps.loginLimit;
    const at = clock.now();
    const since = new Date(at.getTime() - windowSeconds * 1000);
    const result = await db.transaction((tx) =>
      repo.reserveLoginAttempt(tx, keys, { at, since, max: maxFailures, windowSeconds }),
    );
    if ('attempt' in result) return result.attempt;
    const seconds = Math.max(1, Math.ceil((result.retryAt.getTime() - at.getTime()) / 1000));
    throw rateLimited(
      'Too many failed sign-in attempts. Please wait before trying again.',
      seconds,
    );
  }

  async function login(input: {
    email: string;
    password: string;
    ip: string;
  }): Promise<LoginResponse> {
    const emailKey = `email:${input.email}`;
    // A wrong password leaves the attempt in place: it is the recorded failure.
    const attempt = deps.loginLimit.enabled
      ? await reserveAttempt([emailKey, `ip:${input.ip}`])
      : null;

    const user = await db.read((ex) => repo.findUserByEmail(ex, input.email));
    const ok = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await burnPasswordCheck(input.password);
    if (!user || !ok) {
      throw new AppError('invalid_credentials', 'The email or password is incorrect.');
    }
    const session = await db.transaction(async (tx) => {
      if (attempt) await repo.settleLoginSuccess(tx, attempt, emailKey);
      return issueTokens(tx, user);
    });
    return { ...session, user: toSessionUser(user) };
  }

  type Outcome<T> = { ok: true; value: T } | { ok: false };

  /**
   * Locks the presented token and decides. A spent token means theft or a replay: the whole
   * family is revoked and that revocation is committed even though the request fails.
   */
  async function withLiveToken<T>(
    refreshToken: string,
    use: (tx: Executor, row: repo.RefreshTokenRow, now: Date) => Promise<T>,
  ): Promise<T> {
    const outcome = await db.transaction(async (tx): Promise<Outcome<T>> => {
      const now = clock.now();
      const row = await repo.lockRefreshToken(tx, hashToken(refreshToken));
      if (!row) return { ok: false };
      // Spent first: a spent token is a replay even after its own expiry, while its family
      // lives on (housekeeping keeps spent rows until the whole family is dead).
      if (row.usedAt) {
        await repo.revokeFamily(tx, row.familyId, now);
        return { ok: false };
      }
      if (row.revokedAt || row.expiresAt <= now) return { ok: false };
      return { ok: true, value: await use(tx, row, now) };
    });
    if (!outcome.ok) throw invalidRefreshToken();
    return outcome.value;
  }

  function refresh(refreshToken: string): Promise<RefreshResponse> {
    return withLiveToken(refreshToken, async (tx, row, now) => {
      const user = await repo.findUserById(tx, row.userId);
      if (!user) throw invalidRefreshToken();
      await repo.markRefreshTokenUsed(tx, row.id, now);
      return rotateInto(tx, user, row.familyId, row.id);
    });
  }

  async function logout(refreshToken: string): Promise<void> {
    await withLiveToken(refreshToken, (tx, row, now) => repo.revokeFamily(tx, row.familyId, now));
  }

  async function me(userId: string): Promise<MeResponse> {
    const user = await db.read((ex) => repo.findUserById(ex, userId));
    if (!user) throw new AppError('unauthenticated', 'Your account no longer exists.');
    return { ...toSessionUser(user), created_at: user.createdAt.toISOString() };
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
      const { user } = await createUser(
        { email: input.email, password: input.password, name: input.name, roles: [input.role] },
        { signIn: false, data: { via: input.via } },
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

  return { register, login, refresh, logout, me, ensureStaffUser };
}

function emailTaken() {
  return new AppError('email_taken', 'An account with this email already exists.');
}
