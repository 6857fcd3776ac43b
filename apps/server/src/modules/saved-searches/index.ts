import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DAY_MS } from '../../lib/utc-days.js';
import { createAlerts } from './alerts.js';
import { createDigests } from './digest.js';
import * as repo from './repository.js';
import { dealerSavedSearchRoutes } from './routes.js';
import { createSavedSearchService } from './service.js';
import { unsubscribeRoutes } from './unsubscribe-routes.js';
import { createUnsubscribe, SEARCHES_PAGE } from './unsubscribe.js';

/** The area's hourly pruning (ADR 041). */
export const SAVED_SEARCHES_PRUNE_QUEUE = 'saved-searches.prune';
/** Matches are kept a week; digests (their unsubscribe's searches) 90 days (ADR 051). */
const MATCH_RETENTION_DAYS = 7;
const DIGEST_RETENTION_DAYS = 90;

export interface SavedSearchDigests {
  /** Sends the digests due at `now` (tests and tools; a cron job does it every minute). */
  runDue(now?: Date): Promise<number>;
}

declare module '../../plugins/app-context.js' {
  interface AppServices {
    savedSearchDigests: SavedSearchDigests;
  }
}

/** Dealers' saved searches and their alerts (SPEC §12, ADR 051). */
export const savedSearchesModule: FastifyPluginAsyncZod = async (app) => {
  const savedSearches = createSavedSearchService({ db: app.db, clock: app.clock });
  // Instant alerts follow auctions' first publications, after they commit (ADR 041, 051).
  createAlerts({ db: app.db, clock: app.clock, notifier: () => app.services.notifier }).subscribe(
    app.jobs,
  );
  // Every alert email links to the searches page and carries its one-click unsubscribe.
  const unsubscribe = createUnsubscribe({
    db: app.db,
    // Its own sub-key of the link secret: rotating uploads' links never touches these.
    signer: app.urlSigner.derive('saved-searches-unsubscribe'),
    publicUrl: app.config.publicUrl,
  });
  app.services.emailWorker.dressEmailsOf('saved_search.match', ({ data }) => ({
    also: { words: 'Your saved searches', link: SEARCHES_PAGE },
    // Always there (the alert writes it); without it, no unsubscribe naming nothing.
    ...(typeof data.saved_search_id === 'string'
      ? { headers: unsubscribe.headersFor({ searchId: data.saved_search_id }) }
      : {}),
  }));
  // The daily digest: a cron job every minute, its email composed when sent.
  const digests = createDigests({
    db: app.db,
    clock: app.clock,
    hourUtc: app.config.digestHourUtc,
    unsubscribe,
    contacts: () => app.services.accountContacts,
    dealers: () => app.services.dealerAccounts,
  });
  digests.schedule(app.jobs);
  // Matches and digests only grow: matches are kept past any retry, digest or outbox send,
  // digests as long as an old email's unsubscribe link is likely to be used.
  app.housekeeping.prune(SAVED_SEARCHES_PRUNE_QUEUE, async (now) => {
    const before = new Date(now.getTime() - MATCH_RETENTION_DAYS * DAY_MS);
    const beforeDay = new Date(now.getTime() - DIGEST_RETENTION_DAYS * DAY_MS);
    return app.db.transaction((tx) =>
      repo.pruneBefore(tx, before, beforeDay.toISOString().slice(0, 10)),
    );
  });
  app.services.emailWorker.composeEmailsOf('saved_search_digest', digests.compose);
  app.services.savedSearchDigests = { runDue: digests.runDue };
  await app.register(unsubscribeRoutes, {
    prefix: '/saved-searches',
    unsubscribe,
    limit: app.config.rateLimit.emailedLinks,
  });
  await app.register(dealerSavedSearchRoutes, {
    prefix: '/dealer/saved-searches',
    savedSearches,
  });
};
