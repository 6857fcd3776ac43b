import {
  fileVariantSchema,
  signedFileQuerySchema,
  uuidSchema,
  type FileVariant,
} from '@gavel/contract';
import type { FastifyReply } from 'fastify';
import vary from 'vary';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import type { FileBody, FileRedirect, FileServer } from './files.js';

const idParams = z.strictObject({ id: uuidSchema });
const bytes = z.unknown().describe('The file’s bytes');
const errors = errorResponses(403, 404, 422);
const SUMMARY: Record<FileVariant, string> = {
  full: 'A photo of a public listing',
  thumb: 'The thumbnail of a photo of a public listing: AVIF where Accept takes it, else WebP',
  display:
    'The display-size photo of a public listing: AVIF where Accept takes it, else WebP (the full photo if it has none)',
};

function sendFile(reply: FastifyReply, file: FileBody | FileRedirect) {
  void reply.header('cache-control', file.cacheControl);
  // Added to what is there: CORS has already set `Vary: Origin`.
  if (file.vary) {
    void reply.header('vary', vary.append(String(reply.getHeader('vary') ?? ''), file.vary));
  }
  if (file.kind === 'redirect') return reply.redirect(file.location, 302);
  return reply
    .headers({
      'content-type': file.contentType,
      'content-length': String(file.size),
      'content-disposition': file.disposition,
      // Never let a browser second-guess the type we checked at finalize.
      'x-content-type-options': 'nosniff',
    })
    .send(file.body);
}

/** Stored files: signed private links and public listing photos (SPEC §4.1, §4.4, §8). */
export const fileRoutes: FastifyPluginCallbackZod<{ files: FileServer }> = (
  app,
  { files },
  done,
) => {
  app.get(
    '/files/:id',
    {
      schema: {
        tags: ['uploads'],
        summary: 'A private file through a short-lived signed link',
        params: idParams,
        querystring: signedFileQuerySchema,
        response: { 200: bytes, ...errors },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await files.openSigned(request.params.id, request.query, request.headers.accept),
      ),
  );

  for (const [path, variant] of [
    ['/photos/:id', 'full'],
    ['/photos/:id/thumbnail', 'thumb'],
    ['/photos/:id/display', 'display'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ['uploads'],
          summary: SUMMARY[variant],
          params: idParams,
          response: {
            200: bytes,
            302: z.null().describe('Redirect to the stored file'),
            ...errors,
          },
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await files.openPublicPhoto(
            request.params.id,
            fileVariantSchema.parse(variant),
            request.headers.accept,
          ),
        ),
    );
  }
  done();
};
