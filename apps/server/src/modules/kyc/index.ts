import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DealerKyc } from '../dealers/index.js';
import { adminKycRoutes } from './admin-routes.js';
import { kycRoutes } from './routes.js';
import { dealerKycStatuses, lockDealerKycStatus } from './repository.js';
import { createKycService } from './service.js';

/** The face of KYC for other modules (ADR 040). */
export { getKycStatus, sellerContact } from './lookup.js';
export type { KycDocumentFile, KycDocumentFiles } from './documents.js';
export { documentKeptByKyc } from './repository.js';

/** Seller and dealer KYC (`/seller/kyc`, `/dealer/kyc`) and its staff review (`/admin/kyc`). */
export const kycModule: FastifyPluginAsyncZod = async (app) => {
  // Dealers reads the dealer KYC through this (it sits below kyc; ADR 040).
  app.services.dealerKyc = { lockDealerKycStatus, dealerKycStatuses } satisfies DealerKyc;
  const kyc = createKycService({
    db: app.db,
    clock: app.clock,
    fileLinks: app.fileLinks,
    documents: app.services.uploads,
    emailVerification: app.config.emailVerification,
  });
  await app.register(kycRoutes, { kyc });
  await app.register(adminKycRoutes, { prefix: '/admin/kyc', kyc });
};
