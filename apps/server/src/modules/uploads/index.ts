import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import type { Jobs } from '../../lib/jobs/index.js';
import { createStorage, type StorageDriver } from '../../lib/storage/index.js';
import { fileRoutes } from './file-routes.js';
import { createFileServer } from './files.js';
import { createFileLinks, type FileLinks } from './links.js';
import { uploadRoutes } from './routes.js';
import { createUploadCleanup, type UploadCleanup } from './cleanup.js';
import { ImageQueue } from './image-queue.js';
import { UploadSlots } from './in-flight.js';
import { createUploadsService, type UploadFlow } from './service.js';
import type { UrlSigner } from '../../lib/url-signer.js';
import {
  PHOTO_VARIANTS_QUEUE,
  PHOTO_VARIANTS_SPEC,
  VARIANTS_CATCH_UP_CRON,
  VARIANTS_CATCH_UP_QUEUE,
  createPhotoVariants,
  type PhotoVariantsJob,
  type VariantsOutcome,
} from './variants.js';
import type { KycDocumentFiles } from '../kyc/index.js';
import type { PhotoFiles } from '../listings/index.js';
import { findKycDocuments, lockAttachableKycDocuments } from './repository.js';
import { photoFiles } from './views.js';

export type { FileLinks } from './links.js';
export { publicPhotoPath, publicThumbnailPathSql } from './links.js';
export type { ImageQueue, ImageQueueStats } from './image-queue.js';

export { PHOTO_VARIANTS_QUEUE, VARIANTS_CATCH_UP_QUEUE } from './variants.js';
/** For the modules above uploads that read a listing's photos through `photosOf` (ADR 040). */
export { photoFiles } from './views.js';
/** For auctions: the dealer's dispute photos a dispute may take (SPEC §13.4). */
export { lockAttachableDisputePhotos, type UploadKeeper } from './repository.js';

/**
 * What `app.services.uploads` offers: the upload flow, the cleanup other modules use, the photo
 * variants' job (what its queue runs) and their catch-up (what its cron job runs), what KYC
 * reads of its documents' files and listings of its photos' files (both sit below uploads, so
 * they take them from here at plugin time; ADR 040).
 */
export type UploadsService = UploadFlow &
  UploadCleanup &
  KycDocumentFiles & {
    photoFiles: PhotoFiles;
    makePhotoVariants(uploadId: string): Promise<VariantsOutcome>;
    catchUpPhotoVariants(): Promise<number>;
  };

/**
 * The sweep, once a minute per cluster (ADR 041): junk a presign left (its body) is gone within a
 * minute of the presign's expiry.
 */
export const SWEEP_QUEUE = 'uploads.sweep';
const SWEEP_CRON = '* * * * *';
/** Unattached KYC documents wait 24 hours (`cleanup.ts`): one look an hour is plenty. */
export const DOCUMENT_SWEEP_QUEUE = 'uploads.sweep-documents';
const DOCUMENT_SWEEP_CRON = '41 * * * *';

export interface UploadsModuleDeps {
  config: Pick<Config, 'dataDir' | 'storage' | 'rateLimit'>;
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where a photo's variants job is sent (ADR 041). */
  jobs: Jobs;
  /** The server's link signer (`app.urlSigner`, keyed the same on every instance). */
  signer: UrlSigner;
  /** Defaults to the driver STORAGE_DRIVER names. */
  storage?: StorageDriver | undefined;
  /** 0: the sweeps are never scheduled (tests call them); else they run as cron jobs. */
  sweepIntervalMs?: number | undefined;
}

export interface UploadsModule {
  storage: StorageDriver;
  fileLinks: FileLinks;
  /** This instance's image decoding, a few at a time (its figures are metrics). */
  images: ImageQueue;
  service: UploadsService;
  /** Register under `/api`: presign, finalize, the local PUT, file and photo routes, the sweep. */
  routes: FastifyPluginCallbackZod;
}

export function createUploadsModule(deps: UploadsModuleDeps): UploadsModule {
  const { db, clock, log } = deps;
  const storage = deps.storage ?? createStorage(deps.config);
  const { signer } = deps;
  const fileLinks = createFileLinks({ storage, signer, clock });
  const images = new ImageQueue();
  const variants = createPhotoVariants({ db, storage, log, images, jobs: deps.jobs });
  const service: UploadsService = {
    ...createUploadsService({
      db,
      clock,
      storage,
      signer,
      fileLinks,
      log,
      images,
      quotas: deps.config.rateLimit.enabled,
      requestVariants: variants.request,
    }),
    ...createUploadCleanup({ db, clock, storage, log }),
    makePhotoVariants: variants.make,
    catchUpPhotoVariants: variants.catchUp,
    kycDocuments: findKycDocuments,
    lockAttachableKycDocuments,
    photoFiles,
  };
  const files = createFileServer({ db, clock, storage, signer });
  const slots = new UploadSlots();
  const scheduled = deps.sweepIntervalMs !== 0;

  const routes: FastifyPluginCallbackZod = (app, _opts, done) => {
    app.register(uploadRoutes, { uploads: service, slots });
    app.register(fileRoutes, { files });

    // Always declared: finalize sends to it, and a test app runs its jobs by hand.
    app.jobs.define<PhotoVariantsJob>(PHOTO_VARIANTS_QUEUE, PHOTO_VARIANTS_SPEC, async (job) => {
      await service.makePhotoVariants(job.uploadId);
    });
    if (scheduled) {
      // A singleton queue: a run still going when the next minute's job comes is not doubled.
      const spec = { retryLimit: 0, expireInSeconds: 15 * 60 };
      app.jobs.every(SWEEP_QUEUE, SWEEP_CRON, spec, async () => {
        await service.sweepExpired();
      });
      app.jobs.every(DOCUMENT_SWEEP_QUEUE, DOCUMENT_SWEEP_CRON, spec, async () => {
        await service.sweepUnattachedDocuments();
      });
      app.jobs.every(VARIANTS_CATCH_UP_QUEUE, VARIANTS_CATCH_UP_CRON, spec, async () => {
        const sent = await service.catchUpPhotoVariants();
        if (sent > 0) log.info({ sent }, 'photo variants: jobs sent for photos lacking files');
      });
    }
    done();
  };

  return { storage, fileLinks, images, service, routes };
}
