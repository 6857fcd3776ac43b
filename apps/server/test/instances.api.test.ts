import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { auctions, auditEvents, emailOutbox, notifications } from '../src/db/schema.js';
import { systemClock } from '../src/lib/clock.js';
import { activeDealer, approvedAuction, staff, type Actor } from './actors.js';
import { freshPostgresDatabase, TEST_JWT_SECRET, testConfig } from './helpers.js';
import { EVENT_CEILING_MS, eventsPath, openEvents } from './live-fixtures.js';
import { exitCode, freePort, output, runTs, waitHealthy } from './process.js';

// Two real server processes on one PostgreSQL database, on the real clock (SPEC §1: any number
// of stateless instances): every auction settles exactly once although both schedulers run, and
// an SSE client on one instance receives a bid placed on the other.
describe.runIf(process.env.TEST_DB === 'postgres')('two server processes on one database', () => {
  const env = {
    JWT_SECRET: TEST_JWT_SECRET,
    RATE_LIMIT: 'off',
    AUCTION_MIN_DURATION_SECONDS: '1',
    // Short auctions: a bid must not push their end two minutes away.
    SOFT_CLOSE_SECONDS: '1',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
  };
  let dataDir: string;
  let db: { url: string; drop: () => Promise<void> };
  // Sets the story up through the API in-process; the processes then run it.
  let setup: FastifyInstance;
  const instances: { child: ChildProcess; base: string; log: () => string }[] = [];
  let admin: Actor;
  let dealerA: Actor;
  let dealerB: Actor;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-instances-'));
    db = await freshPostgresDatabase();
    const config = testConfig({ ...env, DATABASE_URL: db.url, DATA_DIR: dataDir });
    setup = await buildApp(config, {
      clock: systemClock,
      auctionTickMs: 0,
      uploadSweepIntervalMs: 0,
      // Only the two processes deliver emails.
    });
    admin = await staff(setup);
    dealerA = await activeDealer(setup, admin);
    dealerB = await activeDealer(setup, admin);
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const child = runTs('src/server.ts', [], {
        ...env,
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
      });
      const base = `http://127.0.0.1:${port}`;
      instances.push({ child, base, log: output(child) });
      await waitHealthy(base, child);
    }
  }, 120_000);

  afterAll(async () => {
    for (const { child } of instances) {
      child.kill('SIGTERM');
      await exitCode(child);
    }
    await setup.close();
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const schedule = async (auctionId: string, seconds: number) => {
    const now = Date.now();
    const res = await setup.inject({
      method: 'POST',
      url: `/api/admin/auctions/${auctionId}/schedule`,
      headers: admin.headers,
      payload: {
        start_at: new Date(now).toISOString(),
        end_at: new Date(now + seconds * 1000).toISOString(),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const bidOn = (base: string, who: Actor, auctionId: string, amount: number) =>
    fetch(`${base}/api/dealer/auctions/${auctionId}/bids`, {
      method: 'POST',
      headers: { ...who.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ amount_cents: amount }),
    });

  it('delivers a bid placed on instance B to an SSE client of instance A promptly', async () => {
    const [a, b] = instances;
    const { auctionId } = await approvedAuction(setup, admin);
    await schedule(auctionId, 300);
    const stream = await openEvents(a?.base ?? '', eventsPath(auctionId));
    try {
      expect(stream.res.status).toBe(200);
      const sent = Date.now();
      const res = await bidOn(b?.base ?? '', dealerA, auctionId, 120_000);
      expect(res.status).toBe(201);
      // SPEC §8's 1 s is the bench's to measure (EVENT_CEILING_MS).
      const event = await stream.nextEvent(EVENT_CEILING_MS);
      expect(Date.now() - sent).toBeLessThan(EVENT_CEILING_MS);
      expect(event.event).toBe('bid');
      expect(JSON.parse(event.data ?? '{}')).toMatchObject({
        id: auctionId,
        current_price_cents: 120_000,
      });
    } finally {
      stream.close();
    }
  });

  it('settles every auction exactly once while both schedulers run', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await approvedAuction(setup, admin)).auctionId);
    for (const id of ids) await schedule(id, 2);
    // Bids on some, through both instances, so outcomes differ.
    expect((await bidOn(instances[0]?.base ?? '', dealerA, ids[0] ?? '', 120_000)).status).toBe(
      201,
    );
    expect((await bidOn(instances[1]?.base ?? '', dealerB, ids[1] ?? '', 120_000)).status).toBe(
      201,
    );

    const deadline = Date.now() + 10_000;
    for (const id of ids) {
      for (;;) {
        const res = await fetch(`${instances[0]?.base ?? ''}/api/auctions/${id}`);
        if (((await res.json()) as { status: string }).status === 'ended') break;
        if (Date.now() > deadline) {
          const rows = await setup.db.read((ex) =>
            ex.select().from(auctions).where(eq(auctions.id, id)),
          );
          throw new Error(`auction ${id} did not end in time: ${JSON.stringify(rows)}`);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    for (const id of ids) {
      for (const type of ['auction.started', 'auction.ended'] as const) {
        const rows = await setup.db.read((ex) =>
          ex
            .select()
            .from(auditEvents)
            .where(and(eq(auditEvents.subjectId, id), eq(auditEvents.type, type))),
        );
        expect([id, type, rows.length]).toEqual([id, type, 1]);
      }
    }
    const first = await (
      await fetch(`${instances[1]?.base ?? ''}/api/auctions/${ids[0] ?? ''}`)
    ).json();
    expect(first).toMatchObject({ status: 'ended', outcome: 'reserve_not_met' });
    for (const { log } of instances) expect(log()).not.toMatch(/"level":50/);
  });

  it('reminds each watcher once and sends each email once while both instances run', async () => {
    const { auctionId } = await approvedAuction(setup, admin);
    // Starts in a second and lasts two: under 15 minutes, so watchers are reminded as it starts.
    const start = Date.now() + 1_000;
    const scheduled = await setup.inject({
      method: 'POST',
      url: `/api/admin/auctions/${auctionId}/schedule`,
      headers: admin.headers,
      payload: {
        start_at: new Date(start).toISOString(),
        end_at: new Date(start + 2_000).toISOString(),
      },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    for (const who of [dealerA, dealerB]) {
      const res = await setup.inject({
        method: 'PUT',
        url: `/api/dealer/watchlist/${auctionId}`,
        headers: who.headers,
      });
      expect(res.statusCode).toBe(204);
    }
    const reminders = () =>
      setup.db.read((ex) =>
        ex
          .select({ id: notifications.id, userId: notifications.userId, email: emailOutbox })
          .from(notifications)
          .innerJoin(emailOutbox, eq(emailOutbox.notificationId, notifications.id))
          .where(
            and(
              eq(notifications.type, 'auction.ending_soon'),
              sql`${notifications.data}->>'auction_id' = ${auctionId}`,
            ),
          ),
      );
    const deadline = Date.now() + 15_000;
    for (;;) {
      const rows = await reminders();
      if (rows.length === 2 && rows.every((r) => r.email.status === 'sent')) break;
      if (Date.now() > deadline) throw new Error(`reminders not sent: ${JSON.stringify(rows)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const rows = await reminders();
    expect(rows.map((r) => r.userId).sort()).toEqual([dealerA.id, dealerB.id].sort());
    // One claim each: no email went out twice.
    expect(rows.map((r) => r.email.attempts)).toEqual([1, 1]);
    const files = fs.readdirSync(path.join(dataDir, 'outbox'));
    for (const { email } of rows) {
      expect(files.filter((f) => f.endsWith(`-${email.id}.eml`))).toHaveLength(1);
    }
    for (const { log } of instances) expect(log()).not.toMatch(/"level":50/);
  });
});
