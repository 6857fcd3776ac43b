import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { emailOutbox } from '../../db/schema.js';
import {
  activeDealer,
  approvedAuction,
  staff,
  submittedListing,
  submitSellerKyc,
  seller,
  type Actor,
} from '../../../test/actors.js';
import {
  bid,
  caller,
  createLifecycleApp,
  schedule,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';
import { jobsFor, moveQueueClock } from '../../../test/job-fixtures.js';
import { outboxOf, startSmtp, type TestSmtp, type Verdict } from '../../../test/mail-fixtures.js';
import { DEAD_LETTER_SUFFIX } from '../../lib/jobs/index.js';
import { EMAIL_DELIVERY_QUEUE } from './index.js';

// Emails (SPEC §5.7) leave after the commit, one delivery job each (pg-boss, ADR 041): through a
// real SMTP server started here when SMTP_URL is set, else as `.eml` files in DATA_DIR/outbox.
// The apps run no job workers: `runDue` runs what is due, as a working instance would.

const accept = (): Verdict => ({ accept: true });

/**
 * Makes the notices of what committed (their subscribers' jobs, ADR 041) and leaves their emails
 * queued: a test here sends them itself (`runDue`) and counts what that did.
 */
const makeNotices = (app: FastifyInstance) => app.jobs.drain({ skip: [EMAIL_DELIVERY_QUEUE] });

describe('through SMTP_URL', () => {
  let smtp: TestSmtp;
  let t: LifecycleApp;
  let admin: Actor;
  const call = caller(() => t.app);
  const run = () => t.app.services.emailWorker.runDue();

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createLifecycleApp(
      { jobWorkers: false },
      {
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://gavel.example/',
        MAIL_FROM: 'Gavel <notifications@gavel.example>',
      },
    );
    admin = await staff(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  /** Sends what earlier steps queued, then starts counting afresh. */
  beforeEach(async () => {
    smtp.verdict = accept;
    await run();
    smtp.received.length = 0;
    smtp.attempts = 0;
  });

  /** A seller with one new notification (its listing rejected), and that notification's email. */
  async function rejectedListing(reason = 'Blurry photos') {
    const { owner, listing } = await submittedListing(t.app, admin);
    await run();
    smtp.received.length = 0;
    smtp.attempts = 0;
    const res = await call('POST', `/api/admin/listings/${listing.id}/reject`, admin, { reason });
    expect(res.statusCode).toBe(200);
    await makeNotices(t.app);
    const queued = (await outboxOf(t.db, owner.id)).filter((r) => r.type === 'listing.rejected');
    expect(queued).toHaveLength(1);
    return { owner, listingId: listing.id, emailId: queued[0]?.email.id ?? '' };
  }
  const row = async (id: string) => {
    const [found] = await t.db.read((ex) =>
      ex.select().from(emailOutbox).where(eq(emailOutbox.id, id)),
    );
    return found;
  };

  it('sends each notification once, with subject, text and HTML bodies and a link to its page', async () => {
    const { owner, listingId, emailId } = await rejectedListing();
    expect(await run()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    const link = `https://gavel.example/seller/listings/${listingId}`;
    expect(mail?.envelope).toEqual({ from: 'notifications@gavel.example', to: [owner.email] });
    expect(mail?.parsed).toMatchObject({
      subject: 'Your listing “Vintage Leica M3 camera” was not approved',
      from: { name: 'Gavel', address: 'notifications@gavel.example' },
      to: [{ address: owner.email }],
      messageId: `<${emailId}@gavel.example>`,
    });
    const text = mail?.parsed.text ?? '';
    expect(text).toMatch(/^Hello Test User \d+,/);
    expect(text).toContain('Your listing “Vintage Leica M3 camera” was not approved');
    expect(text).toContain('Reason: Blurry photos. You can edit the listing and submit it again.');
    expect(text).toContain(`Edit your listing: ${link}`);
    expect(text).toContain('— Gavel');
    expect(text).toContain(`because you have a Gavel account (${owner.email})`);
    const html = mail?.parsed.html ?? '';
    expect(html).toContain(`<a href="${link}"`);
    expect(html).toContain('>Gavel</p>');
    expect(html).toContain('Your listing “Vintage Leica M3 camera” was not approved</h1>');
    expect(html).toContain('Reason: Blurry photos.');

    expect(await row(emailId)).toMatchObject({
      status: 'sent',
      attempts: 1,
      sentAt: t.clock.now(),
      lastError: null,
    });
    // Nothing is sent twice.
    t.clock.advance(3600);
    expect(await run()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('escapes what people typed in the HTML body', async () => {
    await rejectedListing('<b>Not</b> a "camera" & more');
    await run();
    const html = smtp.received[0]?.parsed.html ?? '';
    expect(html).toContain('Reason: &lt;b&gt;Not&lt;/b&gt; a &quot;camera&quot; &amp; more.');
    expect(html).not.toContain('<b>Not</b>');
    expect(smtp.received[0]?.parsed.text).toContain('Reason: <b>Not</b> a "camera" & more.');
  });

  it('retries with exponential backoff while the server refuses for now (451), then delivers once', async () => {
    const { emailId } = await rejectedListing();
    smtp.verdict = (n) =>
      n <= 2 ? { accept: false, code: 451, message: 'Greylisted, try again later' } : accept();

    expect(await run()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await row(emailId)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('451') as string,
    });
    // pg-boss waits 30 s after the first try, stretched by up to as much again.
    const [first] = await jobsFor(t.db, EMAIL_DELIVERY_QUEUE, emailId);
    expect(first).toMatchObject({ state: 'retry', retryCount: 0 });
    expect(first?.dueInSeconds).toBeGreaterThan(25);
    expect(first?.dueInSeconds).toBeLessThanOrEqual(60);
    // Not due before its time.
    await moveQueueClock(t.db, EMAIL_DELIVERY_QUEUE, 25);
    expect(await run()).toEqual({ sent: 0, retried: 0, failed: 0 });
    await moveQueueClock(t.db, EMAIL_DELIVERY_QUEUE, 35);
    expect(await run()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await row(emailId)).toMatchObject({ status: 'pending', attempts: 2 });
    // Then twice as long.
    const [second] = await jobsFor(t.db, EMAIL_DELIVERY_QUEUE, emailId);
    expect(second).toMatchObject({ state: 'retry', retryCount: 1 });
    expect(second?.dueInSeconds).toBeGreaterThan(55);
    expect(second?.dueInSeconds).toBeLessThanOrEqual(120);
    await moveQueueClock(t.db, EMAIL_DELIVERY_QUEUE, 120);
    expect(await run()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await row(emailId)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(await jobsFor(t.db, EMAIL_DELIVERY_QUEUE, emailId)).toEqual([
      expect.objectContaining({ state: 'completed', retryCount: 2 }),
    ]);
    expect(smtp.attempts).toBe(3);
    expect(smtp.received).toHaveLength(1);
  });

  it('gives up at once on a permanent refusal (550)', async () => {
    const { emailId } = await rejectedListing();
    smtp.verdict = () => ({ accept: false, code: 550, message: 'No such mailbox' });
    expect(await run()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await row(emailId)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: expect.stringContaining('550') as string,
    });
    // The job is done: nothing waits to retry it, and no dead letter is left to look at.
    expect(await jobsFor(t.db, EMAIL_DELIVERY_QUEUE, emailId)).toEqual([
      expect.objectContaining({ state: 'completed' }),
    ]);
    expect(await jobsFor(t.db, EMAIL_DELIVERY_QUEUE + DEAD_LETTER_SUFFIX, emailId)).toEqual([]);
    await moveQueueClock(t.db, EMAIL_DELIVERY_QUEUE, 86_400);
    smtp.verdict = accept;
    await run();
    expect(await row(emailId)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(smtp.received.map((m) => m.parsed.messageId)).not.toContain(
      `<${emailId}@gavel.example>`,
    );
  });

  it('holds no transaction while sending: a bid is answered while the SMTP server stalls', async () => {
    const buyer = await activeDealer(t.app, admin);
    const { auctionId } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 0, 3600);
    await rejectedListing();
    let release: () => void = () => undefined;
    const stalled = new Promise<void>((resolve) => (release = resolve));
    smtp.verdict = async () => {
      await stalled;
      return accept();
    };
    const sending = run();
    await vi.waitFor(() => expect(smtp.attempts).toBe(1), { timeout: 5_000, interval: 10 });
    // The message is in the server's hands, unanswered: bidding goes on meanwhile.
    const answer = await bid(t.app, buyer, auctionId, 130_000);
    expect(answer.auction.current_price_cents).toBe(130_000);
    release();
    expect(await sending).toEqual({ sent: 1, retried: 0, failed: 0 });
  });

  it("sends the outbid email queued inside the bid's one statement", async () => {
    const [first, second] = [await activeDealer(t.app, admin), await activeDealer(t.app, admin)];
    const { auctionId } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 0, 3600);
    await run();
    smtp.received.length = 0;
    await bid(t.app, first, auctionId, 130_000);
    await bid(t.app, second, auctionId, 150_000);
    expect(await run()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received.map((m) => m.envelope.to)).toEqual([[first.email]]);
  });

  it('sends each queued email exactly once when several runs take jobs at once', async () => {
    const who = await seller(t.app);
    for (let i = 0; i < 12; i++) {
      await t.db.transaction((tx) =>
        t.app.services.notifier.notifyUser(tx, who.id, {
          type: 'listing.rejected',
          data: { listing_id: randomUUID(), listing_title: `Item ${i}`, reason: 'Duplicate' },
          at: t.clock.now(),
        }),
      );
    }
    await Promise.all([run(), run(), run()]);
    expect(smtp.received).toHaveLength(12);
    expect(new Set(smtp.received.map((m) => m.parsed.messageId)).size).toBe(12);
    expect(new Set(smtp.received.map((m) => m.parsed.subject)).size).toBe(12);
    const queued = (await outboxOf(t.db, who.id)).map((r) => r.email);
    expect(queued.filter((e) => e.status === 'sent' && e.attempts === 1)).toHaveLength(12);
  });

  it('queues no email when the change that made it rolls back', async () => {
    const who = await seller(t.app);
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.services.notifier.notifyUser(tx, who.id, {
          type: 'listing.rejected',
          data: { listing_id: randomUUID(), listing_title: 'Gone', reason: 'Duplicate' },
          at: t.clock.now(),
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await run()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await outboxOf(t.db, who.id)).toEqual([]);
    expect(smtp.attempts).toBe(0);
  });
});

const METRICS = 'metrics-token-metrics-token-0123';

describe('when the server cannot be reached', () => {
  let t: LifecycleApp;
  let admin: Actor;
  beforeAll(async () => {
    // Port 9 (discard): nothing listens, the connection is refused.
    t = await createLifecycleApp(
      { jobWorkers: false },
      { SMTP_URL: 'smtp://127.0.0.1:9', METRICS_TOKEN: METRICS },
    );
    admin = await staff(t.app);
  });
  afterAll(() => t.close());

  it("retries on pg-boss's schedule, then gives up: the row is failed, the job a dead letter", async () => {
    const owner = await seller(t.app);
    await submitSellerKyc(t.app, owner, admin);
    await makeNotices(t.app);
    const [queued] = await outboxOf(t.db, owner.id);
    const emailId = queued?.email.id ?? '';
    // 8 tries; before each retry a wait from 30 s doubling to at most an hour, each stretched
    // by up to as much again (and never past the hour).
    for (let attempt = 1; attempt <= 7; attempt++) {
      expect(await t.app.services.emailWorker.runDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
      const [job] = await jobsFor(t.db, EMAIL_DELIVERY_QUEUE, emailId);
      const wait = Math.min(3600, 30 * 2 ** (attempt - 1));
      expect(job).toMatchObject({ state: 'retry', retryCount: attempt - 1 });
      expect(job?.dueInSeconds).toBeGreaterThan(wait - 5);
      expect(job?.dueInSeconds).toBeLessThanOrEqual(Math.min(3600, 2 * wait));
      await moveQueueClock(t.db, EMAIL_DELIVERY_QUEUE, 3600);
    }
    const before = await t.db.read((ex) =>
      ex.select().from(emailOutbox).where(eq(emailOutbox.id, emailId)),
    );
    expect(before[0]).toMatchObject({ status: 'pending', attempts: 7 });
    expect(before[0]?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(await t.app.services.emailWorker.runDue()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [after] = await t.db.read((ex) =>
      ex.select().from(emailOutbox).where(eq(emailOutbox.id, emailId)),
    );
    expect(after).toMatchObject({ status: 'failed', attempts: 8 });
    expect(await jobsFor(t.db, EMAIL_DELIVERY_QUEUE, emailId)).toEqual([
      expect.objectContaining({ state: 'failed', retryCount: 7 }),
    ]);
    expect(await jobsFor(t.db, EMAIL_DELIVERY_QUEUE + DEAD_LETTER_SUFFIX, emailId)).toEqual([
      expect.objectContaining({ state: 'created' }),
    ]);
    // Given up: nothing is tried again, and the metrics show the dead letter.
    await moveQueueClock(t.db, EMAIL_DELIVERY_QUEUE, 86_400);
    expect(await t.app.services.emailWorker.runDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    const metrics = await t.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${METRICS}` },
    });
    expect(metrics.body).toContain(`gavel_job_dead_letters{queue="${EMAIL_DELIVERY_QUEUE}"} 1\n`);
    expect(metrics.body).toContain(
      `gavel_jobs{queue="${EMAIL_DELIVERY_QUEUE}",state="queued"} 0\n`,
    );
  });
});

describe('an instance with job workers', () => {
  it('delivers by itself, soon after the commit, and stops with the app', async () => {
    const timed = await createLifecycleApp({ jobWorkers: true });
    try {
      const boss = await staff(timed.app);
      const owner = await seller(timed.app);
      await submitSellerKyc(timed.app, owner, boss);
      const outbox = path.join(timed.app.config.dataDir, 'outbox');
      // The notice's email, sent and written (the owner's sign-up confirmation may or may not
      // have gone before the test confirmed the address, so other files do not count).
      const [sent] = await vi.waitFor(
        async () => {
          const emails = await outboxOf(timed.db, owner.id);
          expect(emails).toEqual([
            expect.objectContaining({
              type: 'kyc.reviewed',
              email: expect.objectContaining({ status: 'sent' }) as unknown,
            }),
          ]);
          return emails;
        },
        { timeout: 5_000, interval: 20 },
      );
      expect(fs.readdirSync(outbox)).toContainEqual(
        expect.stringMatching(new RegExp(`-${sent?.email.id ?? 'x'}\\.eml$`)),
      );
    } finally {
      await timed.close();
    }
  });
});

describe('without SMTP_URL', () => {
  let t: LifecycleApp;
  let admin: Actor;
  beforeAll(async () => {
    t = await createLifecycleApp({ jobWorkers: false });
    admin = await staff(t.app);
  });
  afterAll(() => t.close());

  it('writes each message to DATA_DIR/outbox as one .eml file', async () => {
    const owner = await seller(t.app);
    await submitSellerKyc(t.app, owner, admin);
    await makeNotices(t.app);
    const outbox = path.join(t.app.config.dataDir, 'outbox');
    expect(fs.existsSync(outbox)).toBe(false);
    expect(await t.app.services.emailWorker.runDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    // Running again writes nothing more.
    await t.app.services.emailWorker.runDue();

    const files = fs.readdirSync(outbox);
    const [queued] = await outboxOf(t.db, owner.id);
    expect(files).toEqual([
      expect.stringMatching(new RegExp(`-${queued?.email.id ?? 'x'}\\.eml$`)),
    ]);
    const raw = fs.readFileSync(path.join(outbox, files[0] ?? ''), 'utf8');
    // RFC 5322: CRLF line ends only.
    expect(raw).toContain('\r\n');
    expect(raw.replaceAll('\r\n', '')).not.toContain('\n');
    const mail = await PostalMime.parse(raw);
    expect(mail).toMatchObject({
      subject: 'Your identity check is approved',
      from: { name: 'Gavel', address: 'no-reply@localhost' },
      to: [{ address: owner.email }],
    });
    expect(mail.text).toContain('Open your identity check: http://localhost:8000/seller/kyc');
    expect(mail.html).toContain('<a href="http://localhost:8000/seller/kyc"');
    expect(await outboxOf(t.db, owner.id)).toEqual([
      expect.objectContaining({
        email: expect.objectContaining({ status: 'sent', attempts: 1 }) as unknown,
      }),
    ]);
  });
});
