import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { freshDatabase, freshPostgresDatabase, testConfig } from './helpers.js';
import { buildApp, type AppDeps } from '../src/app.js';
import { openPostgres, type Database } from '../src/db/index.js';
import { auctionEvents, auctions, auditEvents } from '../src/db/schema.js';
import { ManualClock } from '../src/lib/clock.js';
import type { Actor } from './actors.js';

/**
 * Test fixtures of the auction lifecycle (not a test file itself). The app runs without its
 * scheduler timer and job workers: tests move the ManualClock and call `runDue` and
 * `app.jobs.drain()` themselves, so nothing happens behind their back and nothing sleeps.
 */

// Access tokens follow the ManualClock; the stories here move it by days.
const LONG_TOKENS = { ACCESS_TOKEN_TTL_SECONDS: String(30 * 86_400) };

export interface LifecycleApp {
  app: FastifyInstance;
  db: Database;
  clock: ManualClock;
  runDue: (now?: Date) => Promise<{ started: number; ended: number; reminded: number }>;
  close: () => Promise<void>;
}

export async function createLifecycleApp(
  deps: Partial<AppDeps> = {},
  env: Record<string, string> = {},
): Promise<LifecycleApp> {
  const { db, drop } = await freshDatabase();
  const clock = new ManualClock(new Date());
  const config = testConfig({ ...LONG_TOKENS, ...env });
  // No job workers either: a test drains the jobs (`app.jobs.drain()`) before it reads what a
  // subscriber makes, such as notifications (ADR 041).
  const app = await buildApp(config, {
    db,
    clock,
    auctionTickMs: 0,
    jobWorkers: false,
    ...deps,
  });
  return {
    app,
    db,
    clock,
    runDue: (now) => app.services.auctionScheduler.runDue(now ?? clock.now()),
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * PostgreSQL only: one database that several app instances open with their own pools, as
 * several API processes would. Answers its URL and how to drop it.
 */
/** A PostgreSQL database that several app instances share. */
export const sharedPostgres = freshPostgresDatabase;

/** Another instance of the app on an existing PostgreSQL database, sharing the test's clock. */
export async function instanceOn(
  url: string,
  clock: ManualClock,
  deps: Partial<AppDeps> = {},
  env: Record<string, string> = {},
) {
  const config = testConfig({ ...LONG_TOKENS, ...env });
  const app = await buildApp(config, {
    db: openPostgres(url, 10),
    clock,
    auctionTickMs: 0,
    ...deps,
  });
  return {
    app,
    close: async () => {
      await app.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

type Inject = (
  method: 'GET' | 'POST',
  url: string,
  who?: Actor,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/** `call(method, url, who?, payload?)` against one app. */
export const caller =
  (app: () => FastifyInstance): Inject =>
  (method, url, who, payload) =>
    app().inject({ method, url, headers: who?.headers, payload: payload as never });

export { errorOf, fieldPaths } from './http.js';

/** Start and end bodies relative to the test clock, in seconds. */
export function times(clock: ManualClock, startIn: number, duration: number) {
  const start = clock.now().getTime() + startIn * 1000;
  return {
    start_at: new Date(start).toISOString(),
    end_at: new Date(start + duration * 1000).toISOString(),
  };
}

/** Schedules through the staff route and insists on 200. */
export async function schedule(
  app: FastifyInstance,
  clock: ManualClock,
  admin: Actor,
  auctionId: string,
  startIn = 0,
  duration = 600,
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/auctions/${auctionId}/schedule`,
    headers: admin.headers,
    payload: times(clock, startIn, duration),
  });
  if (res.statusCode !== 200) throw new Error(`schedule failed: ${res.statusCode} ${res.body}`);
  return res.json<{ status: string; start_at: string; end_at: string }>();
}

/** A bid of `amount` through the dealer route, whatever it is answered. */
export const bidRequest = (app: FastifyInstance, who: Actor, auctionId: string, amount: number) =>
  app.inject({
    method: 'POST',
    url: `/api/dealer/auctions/${auctionId}/bids`,
    headers: who.headers,
    payload: { amount_cents: amount },
  });

/** Places a bid through the dealer route and insists on 201. */
export async function bid(app: FastifyInstance, who: Actor, auctionId: string, amount: number) {
  const res = await bidRequest(app, who, auctionId, amount);
  if (res.statusCode !== 201) throw new Error(`bid failed: ${res.statusCode} ${res.body}`);
  return res.json<{ auction: { current_price_cents: number; end_at: string } }>();
}

export async function auctionRow(db: Database, id: string) {
  const [row] = await db.read((ex) => ex.select().from(auctions).where(eq(auctions.id, id)));
  if (!row) throw new Error(`no auction ${id}`);
  return row;
}

/** Audit events of one type about one subject. */
export function auditOf(db: Database, type: string, subjectId: string) {
  return db.read((ex) =>
    ex
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, type), eq(auditEvents.subjectId, subjectId))),
  );
}

/** Live events of one auction with one name. */
export function liveEventsOf(db: Database, auctionId: string, name: string) {
  return db.read((ex) =>
    ex
      .select()
      .from(auctionEvents)
      .where(and(eq(auctionEvents.auctionId, auctionId), eq(auctionEvents.name, name))),
  );
}
