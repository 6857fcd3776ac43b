import type { Database } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainEvent, Jobs, QueueSpec } from '../../lib/jobs/index.js';
import { publishedAuctions } from '../auctions/index.js';
import { listingTitle, type Notifier } from '../notifications/index.js';
import * as repo from './repository.js';

/** The auctions' event of a first publication: `auction.scheduled` not `rescheduled` (ADR 051). */
export const PUBLISHED_EVENT = 'auction.scheduled';
/** The subscriber's name: its queue is `auction.scheduled/saved-searches` (ADR 041). */
export const ALERTS_SUBSCRIBER = 'saved-searches';

/** A match that fails (the database away) is tried again, soon, a few times. */
const SPEC: QueueSpec = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  // One short transaction: a job still active after this belongs to an instance that died.
  expireInSeconds: 30,
};

/** The dedupe key of one search's alert of one auction: told once, whoever runs it. */
export const matchKey = (searchId: string, auctionId: string) =>
  `saved_search:${searchId}:${auctionId}`;

/**
 * Instant alerts (SPEC §12): when an auction is first published (scheduled, or live at once:
 * the same `auction.scheduled` event, with `rescheduled: false`), the searches it matches are
 * recorded and each `instant` one tells its dealer, all in one transaction. The match's primary
 * key and the notification's dedupe key make it once per (search, auction), however often the
 * job runs and on whichever instance; a reschedule is not a publication.
 */
export function createAlerts(deps: {
  db: Database;
  clock: Clock;
  /** Notifications' notifier (`app.services.notifier`), read when an alert is made. */
  notifier: () => Notifier;
}) {
  const { db, clock } = deps;

  /** Answers how many searches the auction matched that no earlier run recorded. */
  async function published(auctionId: string, publishedAt: Date): Promise<number> {
    return db.transaction(async (tx) => {
      const auction = (await publishedAuctions(tx, [auctionId])).get(auctionId);
      if (!auction) return 0;
      const made = await repo.recordMatches(tx, auctionId, publishedAt);
      const instant = made.filter((m) => m.alert === 'instant');
      if (instant.length > 0) {
        const at = clock.now();
        await deps.notifier().notifyAll(
          tx,
          instant.map((m) => ({
            dealerId: m.dealer_id,
            type: 'saved_search.match' as const,
            data: { saved_search_id: m.id, auction_id: auctionId, listing_id: auction.listingId },
            words: { search_name: m.name, listing_title: listingTitle(auction.title) },
            at,
            dedupeKey: matchKey(m.id, auctionId),
          })),
        );
        await repo.markAlerted(
          tx,
          instant.map((m) => m.id),
          at,
        );
      }
      return made.length;
    });
  }

  function subscribe(jobs: Jobs): void {
    jobs.subscribe<{ rescheduled?: unknown }>(
      PUBLISHED_EVENT,
      ALERTS_SUBSCRIBER,
      SPEC,
      async (event: DomainEvent<{ rescheduled?: unknown }>) => {
        if (event.data.rescheduled !== false) return;
        await published(event.subjectId, new Date(event.at));
      },
      // A dealer waits for the alert: the publication is relayed at once (ADR 051).
      { urgent: true },
    );
  }

  return { published, subscribe };
}
