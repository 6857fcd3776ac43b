import { createNegotiation } from './negotiation/service.js';
import { negotiationRoutes } from './negotiation/routes.js';
import { disputeRoutes } from './disputes/routes.js';
import { createDisputes } from './disputes/service.js';
import { dealerSaleCounts, disputeHolding } from './disputes/repository.js';
import type { DealerSales } from '../dealers/index.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteIdempotencyKeysBefore,
  IDEMPOTENCY_RETENTION_SECONDS,
} from './bidding/repository.js';
import type { ListingAuctions } from '../listings/index.js';
import { bidRoutes } from './bidding/routes.js';
import { createBiddingService } from './bidding/service.js';
import { adminAuctionRoutes } from './lifecycle/admin-routes.js';
import { sellerAuctionRoutes } from './lifecycle/seller-routes.js';
import { createSellerAuctions } from './lifecycle/seller-service.js';
import { createAuctionLifecycle } from './lifecycle/service.js';
import { createAuctionWatching, type AuctionWatching } from './lifecycle/watching.js';
import { liveRoutes, type LiveRoutesOptions } from './live/routes.js';
import { messageRoutes } from './messages/routes.js';
import { createMessages } from './messages/service.js';
import { createPublicCache } from './public-cache.js';
import { latestAuctionPrices, latestAuctionsOf } from './repository.js';
import { createDealerListingView } from './reads/dealer-listing.js';
import { dealerListingRoutes } from './reads/dealer-listing-routes.js';
import { dealerAuctionRoutes, publicAuctionRoutes } from './reads/routes.js';
import { createAuctionReads } from './reads/service.js';
import {
  AUCTION_TICK_MS,
  createAuctionScheduler,
  type AuctionScheduler,
} from './lifecycle/scheduler.js';

/** The face of auctions for other modules (ADR 040). */
export { createPendingAuction } from './lifecycle/create-auction.js';
export { createPublicCache, type CachedPage } from './public-cache.js';
export type { AuctionWatching } from './lifecycle/watching.js';
export { findAuctionStatus } from './repository.js';
export { PUBLIC_STATUSES } from './reads/repository.js';
export { auctionForSavedFilters, publishedAuctions } from './reads/saved-search-match.js';
export { countOpenDisputes } from './disputes/repository.js';

declare module '../../plugins/app-context.js' {
  interface AppServices {
    auctionScheduler: AuctionScheduler;
    /** The watchlist module's writes of auctions' `watchlist` rows (ADR 040). */
    auctionWatching: AuctionWatching;
  }
}

/** Auctions' hourly pruning, once per cluster: day-old idempotency keys of bids (ADR 041). */
export const AUCTIONS_PRUNE_QUEUE = 'auctions.prune';

export interface AuctionsModuleOptions {
  /** How often due auction transitions run (ms); 0 turns the timer off (tests call runDue). */
  tickMs?: number | undefined;
  /** Live event streams' heartbeat and per-client backlog; the defaults when absent. */
  liveStream?: LiveRoutesOptions['stream'];
}

/**
 * Auctions, in parts with a service each: reads (public and dealer lists, one auction, its
 * bids, a dealer's view of a listing), bidding, lifecycle (the seller's and staff's actions, the
 * scheduler, settlement), live events (the hub, `app.live`), the negotiation below the reserve
 * and the messages of a sold auction.
 */
export const auctionsModule: FastifyPluginAsyncZod<AuctionsModuleOptions> = async (app, opts) => {
  const { db, clock, config, metrics } = app;
  // Listings reads its auctions through this (it sits below auctions; ADR 040).
  app.services.listingAuctions = {
    latestAuctionsOf,
    latestAuctionPrices,
  } satisfies ListingAuctions;
  const links = app.fileLinks;

  // As the answers' serializer (app.ts): outside production, each list written by PostgreSQL
  // is checked against the presenter's answer.
  const reads = createAuctionReads({ db, clock, links, checkAnswers: config.env !== 'production' });
  await app.register(publicAuctionRoutes, {
    prefix: '/auctions',
    reads,
    cache: createPublicCache(config.publicCacheMs, clock, db),
  });
  await app.register(dealerAuctionRoutes, { prefix: '/dealer/auctions', reads });
  await app.register(dealerListingRoutes, {
    prefix: '/dealer/listings',
    view: createDealerListingView({ db, clock, links }),
  });

  const bidding = createBiddingService({
    db,
    clock,
    links,
    softCloseSeconds: config.auction.softCloseSeconds,
  });
  await app.register(bidRoutes, {
    prefix: '/dealer/auctions',
    bidding,
    onBidAnswer: (status, code, payload) => metrics.bidAnswered(status, code, payload),
  });
  app.housekeeping.prune(AUCTIONS_PRUNE_QUEUE, async (now) => {
    const before = new Date(now.getTime() - IDEMPOTENCY_RETENTION_SECONDS * 1000);
    const keys = await db.transaction((tx) => deleteIdempotencyKeysBefore(tx, before));
    return { idempotencyKeys: keys };
  });

  const { invoicing } = config;
  const lifecycle = createAuctionLifecycle({
    db,
    clock,
    links,
    auction: config.auction,
    invoicing,
  });
  await app.register(adminAuctionRoutes, { prefix: '/admin/auctions', lifecycle });
  const sellerAuctions = createSellerAuctions({ db, clock, links, invoicing });
  const negotiation = createNegotiation({ db, clock, invoicing });
  for (const side of ['seller', 'dealer'] as const) {
    await app.register(negotiationRoutes, { prefix: `/${side}/auctions`, side, negotiation });
  }
  await app.register(sellerAuctionRoutes, { prefix: '/seller', auctions: sellerAuctions });

  // Disputes after a sale (SPEC §13.4); the staff dealer list counts them through this port.
  const windowDays = config.disputeWindowDays;
  const disputes = createDisputes({ db, clock, links, invoicing, windowDays });
  await app.register(disputeRoutes, { disputes });
  app.services.dealerSales = { saleCounts: dealerSaleCounts } satisfies DealerSales;
  // Uploads sits below: its sweep of unattached files keeps the photos a dispute holds.
  app.services.uploads.keepDisputePhotosWith(disputeHolding);

  // Notifications registered first: its notifier reminds the watchers of auctions about to end.
  const { notifier } = app.services;
  app.services.auctionWatching = createAuctionWatching(notifier);
  const scheduler = createAuctionScheduler({
    db,
    clock,
    links,
    log: app.log,
    metrics,
    notifier,
    invoicing,
  });
  app.services.auctionScheduler = scheduler;
  // Timed transitions: started once the app is ready, stopped before the database closes.
  app.addHook('onReady', () => scheduler.startTimer(opts.tickMs ?? AUCTION_TICK_MS));
  app.addHook('preClose', () => scheduler.stopTimer());

  await app.register(liveRoutes, {
    prefix: '/auctions',
    db,
    hub: app.live,
    stream: opts.liveStream,
    limits: app.config.rateLimit.enabled
      ? {
          store: app.limits,
          perIp: app.config.rateLimit.streamsPerIp,
          perInstance: app.config.rateLimit.streamsPerInstance,
        }
      : null,
  });

  // SPEC §13.3: the thread of a sold auction, counted in the shared limits whatever RATE_LIMIT.
  await app.register(messageRoutes, {
    prefix: '/auctions',
    messages: createMessages({ db, clock, limits: app.limits, notifier }),
  });
};
