import type { MfaEnableResponse, MfaSetupResponse, SessionResponse } from '@gavel/contract';
import type { Database, Tx } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import type { AccessClaims } from '../../lib/tokens.js';
import { AppError, validationError } from '../../lib/errors.js';
import { auditAccount } from './account-audit.js';
import { invalidToken, liveAccountToken } from './account-tokens.js';
import { emailKey, ipKey, mfaKey, type LoginLimit } from './login-limit.js';
import { verifyPassword } from './passwords.js';
import { toSessionUser } from './presenter.js';
import * as repo from './repository.js';
import type { Sessions } from './sessions.js';
import { freshlySignedInUser } from './signed-in.js';
import {
  acceptedTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  recoveryCodeHash,
} from './totp.js';

const wrongCode = () =>
  validationError(
    [{ path: 'code', message: 'That code is not right. Enter the code your app shows now.' }],
    'That code is not right.',
  );
const mfaTokenInvalid = () =>
  invalidToken('Your sign-in has timed out. Please enter your email and password again.');

/**
 * Two-step sign-in (SPEC §3.1): a TOTP app, or one of ten single-use recovery codes. Every code
 * checked for an account that has it on counts as a failed login when wrong (`LoginLimit`).
 */
export function createTwoStep(deps: {
  db: Database;
  clock: Clock;
  sessions: Sessions;
  limit: LoginLimit;
}) {
  const { db, clock, sessions, limit } = deps;

  const alreadyOn = () => new AppError('invalid_state', 'Two-step sign-in is already on.');

  /** A wrong code counts against the email, the client's address and the account itself. */
  const limitKeys = (user: repo.UserRow, ip: string) => [
    emailKey(user.email),
    ipKey(ip),
    mfaKey(user.id),
  ];

  /**
   * Spends the second factor when `code` is one: a current TOTP code not used before, or an
   * unused recovery code. Inside the transaction that completes what it authorises.
   */
  async function spendSecondFactor(tx: Tx, user: repo.UserRow, code: string): Promise<boolean> {
    if (user.mfaSecret === null) return false;
    const step = acceptedTotpStep(user.mfaSecret, code, clock.now(), user.mfaLastStep);
    if (step !== null) return repo.claimMfaStep(tx, user.id, step);
    const hash = recoveryCodeHash(code);
    return hash !== null && repo.useRecoveryCode(tx, user.id, hash, clock.now());
  }

  /** A new secret to scan; replaces any earlier one not yet confirmed. */
  async function setupMfa(caller: AccessClaims): Promise<MfaSetupResponse> {
    const user = await freshlySignedInUser(db, caller);
    if (user.mfaSecret !== null) throw alreadyOn();
    const secret = newTotpSecret();
    await db.transaction((tx) => repo.setPendingMfaSecret(tx, user.id, secret, clock.now()));
    return { secret, otpauth_url: otpauthUrl(secret, user.email) };
  }

  /** Turns it on once a code from the scanned secret is right; answers the recovery codes. */
  async function enableMfa(caller: AccessClaims, code: string): Promise<MfaEnableResponse> {
    const user = await freshlySignedInUser(db, caller);
    if (user.mfaSecret !== null) throw alreadyOn();
    const pending = user.mfaPendingSecret;
    if (pending === null) {
      throw new AppError('invalid_state', 'Start the setup of two-step sign-in first.');
    }
    const step = acceptedTotpStep(pending, code, clock.now(), null);
    if (step === null) throw wrongCode();
    const { codes, hashes } = newRecoveryCodes();
    await db.transaction(async (tx) => {
      const at = clock.now();
      // Two enables at once (a double click): the second finds it on and changes nothing, so
      // the codes the person was shown are the ones that work.
      if (!(await repo.enableMfa(tx, user.id, pending, step, at))) throw alreadyOn();
      await repo.replaceRecoveryCodes(tx, user.id, hashes, at);
      await auditAccount(tx, 'user.mfa_enabled', user.id, at);
    });
    return { recovery_codes: codes };
  }

  /** Turns it off with the password and a code; wrong ones are 422s on their fields. */
  async function disableMfa(input: {
    caller: AccessClaims;
    password: string;
    code: string;
    ip: string;
  }): Promise<void> {
    const user = await freshlySignedInUser(db, input.caller);
    if (user.mfaSecret === null) {
      throw new AppError('invalid_state', 'Two-step sign-in is not on.');
    }
    const attempt = await limit.reserve(limitKeys(user, input.ip));
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw validationError(
        [{ path: 'password', message: 'Your password is not correct.' }],
        'Your password is not correct.',
      );
    }
    await db.transaction(async (tx) => {
      if (!(await spendSecondFactor(tx, user, input.code))) throw wrongCode();
      const at = clock.now();
      await limit.succeed(tx, attempt, [emailKey(user.email), mfaKey(user.id)]);
      await repo.disableMfa(tx, user.id, at);
      await auditAccount(tx, 'user.mfa_disabled', user.id, at);
    });
  }

  /**
   * The second step of a sign-in: the `mfa_token` from the password step and a code. A wrong
   * code keeps the token (until it expires) and counts as a failed login.
   */
  async function verifyMfa(input: {
    mfaToken: string;
    code: string;
    ip: string;
  }): Promise<SessionResponse> {
    const user = await db.read(async (ex) => {
      const row = await liveAccountToken(ex, input.mfaToken, 'mfa_login', clock.now(), {
        lock: false,
      });
      return row ? repo.findUserById(ex, row.userId) : undefined;
    });
    if (user?.mfaSecret == null) throw mfaTokenInvalid();
    const attempt = await limit.reserve(limitKeys(user, input.ip));
    const session = await db.transaction(async (tx) => {
      const at = clock.now();
      const row = await liveAccountToken(tx, input.mfaToken, 'mfa_login', at, { lock: true });
      // Spent or expired since the look above: no code was checked.
      if (row?.userId !== user.id) return null;
      if (!(await spendSecondFactor(tx, user, input.code))) throw wrongCode();
      await repo.markAccountTokenUsed(tx, row.id, at);
      await limit.succeed(tx, attempt, [emailKey(user.email), mfaKey(user.id)]);
      return sessions.start(tx, user);
    });
    if (!session) {
      await limit.cancel(attempt);
      throw mfaTokenInvalid();
    }
    return { ...session, user: toSessionUser(user) };
  }

  return { setupMfa, enableMfa, disableMfa, verifyMfa };
}
