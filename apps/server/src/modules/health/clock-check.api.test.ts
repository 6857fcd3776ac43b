import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testConfig } from '../../../test/helpers.js';
import { buildApp } from '../../app.js';
import { systemClock, type Clock } from '../../lib/clock.js';

// SPEC §9: each instance compares its clock with the database's at start and every minute,
// warns beyond 500 ms and exposes the offset as gavel_clock_offset_seconds.
const TOKEN = 'metrics-token-0123456789-abcdefghijklmnop';

interface LogLine {
  level: number;
  msg: string;
  offsetMs?: number;
}

/** An app with its clock check on (it runs as the app gets ready) and its log lines. */
async function appWith(clock: Clock) {
  const { db, drop } = await freshDatabase();
  const lines: LogLine[] = [];
  const app = await buildApp(testConfig({ LOG_LEVEL: 'warn', METRICS_TOKEN: TOKEN }), {
    db,
    clock,
    logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) },
    auctionTickMs: 0,
    uploadSweepIntervalMs: 0,
    housekeepingIntervalMs: 0,
  });
  return {
    app,
    lines,
    clockWarnings: () => lines.filter((l) => l.level === 40 && l.msg.includes('clock')),
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

async function scrapedOffset(app: FastifyInstance): Promise<number> {
  const res = await app.inject({
    url: '/api/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  const sample = /^gavel_clock_offset_seconds (\S+)$/m.exec(res.body)?.[1];
  expect(sample, res.body).toBeDefined();
  return Number(sample);
}

/** The real clock moved by `offsetMs`: ahead by that much however long the app takes to build. */
const shifted = { offsetMs: 5_000, now: () => new Date(Date.now() + shifted.offsetMs) };

describe('an instance whose clock is 5 s ahead of the database', () => {
  const clock: Clock = shifted;
  let t: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    t = await appWith(clock);
  });
  afterAll(() => t.close());

  it('warns at start, with the offset in ms', () => {
    const [warning] = t.clockWarnings();
    expect(warning?.offsetMs).toBeLessThan(-4_500);
    expect(warning?.offsetMs).toBeGreaterThan(-5_500);
    expect(warning?.msg).toMatch(/clock is \d+ ms ahead of the database's/);
  });

  it('exposes the offset (database minus instance) as gavel_clock_offset_seconds', async () => {
    shifted.offsetMs = 5_000;
    const offsetMs = await t.app.services.clockCheck.run();
    expect(offsetMs).toBeGreaterThan(-5_500);
    expect(offsetMs).toBeLessThan(-4_500);
    const seconds = await scrapedOffset(t.app);
    expect(seconds).toBeCloseTo(offsetMs / 1000, 3);
  });

  it('says nothing once the clocks agree, and the metric follows', async () => {
    shifted.offsetMs = 0;
    t.lines.length = 0;
    const offsetMs = await t.app.services.clockCheck.run();
    expect(Math.abs(offsetMs)).toBeLessThan(500);
    expect(t.clockWarnings()).toEqual([]);
    expect(Math.abs(await scrapedOffset(t.app))).toBeLessThan(0.5);
  });
});

describe('an instance on the system clock', () => {
  it('finds it in step with the database and does not warn', async () => {
    const t = await appWith(systemClock);
    try {
      expect(t.clockWarnings()).toEqual([]);
      expect(Math.abs(await scrapedOffset(t.app))).toBeLessThan(0.5);
    } finally {
      await t.close();
    }
  });
});
