import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailContent } from '../../lib/email-layout.js';

/** One email as its delivery job hands it over. */
export interface OutgoingEmail extends EmailContent {
  /** The outbox row's id: the Message-ID and the outbox file name derive from it. */
  id: string;
  to: string;
  /** When the notification was made: the Date header and the outbox file's name. */
  date: Date;
}

/** Where emails go: an SMTP server, or `.eml` files in a folder. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the server accepted the message (or the file is written); else throws. */
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** `smtp://` or `smtps://`; without it messages are written to `outboxDir`. */
  smtpUrl: string | undefined;
  outboxDir: string;
  /** The From header: `Name <address>` or an address. */
  from: string;
}

/** The domain of the From address: Message-IDs are made on it. */
function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}

/**
 * Outgoing mail (SPEC §5.7): through `SMTP_URL` when set, otherwise each message is written to
 * `DATA_DIR/outbox/` as one `.eml` file (RFC 5322, CRLF line ends) that any mail client opens.
 * Both are built by nodemailer from the same fields. The Message-ID is fixed per outbox row, so
 * a message sent again after a crash can be recognised as the same one.
 */
export function createMailer(opts: MailerOptions): Mailer {
  const domain = domainOf(opts.from);
  const fields = (email: OutgoingEmail) => ({
    from: opts.from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    date: email.date,
    messageId: `<${email.id}@${domain}>`,
    ...(email.headers ? { headers: email.headers } : {}),
  });

  if (opts.smtpUrl !== undefined) {
    const transport: Transporter = nodemailer.createTransport({
      url: opts.smtpUrl,
      pool: true,
      maxConnections: 2,
      // A server that hangs fails the attempt (and it is retried) instead of holding the worker.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      kind: 'smtp',
      send: async (email) => {
        await transport.sendMail(fields(email));
      },
      close: () => transport.close(),
    };
  }

  const compose = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    kind: 'outbox',
    send: async (email) => {
      const info = await compose.sendMail(fields(email));
      const stamp = email.date.toISOString().replace(/[:.]/g, '-');
      const file = path.join(opts.outboxDir, `${stamp}-${email.id}.eml`);
      // Written whole or not at all: a reader of the folder never sees half a message.
      const partial = `${file}.partial`;
      await writeMaking(opts.outboxDir, partial, info.message as Buffer);
      await fs.rename(partial, file);
    },
    close: () => compose.close(),
  };
}

/**
 * Writes `file` in `dir`, making the folder only when it is missing: one system call per
 * message where the folder exists, as it does after the first (issue 36).
 */
async function writeMaking(dir: string, file: string, data: Buffer): Promise<void> {
  try {
    await fs.writeFile(file, data);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(file, data);
  }
}
