import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMailer } from './mailer.js';
import { notificationRoutes } from './routes.js';
import { createNotificationService } from './service.js';
import { subscribeNotices } from './subscribers.js';
import { createEmailWorker, EMAIL_TICK_MS, type EmailWorker } from './worker.js';

/**
 * The face of notifications for other modules (ADR 040): tell a user something now, in the
 * caller's transaction (the ending-soon reminders). Other notices follow domain events
 * (`subscribers.ts`, ADR 041): their producers only record the event.
 */
export { listingTitle, notifyUser, type NotifyInput } from './inbox.js';

declare module '../../plugins/app-context.js' {
  interface AppServices {
    emailWorker: EmailWorker;
  }
}

export interface NotificationsModuleOptions {
  /** How often queued emails are sent (ms); 0 turns the timer off (tests call runDue). */
  emailTickMs?: number | undefined;
}

/**
 * In-app notifications (`/notifications`), made by subscribers of other modules' domain events,
 * and the delivery of their emails, which go out after their transactions commit, from a timer;
 * the mailer closes last.
 */
export const notificationsModule: FastifyPluginAsyncZod<NotificationsModuleOptions> = async (
  app,
  opts,
) => {
  const { config } = app;
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mail.from,
  });
  const emailWorker = createEmailWorker({
    db: app.db,
    clock: app.clock,
    log: app.log,
    mailer,
    publicUrl: config.publicUrl,
  });
  app.services.emailWorker = emailWorker;
  app.addHook('onReady', () => emailWorker.startTimer(opts.emailTickMs ?? EMAIL_TICK_MS));
  // Awaited when the loop returns a promise: a run in progress ends before the database closes.
  app.addHook('preClose', () => emailWorker.stopTimer());
  app.addHook('onClose', () => mailer.close());

  // The notices of other modules' changes, made after those commit (ADR 041).
  subscribeNotices(app.jobs, app.db);

  const notifications = createNotificationService({ db: app.db, clock: app.clock });
  await app.register(notificationRoutes, { prefix: '/notifications', notifications });
};
