import {
  notificationParamsSchema,
  notificationSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses, noBody } from '../../lib/route-schemas.js';
import { caller } from '../../plugins/auth.js';
import type { NotificationService } from './service.js';

/** `/api/notifications`: the signed-in user's own notifications, whatever its roles (SPEC §5.7). */
export const notificationRoutes: FastifyPluginCallbackZod<{
  notifications: NotificationService;
}> = (app, { notifications }, done) => {
  app.addHook('onRequest', app.requireAuth());
  const tags = ['notifications'];

  app.get(
    '/',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'My notifications, newest first',
        description: '`unread=true` lists only the unread ones.',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => notifications.list(caller(request).userId, request.query),
  );

  app.get(
    '/unread-count',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'How many of my notifications are unread',
        response: { 200: unreadCountSchema, ...errorResponses(401) },
      },
    },
    async (request) => notifications.unreadCount(caller(request).userId),
  );

  app.post(
    '/read-all',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Mark all my notifications read',
        description: 'Answers the unread count afterwards, as `GET /unread-count` gives it.',
        body: noBody,
        response: { 200: unreadCountSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => notifications.markAllRead(caller(request).userId),
  );

  app.post(
    '/:id/read',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Mark one of my notifications read (idempotent)',
        description: "Another user's notification is a 404.",
        params: notificationParamsSchema,
        body: noBody,
        response: { 200: notificationSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => notifications.markRead(caller(request).userId, request.params.id),
  );
  done();
};
