import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { NotificationType } from '@gavel/contract';
import type { Database } from '../src/db/index.js';
import { emailOutbox, notifications } from '../src/db/schema.js';

/**
 * Test fixtures of notifications and their emails (not a test file itself): a real SMTP server
 * (`smtp-server`) that parses what it receives, and reads of the notification tables.
 */

/** What the server answers to one message: accept it, or refuse it with an SMTP code. */
export type Verdict = { accept: true } | { accept: false; code: number; message: string };

export interface ReceivedMail {
  /** The envelope (MAIL FROM / RCPT TO), as the server saw it. */
  envelope: { from: string; to: string[] };
  raw: string;
  parsed: Email;
}

export interface TestSmtp {
  url: string;
  /** Accepted messages, in the order they arrived. */
  received: ReceivedMail[];
  /** Every DATA the server saw, accepted or not. */
  attempts: number;
  /** Decides each message's fate; accepts everything unless replaced. */
  verdict: (attempt: number) => Verdict | Promise<Verdict>;
  close: () => Promise<void>;
}

/** A real SMTP server on a free local port, no TLS and no authentication. */
export async function startSmtp(): Promise<TestSmtp> {
  const smtp: TestSmtp = {
    url: '',
    received: [],
    attempts: 0,
    verdict: () => ({ accept: true }),
    close: () => Promise.resolve(),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const attempt = ++smtp.attempts;
        void (async () => {
          const verdict = await smtp.verdict(attempt);
          if (!verdict.accept) {
            callback(Object.assign(new Error(verdict.message), { responseCode: verdict.code }));
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          const { mailFrom, rcptTo } = session.envelope;
          smtp.received.push({
            envelope: {
              from: mailFrom === false ? '' : mailFrom.address,
              to: rcptTo.map((r) => r.address),
            },
            raw,
            parsed: await PostalMime.parse(raw),
          });
          callback();
        })();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  smtp.url = `smtp://127.0.0.1:${port}`;
  smtp.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return smtp;
}

/** A user's notifications, oldest first, optionally of one type. */
export function notificationsOf(db: Database, userId: string, type?: NotificationType) {
  return db.read((ex) =>
    ex
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), type ? eq(notifications.type, type) : undefined))
      .orderBy(asc(notifications.createdAt), asc(notifications.id)),
  );
}

/** Every notification of one type, whoever it is for. */
export function notificationsOfType(db: Database, type: NotificationType) {
  return db.read((ex) =>
    ex
      .select()
      .from(notifications)
      .where(eq(notifications.type, type))
      .orderBy(asc(notifications.createdAt)),
  );
}

/** The queued email of each of a user's notifications. */
export function outboxOf(db: Database, userId: string) {
  return db.read((ex) =>
    ex
      .select({ email: emailOutbox, type: notifications.type })
      .from(emailOutbox)
      .innerJoin(notifications, eq(notifications.id, emailOutbox.notificationId))
      .where(eq(notifications.userId, userId))
      .orderBy(asc(emailOutbox.createdAt)),
  );
}

export interface OutboxEmail {
  file: string;
  parsed: Email;
  to: string[];
}

/**
 * The emails the app wrote to `DATA_DIR/outbox` for `address`, oldest first, as a mail client
 * would read them (parsed from the `.eml` files).
 */
export async function outboxEmailsTo(dataDir: string, address: string): Promise<OutboxEmail[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
    : [];
  const emails: OutboxEmail[] = [];
  for (const file of files) {
    const parsed = await PostalMime.parse(fs.readFileSync(path.join(dir, file)));
    const to = (parsed.to ?? []).map((a) => ('address' in a ? (a.address ?? '') : ''));
    if (to.includes(address)) emails.push({ file, parsed, to });
  }
  return emails;
}

/**
 * The one link of an account email to `pathname` (`/reset-password`), from its text part, and
 * the same link in its HTML part; the test follows it as a person would.
 */
export function linkIn(email: OutboxEmail | undefined, pathname: string): URL {
  if (!email) throw new Error(`no email with a ${pathname} link`);
  const text = email.parsed.text ?? '';
  const found = text.match(/https?:\/\/\S+/g)?.map((u) => new URL(u)) ?? [];
  const link = found.find((u) => u.pathname === pathname);
  if (!link) throw new Error(`no ${pathname} link in: ${text}`);
  expect(email.parsed.html).toContain(link.href.replaceAll('&', '&amp;'));
  return link;
}

/** The `token` of the link to `pathname` in `email` (see `linkIn`). */
export function tokenIn(email: OutboxEmail | undefined, pathname: string): string {
  const token = linkIn(email, pathname).searchParams.get('token');
  if (!token) throw new Error(`the ${pathname} link has no token`);
  return token;
}
