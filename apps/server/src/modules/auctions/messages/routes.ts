import {
  auctionIdParamsSchema,
  MESSAGE_EMAIL_INTERVAL_SECONDS,
  MESSAGES_PER_MINUTE,
  messageSchema,
  messagesPageSchema,
  messagesQuerySchema,
  sendMessageBodySchema,
} from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses } from '../../../lib/route-schemas.js';
import { caller } from '../../../plugins/auth.js';
import type { MessagesService } from './service.js';

const WHO =
  'The auction’s seller, its winning dealer, or staff (writing as staff); anyone else, and an ' +
  'auction that was not sold, get 404.';

/**
 * `/api/auctions/{id}/messages` (SPEC §13.3): the thread of a sold auction. Any signed-in user
 * reaches the handler; the service decides who is a party.
 */
export const messageRoutes: FastifyPluginCallbackZod<{ messages: MessagesService }> = (
  app,
  { messages },
  done,
) => {
  app.addHook('onRequest', app.requireAuth());
  const tags = ['auction messages'];
  const security = bearerAuth;

  app.get(
    '/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: 'The messages between the seller and the buyer of a sold auction, oldest first',
        description: `${WHO} Reading marks the other side’s messages (and staff’s) read.`,
        params: auctionIdParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagesPageSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (request) => messages.list(caller(request), request.params.id, request.query),
  );

  app.post(
    '/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Write to the other side of a sold auction (staff: to both)',
        description:
          `${WHO} The body is kept as typed (1–2000 characters, not blank). The other side gets ` +
          `\`message.received\` at once, and an email at most every ` +
          `${String(MESSAGE_EMAIL_INTERVAL_SECONDS / 60)} minutes per thread. At most ` +
          `${String(MESSAGES_PER_MINUTE)} messages a minute per user (429).`,
        params: auctionIdParamsSchema,
        body: sendMessageBodySchema,
        response: { 201: messageSchema, ...errorResponses(401, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const sent = await messages.send(caller(request), request.params.id, request.body.body);
      return reply.code(201).send(sent);
    },
  );
  done();
};
