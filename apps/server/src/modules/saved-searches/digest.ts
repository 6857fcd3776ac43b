import { sql } from 'drizzle-orm';
import type { Database } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import { DAY_MS } from '../../lib/utc-days.js';
import type { EmailMessage } from '../../lib/email-layout.js';
import type { Jobs } from '../../lib/jobs/index.js';
import { publishedAuctions } from '../auctions/index.js';
import {
  listingTitle,
  queueAccountEmail,
  type AccountContacts,
  type DealerAccounts,
  type QueuedAccountEmail,
} from '../notifications/index.js';
import * as repo from './repository.js';
import { SEARCHES_PAGE, type Unsubscribe } from './unsubscribe.js';

/** The digest pass's queue: every minute, once per cluster (a singleton cron job, ADR 041). */
export const DIGEST_QUEUE = 'saved-searches.digest';
const EVERY_MINUTE = '* * * * *';

export interface DigestDeps {
  db: Database;
  clock: Clock;
  /** `DIGEST_HOUR_UTC`: no digest is sent before this UTC hour of the day. */
  hourUtc: number;
  unsubscribe: Unsubscribe;
  /** Auth's and dealers' ports (ADR 040), read when called. */
  contacts: () => AccountContacts;
  dealers: () => DealerAccounts;
}

/**
 * The daily digest (SPEC §12, ADR 051). Daily searches' matches are recorded when each auction
 * is first published (`alerts.ts`); once the day's hour has passed, each dealer with matches no
 * digest listed, published in the 24 hours before, gets one email listing them by search. The
 * digest row, unique per (dealer, UTC day), is inserted in the transaction that claims the
 * matches and queues the email: never two for a dealer and day, whichever instance runs the pass
 * and however often; nothing when there is no match.
 */
export function createDigests(deps: DigestDeps) {
  const { db, clock } = deps;

  /** Sends the digests due at `now`; answers how many were queued. */
  async function runDue(now: Date = clock.now()): Promise<number> {
    if (now.getUTCHours() < deps.hourUtc) return 0;
    const window: repo.DigestWindow = {
      since: new Date(now.getTime() - DAY_MS),
      until: now,
      day: now.toISOString().slice(0, 10),
    };
    const due = await db.read((ex) => repo.dealersDue(ex, window));
    let sent = 0;
    for (const dealerId of due) {
      if (await sendOne(dealerId, window, now)) sent++;
    }
    return sent;
  }

  async function sendOne(dealerId: string, window: repo.DigestWindow, now: Date) {
    return db.transaction(async (tx) => {
      const digestId = await repo.startDigest(tx, dealerId, window.day, now);
      if (digestId === undefined) return false;
      const claimed = await repo.claimMatches(tx, digestId, dealerId, window);
      const userOf = deps.dealers().userOf(dealerId);
      const result: unknown = await tx.execute(
        sql`select ${userOf} as user_id, ${deps.contacts().emailOf(userOf)} as email`,
      );
      const [account] = (result as { rows: { user_id: string | null; email: string | null }[] })
        .rows;
      if (claimed.length === 0 || !account?.user_id || !account.email) {
        // Nothing to tell (or nobody to tell it to): no digest today yet.
        await repo.dropDigest(tx, digestId);
        return false;
      }
      const searchIds = [...new Set(claimed.map((c) => c.savedSearchId))];
      await repo.setDigestSearches(tx, digestId, searchIds);
      await repo.markAlerted(tx, searchIds, now);
      // The email's outbox row is the digest's id: its composer finds the digest by it.
      await queueAccountEmail(tx, {
        id: digestId,
        kind: 'saved_search_digest',
        toAddress: account.email,
        userId: account.user_id,
        at: now,
      });
      return true;
    });
  }

  /** A digest's email, written when it is sent; null when its matches are all gone. */
  async function compose(email: QueuedAccountEmail): Promise<EmailMessage | null> {
    return db.read(async (ex) => {
      const rows = await repo.digestContents(ex, email.id);
      const first = rows[0];
      if (!first) return null;
      const sections: NonNullable<EmailMessage['sections']> = [];
      let current: { id: string; section: (typeof sections)[number] } | undefined;
      const auctions = await publishedAuctions(
        ex,
        rows.map((r) => r.auctionId),
      );
      for (const row of rows) {
        const auction = auctions.get(row.auctionId);
        if (!auction) continue;
        if (current?.id !== row.searchId) {
          current = { id: row.searchId, section: { heading: `“${row.name}”`, links: [] } };
          sections.push(current.section);
        }
        current.section.links.push({
          words: listingTitle(auction.title),
          link: `/auctions/${auction.listingId}`,
        });
      }
      const count = sections.reduce((n, s) => n + s.links.length, 0);
      if (count === 0) return null;
      const nameRows: unknown = email.userId
        ? await ex.execute(
            sql`select ${deps.contacts().nameOf(sql`${email.userId}::uuid`)} as name`,
          )
        : { rows: [] };
      const name = (nameRows as { rows: { name: string | null }[] }).rows[0]?.name ?? '';
      const title =
        count === 1
          ? '1 new auction matches your saved searches'
          : `${count} new auctions match your saved searches`;
      return {
        subject: title,
        title,
        body: ['Published in the last day and matching your daily saved searches, by search:'],
        sections,
        action: 'Open your saved searches',
        link: SEARCHES_PAGE,
        recipient: { name, email: email.toAddress },
        headers: deps.unsubscribe.headersFor({ digestId: email.id }),
      };
    });
  }

  /** The pass as a cron job of its own, every minute, once per cluster. */
  function schedule(jobs: Jobs): void {
    jobs.every(DIGEST_QUEUE, EVERY_MINUTE, { retryLimit: 1, expireInSeconds: 300 }, async () => {
      await runDue(clock.now());
    });
  }

  return { runDue, compose, schedule };
}
