import { eq } from 'drizzle-orm';
import type { Database } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import type { UrlSigner } from '../../lib/url-signer.js';
import { turnOffDigestSearches } from './repository.js';
import { savedSearches } from './schema.js';

/** The purposes of the two unsubscribe tokens: one search's, one digest's (ADR 051). */
const SEARCH = 'saved-search-unsubscribe';
const DIGEST = 'saved-search-digest-unsubscribe';

/** Where an alert email's one-click unsubscribe posts (RFC 8058), with its signed token. */
export const unsubscribePath = (token: string) =>
  `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`;

/** The page where a dealer manages its searches, linked from every alert email. */
export const SEARCHES_PAGE = '/dealer/searches';

const invalidToken = () => new AppError('invalid_token', 'This unsubscribe link is not valid.');

export type Unsubscribe = ReturnType<typeof createUnsubscribe>;

/**
 * One-click unsubscribe from alert emails (SPEC §12, RFC 8058). A token is signed with the
 * server's link secret and names what it turns off: one search (an instant alert's email), or
 * one digest (its searches that are still daily). Tokens do not expire: the
 * link of an old email still works, and all it can do is turn alerts off (ADR 051).
 */
export function createUnsubscribe(deps: { db: Database; signer: UrlSigner; publicUrl: string }) {
  const { db, signer } = deps;
  const origin = deps.publicUrl.replace(/\/+$/, '');

  /** The `List-Unsubscribe` headers of an email that turns off `what`. */
  const headersFor = (what: { searchId: string } | { digestId: string }) => {
    const token =
      'searchId' in what
        ? signer.namedToken(SEARCH, what.searchId)
        : signer.namedToken(DIGEST, what.digestId);
    return {
      'List-Unsubscribe': `<${origin}${unsubscribePath(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  };

  /**
   * Turns off what the token names; idempotent, and a search deleted since is already silent.
   * 400 `invalid_token` for a missing token or one this server did not sign.
   */
  async function unsubscribe(token: string | undefined): Promise<void> {
    if (token === undefined) throw invalidToken();
    const searchId = signer.readNamedToken(SEARCH, token);
    if (searchId !== null) {
      await db.autocommit((ex) =>
        ex.update(savedSearches).set({ alert: 'off' }).where(eq(savedSearches.id, searchId)),
      );
      return;
    }
    const digestId = signer.readNamedToken(DIGEST, token);
    if (digestId !== null) {
      await db.autocommit((ex) => turnOffDigestSearches(ex, digestId));
      return;
    }
    throw invalidToken();
  }

  return { headersFor, unsubscribe };
}
