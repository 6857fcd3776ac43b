import {
  finalizeUploadBodySchema,
  MAX_UPLOAD_BYTES,
  presignUploadBodySchema,
  presignUploadResponseSchema,
  uploadContentQuerySchema,
  uploadResponseSchema,
  uuidSchema,
} from '@gavel/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perUser } from '../../lib/limits/index.js';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { caller } from '../../plugins/auth.js';
import type { UploadSlots } from './in-flight.js';
import type { UploadFlow } from './service.js';

const idParams = z.strictObject({ id: uuidSchema });

/** Presign and finalize (SPEC §4.3): JSON in and out, for any signed-in user. */
export const uploadRoutes: FastifyPluginCallbackZod<{
  uploads: UploadFlow;
  slots: UploadSlots;
}> = (app, { uploads, slots }, done) => {
  app.post(
    '/uploads/presign',
    {
      onRequest: app.requireAuth(),
      config: perUser(app.config.rateLimit.presigns, 60_000),
      schema: {
        tags: ['uploads'],
        summary: 'Start an upload: where and how to send the file',
        security: bearerAuth,
        body: presignUploadBodySchema,
        response: {
          201: presignUploadResponseSchema,
          ...errorResponses(401, 403, 404, 409, 413, 422, 429),
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
          ...errorResponses(401, 404, 409, 422, 429),
        },
      },
    },
    async (request) => uploads.finalize(caller(request), request.body.upload_id),
  );

  app.register(uploadContentRoute, { uploads, slots });
  done();
};

type HttpPart = 'params' | 'querystring';

/**
 * `data` parsed by `schema`; otherwise the error the route's own validator gives, as Fastify
 * would answer it had it got that far (it validates only after reading the body).
 */
function validated<T>(
  request: FastifyRequest,
  part: HttpPart,
  schema: z.ZodType<T>,
  data: unknown,
) {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const validate = request.getValidationFunction(part) as
    ((input: unknown) => { error?: unknown } | undefined) | undefined;
  throw Object.assign(new Error('The request is not valid.'), {
    validation: validate?.(data)?.error ?? [],
    validationContext: part,
  });
}

function contentLength(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  return header === undefined ? undefined : Number(header);
}

/**
 * The local driver's upload URL. In a scope of its own so that only this route takes raw bytes
 * of any type, up to the upload limit instead of the 1 MB JSON limit. Everything that can be
 * decided without the body (the token, the upload, the type, the announced length, the slots)
 * is decided before Fastify reads it; a refusal closes the connection instead of reading on.
 */
const uploadContentRoute: FastifyPluginCallbackZod<{ uploads: UploadFlow; slots: UploadSlots }> = (
  app,
  { uploads, slots },
  done,
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, parsed) => parsed(null, body),
  );
  const releases = new WeakMap<FastifyRequest, () => void>();

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
          ...errorResponses(403, 404, 409, 413, 415, 422, 429),
        },
      },
      preParsing: async (request, reply, payload) => {
        try {
          const { id } = validated(request, 'params', idParams, request.params);
          const { token } = validated(
            request,
            'querystring',
            uploadContentQuerySchema,
            request.query,
          );
          const row = await uploads.admitContent({
            uploadId: id,
            token,
            contentType: request.headers['content-type'],
            contentLength: contentLength(request),
          });
          const release = slots.acquire(row.ownerId);
          releases.set(request, release);
          // Given back when the answer is sent, or when the client goes away mid-body.
          reply.raw.once('close', release);
        } catch (err) {
          void reply.header('connection', 'close');
          throw err;
        }
        return payload;
      },
      onResponse: (request, _reply, hookDone) => {
        releases.get(request)?.();
        hookDone();
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
