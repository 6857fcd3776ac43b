import {
  conditionReportBodySchema,
  conditionReportSchema,
  createListingBodySchema,
  listingIdParamsSchema,
  listingPhotoParamsSchema,
  listingPhotosSchema,
  listingSchema,
  pageSchema,
  photoOrderBodySchema,
  publicListingSchema,
  publicListingsQuerySchema,
  sellerListingItemSchema,
  sellerListingsQuerySchema,
  updateListingBodySchema,
} from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { caller } from '../../plugins/auth.js';
import type { ListingService } from './service.js';

const errors = errorResponses(401, 403, 404, 409, 422);

/** `/api/seller/listings…`: a seller's own listings; another seller's are 404. */
export const sellerListingRoutes: FastifyPluginCallbackZod<{ listings: ListingService }> = (
  app,
  { listings },
  done,
) => {
  app.addHook('onRequest', app.requireAuth('SELLER'));
  const tags = ['seller listings'];

  app.get(
    '/',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Own listings, newest first',
        querystring: sellerListingsQuerySchema,
        response: { 200: pageSchema(sellerListingItemSchema), ...errors },
      },
    },
    (request) => listings.list(caller(request).userId, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Create a draft listing (every field optional until submit)',
        body: createListingBodySchema.optional(),
        response: { 201: listingSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await listings.create(caller(request).userId, request.body ?? {})),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'One own listing',
        params: listingIdParamsSchema,
        response: { 200: listingSchema, ...errors },
      },
    },
    (request) => listings.get(caller(request).userId, request.params.id),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Edit a draft or rejected listing (null clears the reserve)',
        params: listingIdParamsSchema,
        body: updateListingBodySchema,
        response: { 200: listingSchema, ...errors },
      },
    },
    (request) => listings.update(caller(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Delete a draft with its photos (409 invalid_state once submitted)',
        params: listingIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await listings.remove(caller(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/submit',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Submit for review: complete fields, 1+ photo, seller KYC pending or approved',
        params: listingIdParamsSchema,
        response: { 200: listingSchema, ...errors },
      },
    },
    (request) => listings.submit(caller(request).userId, request.params.id),
  );

  app.put(
    '/:id/condition-report',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary:
          'Replace a vehicle’s condition report while the listing is editable (points and grade computed)',
        params: listingIdParamsSchema,
        body: conditionReportBodySchema,
        response: { 200: conditionReportSchema, ...errors },
      },
    },
    (request) =>
      listings.putConditionReport(caller(request).userId, request.params.id, request.body),
  );

  app.get(
    '/:id/photos',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Photos of an own listing, in order',
        params: listingIdParamsSchema,
        response: { 200: listingPhotosSchema, ...errors },
      },
    },
    async (request) => ({
      items: await listings.photos(caller(request).userId, request.params.id),
      next_cursor: null,
    }),
  );

  app.delete(
    '/:id/photos/:photo_id',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Remove a photo while the listing is editable',
        params: listingPhotoParamsSchema,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      const { id, photo_id } = request.params;
      await listings.deletePhoto(caller(request).userId, id, photo_id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/:id/photos/order',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: "Reorder photos: photo_ids must be exactly the listing's photos",
        params: listingIdParamsSchema,
        body: photoOrderBodySchema,
        response: { 200: listingPhotosSchema, ...errors },
      },
    },
    async (request) => ({
      items: await listings.reorderPhotos(
        caller(request).userId,
        request.params.id,
        request.body.photo_ids,
      ),
      next_cursor: null,
    }),
  );
  done();
};

/** `/api/listings…`: public, only listings that reached an auction; no seller identity. */
export const publicListingRoutes: FastifyPluginCallbackZod<{ listings: ListingService }> = (
  app,
  { listings },
  done,
) => {
  const tags = ['listings'];
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Public listings (in auction, sold or unsold), newest first',
        querystring: publicListingsQuerySchema,
        response: { 200: pageSchema(publicListingSchema), ...errorResponses(422) },
      },
    },
    (request) => listings.publicList(request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One public listing',
        params: listingIdParamsSchema,
        response: { 200: publicListingSchema, ...errorResponses(404, 422) },
      },
    },
    (request) => listings.publicGet(request.params.id),
  );

  app.get(
    '/:id/photos',
    {
      schema: {
        tags,
        summary: "A public listing's photos",
        params: listingIdParamsSchema,
        response: { 200: listingPhotosSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => ({
      items: await listings.publicPhotos(request.params.id),
      next_cursor: null,
    }),
  );
  done();
};
