import { hash, verify } from '@node-rs/argon2';
import { validationError } from '../../lib/errors.js';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (argon2id is the library's default).
const ARGON2_OPTIONS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the email is unknown, so both failures cost the same time.
let dummyHash: Promise<string> | undefined;
export function burnPasswordCheck(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('gavel-timing-equaliser');
  return dummyHash.then((h) => verifyPassword(h, password));
}

/**
 * The fewest guesses zxcvbn may estimate for an accepted password: its score-3 boundary ("safely
 * unguessable: moderate protection from an offline slow-hash attack"), made inclusive so that a
 * patternless password of the SPEC's minimum length, 8 characters (10^8 guesses), qualifies.
 * See docs/decisions/023-password-strength.md.
 */
export const MIN_PASSWORD_GUESSES = 1e8;
/** Words an attacker guesses first for any account here (SP 800-63B: the service's name). */
const PRODUCT_WORDS = ['gavel', 'auction', 'auctions', 'marketplace'];
/**
 * Only this many leading characters are analysed: zxcvbn's matching grows steeply with length
 * (a 128-character l33t string took 1.9 s of blocked event loop), and a weak start is weak.
 */
const ANALYSED_LENGTH = 64;

interface Checker {
  /** The zxcvbn common-passwords list (about 18,000 entries of 8+ characters), lower-cased. */
  common: Set<string>;
  estimator: ZxcvbnFactory;
}

// Imported and built on the first check, then kept: the dictionaries cost about 250 ms and
// 15 MB, which a server should not pay at start, nor on any request but a new password.
let checker: Promise<Checker> | undefined;
function loadChecker(): Promise<Checker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, zxcvbnCommon, zxcvbnEn] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return {
      common: new Set(zxcvbnCommon.dictionary['passwords-common'].map((p) => p.toLowerCase())),
      estimator: new ZxcvbnFactory({
        dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
        graphs: zxcvbnCommon.adjacencyGraphs,
        translations: zxcvbnEn.translations,
        maxLength: ANALYSED_LENGTH,
        // The default, 100, costs up to a second on long l33t-heavy strings; 10 finds real ones.
        l33tMaxSubstitutions: 10,
      }),
    };
  })();
  // A failed import is tried again by the next check.
  checker.catch(() => (checker = undefined));
  return checker;
}

const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/** The account's own details, which its password must not be built from. */
export function contextWords(account: { email: string; name?: string }): string[] {
  const local = account.email.split('@')[0] ?? '';
  const parts = [account.email];
  for (const text of account.name ? [local, account.name] : [local]) {
    // Whole, joined ("jane.doe" and "janedoe") and word by word.
    parts.push(text, text.replace(SEPARATORS, ''), ...text.split(SEPARATORS));
  }
  return [...new Set([...parts, ...PRODUCT_WORDS].map((w) => w.toLowerCase()))].filter(
    (w) => w.length >= 3,
  );
}

/**
 * Why `password` is too easy to guess for this account, as a sentence for the person choosing it,
 * or null when it is acceptable (NIST SP 800-63B 5.1.1.2: common, repetitive or sequential
 * passwords and ones built from context words are refused; no composition rules).
 */
export async function passwordWeakness(
  password: string,
  account: { email: string; name?: string },
): Promise<string | null> {
  const { common, estimator } = await loadChecker();
  if (common.has(password.toLowerCase())) {
    return 'This password is too common. Choose a less guessable one.';
  }
  const result = estimator.check(password, contextWords(account));
  if (result.guesses >= MIN_PASSWORD_GUESSES) return null;
  const hints = [result.feedback.warning, ...result.feedback.suggestions].filter((h): h is string =>
    Boolean(h),
  );
  if (hints.length === 0) hints.push('Add more words that are less common.');
  return `This password is too easy to guess. ${hints.join(' ')}`;
}

/**
 * Refuses a password too easy to guess for this account (SPEC §3, NIST SP 800-63B), as a 422
 * on `field`.
 */
export async function assertAcceptablePassword(
  password: string,
  account: { email: string; name: string },
  field = 'password',
): Promise<void> {
  const weakness = await passwordWeakness(password, account);
  if (weakness) throw validationError([{ path: field, message: weakness }], weakness);
}
