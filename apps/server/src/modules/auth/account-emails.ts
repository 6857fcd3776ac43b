import type { Database } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import { PRODUCT_NAME, type EmailMessage } from '../../lib/email-layout.js';
import { newerResetRequested, type QueuedAccountEmail } from '../notifications/index.js';
import { ACCOUNT_TOKEN_TTL_SECONDS, issueAccountToken } from './account-tokens.js';
import * as repo from './repository.js';

/** "60 minutes", "7 days": how long a link works, from its token's lifetime. */
function lifetime(seconds: number): string {
  const [n, unit] = seconds % 86_400 === 0 ? [seconds / 86_400, 'day'] : [seconds / 60, 'minute'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/**
 * Writes an account email's message when its delivery sends it (the composer auth gives
 * notifications), with a new token made at that moment: the token exists only in this email,
 * never in the outbox, the logs or the request that asked for it. Null when there is nothing to send: no account at a reset's address (the request
 * was answered the same either way), a reset asked for again since (only the newest request's
 * link goes out, so a retried older request never voids a newer link), or an address already
 * confirmed or no longer the account's. A reset email voids the account's older reset links; it
 * is composed under the address's lock, so two instances never leave two live links.
 */
export async function composeAccountEmail(
  deps: { db: Database; clock: Clock },
  email: QueuedAccountEmail,
): Promise<EmailMessage | null> {
  const { db, clock } = deps;
  return db.transaction(async (tx) => {
    const at = clock.now();
    if (email.kind === 'password_reset') {
      // The lock `forgot` takes for the address (recovery.ts).
      await repo.lockLoginKeys(tx, [`password_reset:${email.toAddress}`]);
      if (await newerResetRequested(tx, email.toAddress, email)) return null;
      const user = await repo.findUserByEmail(tx, email.toAddress);
      if (!user) return null;
      await repo.spendAccountTokens(tx, user.id, 'password_reset', at);
      const token = await issueAccountToken(tx, user.id, 'password_reset', at);
      return {
        subject: `Reset your ${PRODUCT_NAME} password`,
        title: 'Reset your password',
        body: [
          `Someone asked to reset the password of your ${PRODUCT_NAME} account. If it was you, choose a new password with the button below. The link works for ${lifetime(ACCOUNT_TOKEN_TTL_SECONDS.password_reset)}, once.`,
          'If it was not you, ignore this email: your password stays as it is.',
        ],
        action: 'Choose a new password',
        link: `/reset-password?token=${encodeURIComponent(token)}`,
        recipient: { name: user.name, email: user.email },
      };
    }
    const user = email.userId ? await repo.findUserById(tx, email.userId) : undefined;
    if (!user || user.emailVerifiedAt || user.email !== email.toAddress) return null;
    const token = await issueAccountToken(tx, user.id, 'email_verification', at);
    return {
      subject: `Confirm your email address for ${PRODUCT_NAME}`,
      title: 'Confirm your email address',
      body: [
        `Confirm that this address is yours, so that news of your bids, sales and identity checks reaches you. The link works for ${lifetime(ACCOUNT_TOKEN_TTL_SECONDS.email_verification)}.`,
        `If you did not create a ${PRODUCT_NAME} account, ignore this email.`,
      ],
      action: 'Confirm email address',
      link: `/verify-email?token=${encodeURIComponent(token)}`,
      recipient: { name: user.name, email: user.email },
    };
  });
}
