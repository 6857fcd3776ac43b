import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryRoutes } from './categories-routes.js';
import { publicListingRoutes, sellerListingRoutes } from './routes.js';
import type { ListingAuctions } from './listing-auctions.js';
import { createListingService } from './service.js';

/**
 * The face of listings for other modules (ADR 040): how a listing is presented, the row auctions
 * and review read and change (a listing's photos with the files uploads hands over), and the
 * photo rules uploads apply.
 */
export { assertCanAddPhoto, attachListingPhoto } from './photos.js';
export {
  groupPhotos,
  isPublicStatus,
  presentPhotos,
  toListing,
  toPublicListing,
} from './presenter.js';
export { detailsOf, type ListingDetails } from './listing-details.js';
export {
  itemViewSql,
  listingSpecificsView,
  presentItemView,
  type ItemViewJson,
} from './specifics-view.js';
export {
  findListing,
  photoAttached,
  photosOf,
  photoShownPublicly,
  updateListing,
  type ListingRow,
} from './repository.js';
export type { AuctionPrice, AuctionSummary, ListingAuctions } from './listing-auctions.js';
export type { PhotoFiles } from './photo-files.js';

declare module '../../plugins/app-context.js' {
  interface AppServices {
    /** Set by auctions as it registers (ADR 040). */
    listingAuctions: ListingAuctions;
  }
}

/**
 * Seller drafts and photos (`/seller/listings`), the public catalogue (`/listings`) and the
 * categories with their specifics (`/categories`).
 */
export const listingsModule: FastifyPluginAsyncZod = async (app) => {
  const { uploads } = app.services;
  const listings = createListingService({
    db: app.db,
    clock: app.clock,
    links: app.fileLinks,
    currency: app.config.currency,
    deleteFiles: (ids) => uploads.deleteFiles(ids),
    auctions: () => app.services.listingAuctions,
    photoFiles: () => app.services.uploads.photoFiles,
  });
  await app.register(sellerListingRoutes, { prefix: '/seller/listings', listings });
  await app.register(publicListingRoutes, { prefix: '/listings', listings });
  await app.register(categoryRoutes, { prefix: '/categories' });
};
