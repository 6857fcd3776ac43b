import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMailer } from './mailer.js';
import { notificationRoutes } from './routes.js';
import { createNotificationService } from './service.js';
import { createEmailWorker, EMAIL_TICK_MS, type EmailWorker } from './worker.js';

/** The face of notifications for other modules (ADR 040): tell a user or a dealer something. */
export {
  listingTitle,
  notifyDealer,
  notifyDealerParts,
  notifyUser,
  type NotifyInput,
} from './inbox.js';

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
 * In-app notifications (`/notifications`) and the delivery of their emails, which go out after
 * their transactions commit, from a timer; the mailer closes last.
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

  const notifications = createNotificationService({ db: app.db, clock: app.clock });
  await app.register(notificationRoutes, { prefix: '/notifications', notifications });
};
