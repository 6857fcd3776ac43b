import { unsubscribeQuerySchema } from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perIp } from '../../lib/limits/index.js';
import { errorResponses, noBody } from '../../lib/route-schemas.js';
import type { Unsubscribe } from './unsubscribe.js';

/** The media types of RFC 8058's POST, besides JSON. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

/** What a mail client posts (RFC 8058: `List-Unsubscribe=One-Click`), at most this long. */
const FORM_BODY_MAX = 1_024;

/**
 * `POST /api/saved-searches/unsubscribe?token=…` (SPEC §12): no session, the signed token is the
 * credential. Mail clients post the RFC 8058 form body (`List-Unsubscribe=One-Click`, urlencoded
 * or multipart); it says nothing the token does not, so it is read and set aside, as is an
 * empty or `{}` body.
 */
export const unsubscribeRoutes: FastifyPluginCallbackZod<{
  unsubscribe: Unsubscribe;
  limit: number;
}> = (app, { unsubscribe, limit }, done) => {
  app.addContentTypeParser(
    [...FORM_TYPES],
    { parseAs: 'string', bodyLimit: FORM_BODY_MAX },
    (_request, _body, parsed) => parsed(null, undefined),
  );

  app.post(
    '/unsubscribe',
    {
      config: perIp(limit, 15 * 60_000),
      schema: {
        tags: ['saved searches'],
        summary: "Turn off an alert email's saved search (one-click, RFC 8058)",
        description:
          'The URL of the `List-Unsubscribe` header of every alert email; no session. An instant ' +
          "alert's token turns its search's alert `off`; a digest's, the searches it listed that " +
          'are still daily. A bad or missing token is 400 `invalid_token`.',
        querystring: unsubscribeQuerySchema,
        // RFC 8058's form body, or none (or `{}`): nothing in it is read.
        consumes: ['application/json', ...FORM_TYPES],
        body: noBody,
        response: { 200: z.strictObject({}), ...errorResponses(400, 422, 429) },
      },
    },
    async (request) => {
      await unsubscribe.unsubscribe(request.query.token);
      return {};
    },
  );
  done();
};
