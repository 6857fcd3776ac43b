import {
  finalizeUploadBodySchema,
  MAX_UPLOAD_BYTES,
  presignUploadBodySchema,
  presignUploadResponseSchema,
  uploadContentQuerySchema,
  uploadResponseSchema,
  uuidSchema,
} from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { caller } from '../../plugins/auth.js';
import type { UploadFlow } from './service.js';

const idParams = z.strictObject({ id: uuidSchema });

/** Presign and finalize (SPEC §4.3): JSON in and out, for any signed-in user. */
export const uploadRoutes: FastifyPluginCallbackZod<{ uploads: UploadFlow }> = (
  app,
  { uploads },
  done,
) => {
  app.post(
    '/uploads/presign',
    {
      onRequest: app.requireAuth(),
      schema: {
        tags: ['uploads'],
        summary: 'Start an upload: where and how to send the file',
        security: bearerAuth,
        body: presignUploadBodySchema,
        response: {
          201: presignUploadResponseSchema,
          ...errorResponses(401, 403, 404, 409, 413, 422),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await uploads.presign(caller(request), request.body)),
  );

  app.post(
    '/uploads/finalize',
    {
      onRequest: app.requireAuth(),
      schema: {
        tags: ['uploads'],
        summary: 'Check the file sent, store its cleaned form and attach it',
        security: bearerAuth,
        body: finalizeUploadBodySchema,
        response: {
          200: uploadResponseSchema,
          ...errorResponses(401, 404, 409, 422),
        },
      },
    },
    async (request) => uploads.finalize(caller(request), request.body.upload_id),
  );

  app.register(uploadContentRoute, { uploads });
  done();
};

/**
 * The local driver's upload URL. In a scope of its own so that only this route takes raw bytes
 * of any type, up to the upload limit instead of the 1 MB JSON limit.
 */
const uploadContentRoute: FastifyPluginCallbackZod<{ uploads: UploadFlow }> = (
  app,
  { uploads },
  done,
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, parsed) => parsed(null, body),
  );

  app.put(
    '/uploads/:id/content',
    {
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: {
        tags: ['uploads'],
        summary: 'Receive the bytes of a presigned upload (local storage only; single use)',
        params: idParams,
        querystring: uploadContentQuerySchema,
        response: {
          204: z.null().describe('Received'),
          ...errorResponses(403, 404, 409, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      await uploads.receiveContent({
        uploadId: request.params.id,
        token: request.query.token,
        contentType: request.headers['content-type'],
        body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      });
      return reply.code(204).send(null);
    },
  );
  done();
};
