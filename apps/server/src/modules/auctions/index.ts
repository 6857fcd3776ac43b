import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDealerListingView } from '../dealers/listing-view.js';
import { dealerListingRoutes } from '../dealers/listing-view-routes.js';
import { adminAuctionRoutes } from './admin-routes.js';
import { createBiddingService } from './bidding.js';
import { createAuctionLifecycle } from './lifecycle.js';
import { createSellerAuctions } from './lifecycle-seller.js';
import { liveRoutes, type LiveRoutesOptions } from './live-routes.js';
import { createPublicCache } from './public-cache.js';
import { createAuctionReads } from './reads.js';
import { dealerAuctionRoutes, publicAuctionRoutes } from './routes.js';
import { AUCTION_TICK_MS, createAuctionScheduler, type AuctionScheduler } from './scheduler.js';
import { sellerAuctionRoutes } from './seller-routes.js';

declare module '../../plugins/app-context.js' {
  interface AppServices {
    auctionScheduler: AuctionScheduler;
  }
}

export interface AuctionsModuleOptions {
  /** How often due auction transitions run (ms); 0 turns the timer off (tests call runDue). */
  tickMs?: number | undefined;
  /** Live event streams' heartbeat and per-client backlog; the defaults when absent. */
  liveStream?: LiveRoutesOptions['stream'];
}

/** Auctions: reads, bidding, the seller's and staff's lifecycle, the scheduler and live events. */
export const auctionsModule: FastifyPluginAsyncZod<AuctionsModuleOptions> = async (app, opts) => {
  const { db, clock, config, metrics } = app;
  const links = app.fileLinks;

  const scheduler = createAuctionScheduler({ db, clock, links, log: app.log, metrics });
  app.services.auctionScheduler = scheduler;
  // Timed transitions: started once the app is ready, stopped before the database closes.
  app.addHook('onReady', () => scheduler.startTimer(opts.tickMs ?? AUCTION_TICK_MS));
  app.addHook('preClose', () => scheduler.stopTimer());

  const reads = createAuctionReads({ db, clock, links });
  const bidding = createBiddingService({
    db,
    clock,
    links,
    softCloseSeconds: config.auction.softCloseSeconds,
  });
  const lifecycle = createAuctionLifecycle({ db, clock, links, auction: config.auction });
  const sellerAuctions = createSellerAuctions({ db, clock, links });
  const dealerListingView = createDealerListingView({ db, clock, links });

  await app.register(liveRoutes, { db, hub: app.live, stream: opts.liveStream });
  await app.register(publicAuctionRoutes, {
    prefix: '/auctions',
    reads,
    cache: createPublicCache(config.publicCacheMs, clock, db),
  });
  await app.register(dealerAuctionRoutes, {
    prefix: '/dealer/auctions',
    reads,
    bidding,
    onBidAnswer: (status, code, payload) => metrics.bidAnswered(status, code, payload),
  });
  await app.register(adminAuctionRoutes, { prefix: '/admin/auctions', lifecycle });
  await app.register(sellerAuctionRoutes, { prefix: '/seller', auctions: sellerAuctions });
  await app.register(dealerListingRoutes, { view: dealerListingView });
};
