import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDealerRoutes } from './admin-routes.js';
import { dealerRoutes } from './routes.js';
import type { DealerKyc } from './dealer-kyc.js';
import type { DealerSales } from './dealer-sales.js';
import { createDealerService } from './service.js';
import { dealerAccounts } from './views.js';

/** The face of dealers for other modules (ADR 040). */
export { activateDealerIfReady } from './activation.js';
export { dealerContact, getDealerForUser, type DealerContact } from './lookup.js';
export { dealerStanding } from './views.js';
export type { DealerKyc } from './dealer-kyc.js';
export type { DealerSales } from './dealer-sales.js';

declare module '../../plugins/app-context.js' {
  interface AppServices {
    /** Set by kyc as it registers (ADR 040). */
    dealerKyc: DealerKyc;
    /** Set by auctions as it registers (SPEC §13.4). */
    dealerSales: DealerSales;
  }
}

/** Dealer profiles (`/dealer/profile`) and staff suspend/reinstate (`/admin/dealers`). */
export const dealersModule: FastifyPluginAsyncZod = async (app) => {
  // Notifications finds the account behind a dealer it tells through this (ADR 040).
  app.services.dealerAccounts = dealerAccounts;
  const dealers = createDealerService({
    db: app.db,
    clock: app.clock,
    kyc: () => app.services.dealerKyc,
    sales: () => app.services.dealerSales,
  });
  await app.register(dealerRoutes, { prefix: '/dealer/profile', dealers });
  await app.register(adminDealerRoutes, { prefix: '/admin/dealers', dealers });
};
