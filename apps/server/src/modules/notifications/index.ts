import path from 'node:path';
import type { NotificationType } from '@gavel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createEmailDelivery,
  EMAIL_DELIVERY,
  type AccountEmailComposer,
  type EmailDresser,
  type EmailRun,
} from './delivery.js';
import { createInbox, type Notifier } from './inbox.js';
import { createMailer } from './mailer.js';
import { EMAIL_QUEUED, type AccountEmailKind } from './outbox-repository.js';
import { accountEmailsPruning, NOTIFICATIONS_PRUNE_QUEUE } from './pruning.js';
import type { AccountContacts, DealerAccounts } from './recipients.js';
import { notificationRoutes } from './routes.js';
import { createNotificationService } from './service.js';
import { subscribeNotices } from './subscribers.js';

/**
 * The face of notifications for other modules (ADR 040): tell a user something now, in the
 * caller's transaction (the ending-soon reminders, through `app.services.notifier`), and queue an
 * account email (auth's) with the hourly limits' reads of the queue. Other notices follow domain
 * events (`subscribers.ts`, ADR 041): their producers only record the event. The ports auth and
 * dealers fill, as they register, for the accounts notifications tells: `recipients.ts`.
 */
export { listingTitle, type Notice, type Notifier, type NotifyInput } from './inbox.js';
export type { AccountContacts, DealerAccounts } from './recipients.js';
export {
  accountEmailTimes,
  newerResetRequested,
  queueAccountEmail,
  type AccountEmailKind,
  type QueuedAccountEmail,
} from './outbox-repository.js';
export type { AccountEmailComposer, EmailDresser, EmailDressing, EmailRun } from './delivery.js';
export { NOTIFICATIONS_PRUNE_QUEUE } from './pruning.js';

/** The queue of the deliveries: each queued email's event becomes one job of it (ADR 041). */
export const EMAIL_DELIVERY_QUEUE = `${EMAIL_QUEUED}/deliver`;

export interface EmailWorker {
  /**
   * Does now, here, what a working instance does soon after a commit (`app.jobs.drain()`), and
   * answers what the email deliveries among it did: for tests and tools on an app without job
   * workers. A retry not yet due stays waiting.
   */
  runDue(): Promise<EmailRun>;
  /** Account emails are composed when sent, by `composer` (auth gives it when it registers). */
  composeAccountEmailsWith(composer: AccountEmailComposer): void;
  /** Another module's kind of email (queued by `queueAccountEmail`) is composed by `composer`. */
  composeEmailsOf(kind: AccountEmailKind, composer: AccountEmailComposer): void;
  /** The emails of notifications of `type` are dressed by `dresser` as they are sent. */
  dressEmailsOf(type: NotificationType, dresser: EmailDresser): void;
}

declare module '../../plugins/app-context.js' {
  interface AppServices {
    emailWorker: EmailWorker;
    /** Tells a user something in the caller's transaction (the ending-soon reminders). */
    notifier: Notifier;
    /** Set by auth as it registers (ADR 040). */
    accountContacts: AccountContacts;
    /** Set by dealers as it registers (ADR 040). */
    dealerAccounts: DealerAccounts;
  }
}

/**
 * In-app notifications (`/notifications`), made by subscribers of other modules' domain events,
 * and the delivery of their emails and of account emails: one pg-boss job per queued email, run
 * after the transaction that queued it commits;
 * the mailer closes last.
 */
export const notificationsModule: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  // Its recipients' accounts are auth's and dealers', which register later: read when called.
  const contacts = () => app.services.accountContacts;
  const inbox = createInbox({ contacts, dealers: () => app.services.dealerAccounts });
  app.services.notifier = {
    notifyUser: inbox.notifyUser,
    notifyAll: inbox.notifyAll,
  } satisfies Notifier;
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mail.from,
  });
  const delivery = createEmailDelivery({
    db: app.db,
    clock: app.clock,
    log: app.log,
    mailer,
    contacts,
    publicUrl: config.publicUrl,
  });
  app.jobs.subscribe(EMAIL_QUEUED, 'deliver', EMAIL_DELIVERY, delivery.deliver, {
    batch: (items) => delivery.deliverAll(items.map(({ data, job }) => ({ event: data, job }))),
  });
  app.services.emailWorker = {
    runDue: async () => {
      const before = delivery.done();
      await app.jobs.drain();
      const after = delivery.done();
      return {
        sent: after.sent - before.sent,
        retried: after.retried - before.retried,
        failed: after.failed - before.failed,
      };
    },
    composeAccountEmailsWith: delivery.composeAccountEmailsWith,
    composeEmailsOf: delivery.composeEmailsOf,
    dressEmailsOf: delivery.dressEmailsOf,
  };
  app.housekeeping.prune(NOTIFICATIONS_PRUNE_QUEUE, accountEmailsPruning(app.db));
  // After the jobs stop (preClose): no delivery is left to use it.
  app.addHook('onClose', () => mailer.close());

  // The notices of other modules' changes, made after those commit (ADR 041).
  subscribeNotices(app.jobs, app.db, inbox);

  const notifications = createNotificationService({ db: app.db, clock: app.clock });
  await app.register(notificationRoutes, { prefix: '/notifications', notifications });
};
