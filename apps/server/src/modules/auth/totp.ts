import { randomBytes } from 'node:crypto';
import { MFA_RECOVERY_CODE_COUNT } from '@gavel/contract';
import { Secret, TOTP } from 'otpauth';
import { hashToken } from '../../lib/tokens.js';
import { PRODUCT_NAME } from '../../lib/email-layout.js';

/**
 * Two-step sign-in's generic parts (SPEC §3.1): TOTP codes by `otpauth` (RFC 6238, SHA-1,
 * 6 digits, 30 s, as every authenticator app reads them) and recovery codes. Our rules — when
 * a code is asked for, what a wrong one costs — are in the service.
 */

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side of now: a phone's clock a little off, or a code typed as it turned. */
const WINDOW = 1;

const totpOf = (secret: string, email: string) =>
  new TOTP({
    issuer: PRODUCT_NAME,
    label: email,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });

/** A new shared secret: 160 bits (RFC 4226's recommendation), base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The Key URI an authenticator app scans (`otpauth://totp/Gavel:email?secret=…&issuer=Gavel`). */
export const otpauthUrl = (secret: string, email: string): string =>
  totpOf(secret, email).toString();

const SIX_DIGITS = /^\d{6}$/;

/**
 * The time step of `code` when it is a valid code at `now` (within one step either side) and
 * comes after `lastStep`, the step of the last code accepted: each code works once. Null when
 * it is not such a code. `otpauth` compares in constant time.
 */
export function acceptedTotpStep(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): number | null {
  const token = code.replace(/\s+/g, '');
  if (!SIX_DIGITS.test(token)) return null;
  const totp = totpOf(secret, '');
  const timestamp = now.getTime();
  const delta = totp.validate({ token, timestamp, window: WINDOW });
  if (delta === null) return null;
  const step = totp.counter({ timestamp }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code an app shows at `now` (tests and the demo's printout). */
export const totpCodeAt = (secret: string, now: Date): string =>
  totpOf(secret, '').generate({ timestamp: now.getTime() });

// Crockford's base32 without I, L, O, U: nothing to misread when typed from paper.
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const RECOVERY_GROUPS = 4;
const RECOVERY_GROUP_LENGTH = 4;
const RECOVERY_CODE = new RegExp(
  `^[${RECOVERY_ALPHABET}]{${RECOVERY_GROUPS * RECOVERY_GROUP_LENGTH}}$`,
);

/**
 * Ten recovery codes of 80 random bits each (four groups of four, such as `k3m9-x2qa-7vtp-hw4c`), to show once, and the
 * SHA-256 of each, to store: 80 bits are enough that the hashes cannot be reversed by trying
 * every code.
 */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const raw = Array.from({ length: MFA_RECOVERY_CODE_COUNT }, () =>
    // 32 symbols: each byte's low 5 bits are uniform.
    Array.from(randomBytes(RECOVERY_GROUPS * RECOVERY_GROUP_LENGTH), (b) =>
      RECOVERY_ALPHABET.charAt(b & 31),
    ).join(''),
  );
  const grouped = new RegExp(`.{${RECOVERY_GROUP_LENGTH}}`, 'g');
  return {
    codes: raw.map((code) => code.match(grouped)?.join('-') ?? code),
    hashes: raw.map(hashToken),
  };
}

/**
 * The stored form of a recovery code as a person may type it (any case, with or without
 * dashes and spaces), or null when it cannot be one.
 */
export function recoveryCodeHash(code: string): string | null {
  const normalised = code.toLowerCase().replace(/[\s-]+/g, '');
  return RECOVERY_CODE.test(normalised) ? hashToken(normalised) : null;
}
