import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { systemClock } from '../../src/lib/clock.js';
import { listingWithPhotos, seller, submitSellerKyc, type Actor } from '../actors.js';
import { freshPostgresDatabase, TEST_JWT_SECRET, testConfig } from '../helpers.js';
import { exitCode, output, runTs, waitHealthy } from '../process.js';

/**
 * Support for the reliability tests (not a test file itself): real server processes started
 * from source on a real PostgreSQL database, killed with SIGKILL and restarted, plus the SQL the
 * tests check the database with afterwards.
 */

/** What every server process of these tests runs with: production, short auctions. */
export const SERVER_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: TEST_JWT_SECRET,
  RATE_LIMIT: 'off',
  AUCTION_MIN_DURATION_SECONDS: '1',
  // A bid in the last second moves the end one second on, not two minutes.
  SOFT_CLOSE_SECONDS: '1',
  ACCESS_TOKEN_TTL_SECONDS: '3600',
  // A job the killed server held comes back on its expiry, not a minute later.
  JOBS_SUPERVISE_SECONDS: '1',
};

export interface ServerProcess {
  /** Also its PostgreSQL `application_name`, so its sessions can be told apart. */
  name: string;
  base: string;
  child: ChildProcess;
  log: () => string;
}

export function withApplicationName(url: string, name: string): string {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
}

/** Starts `src/server.ts` as its own process and waits until `/api/health` answers 200. */
export async function startServer(
  name: string,
  port: number,
  env: Record<string, string> & { DATABASE_URL: string; DATA_DIR: string },
): Promise<ServerProcess> {
  const child = runTs('src/server.ts', [], {
    ...SERVER_ENV,
    ...env,
    DATABASE_URL: withApplicationName(env.DATABASE_URL, name),
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  const server = { name, base: `http://127.0.0.1:${port}`, child, log: output(child) };
  try {
    await waitHealthy(server.base, child, 60_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${name} did not start: ${String(err)}\n${server.log()}`, { cause: err });
  }
  return server;
}

/** `kill -9`: no shutdown hook, no drain; open transactions die with their connections. */
export async function killHard(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await exitCode(server.child);
}

export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server) return;
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await exitCode(server.child);
}

/** Lines the server logged at level error (50) or fatal (60). */
export const errorLines = (server: ServerProcess): string[] =>
  server
    .log()
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line));

/**
 * The statements of the open transactions of the process named `name` (its current one, or
 * the last one while it is idle in the transaction). Only in `sql`'s database: test files
 * running at the same time name their servers alike (`gavel-1`), each on its own database.
 */
export async function openTransactions(sql: pg.Pool, name: string): Promise<string[]> {
  const { rows } = await sql.query<{ query: string }>(
    `select query from pg_stat_activity
      where application_name = $1 and datname = current_database() and xact_start is not null
        and state in ('active', 'idle in transaction')`,
    [name],
  );
  return rows.map((r) => r.query);
}

/**
 * Waits for a moment to kill the process named `name` while `busy()` (requests in flight):
 * preferably while one of its transactions is committing, so a change becomes durable whose
 * answer is never sent; failing that within `commitWaitMs`, while a transaction is open.
 */
export async function awaitKillPoint(
  sql: pg.Pool,
  name: string,
  busy: () => boolean,
  commitWaitMs = 3_000,
): Promise<'committing' | 'in a transaction'> {
  const until = Date.now() + commitWaitMs;
  while (Date.now() < until) {
    if (!busy()) {
      await sleep(1);
      continue;
    }
    const open = await openTransactions(sql, name);
    if (open.some((q) => /^\s*commit\b/i.test(q))) return 'committing';
  }
  await waitFor(
    async () => busy() && (await openTransactions(sql, name)).length > 0,
    `an open transaction of ${name}`,
    10_000,
    1,
  );
  return 'in a transaction';
}

/**
 * Where requests wait while the server is down: closed just before a kill, opened once the
 * new process answers. A request that fails meanwhile waits here before it is retried.
 */
export class Gate {
  #open = true;
  #waiters: (() => void)[] = [];

  get isOpen(): boolean {
    return this.#open;
  }

  close(): void {
    this.#open = false;
  }

  open(): void {
    this.#open = true;
    for (const wake of this.#waiters.splice(0)) wake();
  }

  async pass(): Promise<void> {
    if (this.#open) return;
    await new Promise<void>((resolve) => this.#waiters.push(resolve));
  }
}

/** Polls `check` every `everyMs` until it answers true; throws `what` after `timeoutMs`. */
export async function waitFor(
  check: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 20_000,
  everyMs = 50,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A JSON request over real HTTP; `null` when no answer came (the server died or was down). */
export async function send(
  base: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  who: { headers: Record<string, string> } | undefined,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> } | null> {
  let res: Response;
  try {
    res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...who?.headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return null;
  }
  try {
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  } catch {
    // The connection broke while the answer was read: as good as no answer.
    return null;
  }
}

/**
 * The world of one reliability test file: a fresh PostgreSQL database, a data folder, and an
 * in-process app (no timers, so it never settles or sends anything itself) that sets the story
 * up through the API the way the other API tests do. `sql` reads the database directly.
 */
export interface World {
  url: string;
  dataDir: string;
  setup: FastifyInstance;
  sql: pg.Pool;
  close: () => Promise<void>;
}

export async function createWorld(env: Record<string, string> = {}): Promise<World> {
  const db = await freshPostgresDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-reliability-'));
  const setup = await buildApp(
    testConfig({
      ...SERVER_ENV,
      NODE_ENV: 'test',
      ...env,
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
    }),
    {
      clock: systemClock,
      auctionTickMs: 0,
      uploadSweepIntervalMs: 0,
      housekeepingIntervalMs: 0,
      clockCheckIntervalMs: 0,
      // The story's instances take the jobs (notices, emails): the setup app only sets the scene.
      jobWorkers: false,
    },
  );
  const sql = new pg.Pool({ connectionString: withApplicationName(db.url, 'test-checks'), max: 3 });
  // As node-postgres asks of every pool: an idle connection the server ends is an 'error' event,
  // which without a listener would end the test process; the next check gets a new connection.
  sql.on('error', (err) =>
    console.warn(`[reliability] a checks connection was lost: ${err.message}`),
  );
  return {
    url: db.url,
    dataDir,
    setup,
    sql,
    close: async () => {
      await setup.close();
      await sql.end();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `count` listings of one seller (approved KYC, one photo each) submitted for review: starting
 * price 1,200.00, reserve 1,800.00. Cheaper than a seller per listing.
 */
export async function submittedListings(
  app: FastifyInstance,
  admin: Actor,
  count: number,
): Promise<{ owner: Actor; ids: string[] }> {
  const owner = await seller(app);
  await submitSellerKyc(app, owner, admin);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const { id } = await listingWithPhotos(app, owner, 1, {
      title: `Reliability lot ${i + 1}`,
      description: 'A lot of the reliability tests.',
      category: 'machinery',
      specifics: { make: 'JCB', model: '3CX', year: 2015, operating_hours: 6400 },
      condition: 'used',
      location_city: 'Leeds',
      location_country: 'GB',
      starting_price_cents: 120_000,
      reserve_price_cents: 180_000,
    });
    const res = await app.inject({
      method: 'POST',
      url: `/api/seller/listings/${id}/submit`,
      headers: owner.headers,
    });
    if (res.statusCode !== 200) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
    ids.push(id);
  }
  return { owner, ids };
}

/** `count` auctions of such listings, awaiting scheduling; answers their ids. */
export async function pendingAuctions(
  app: FastifyInstance,
  sql: pg.Pool,
  admin: Actor,
  count: number,
): Promise<{ owner: Actor; ids: string[] }> {
  const { owner, ids: listingIds } = await submittedListings(app, admin, count);
  const ids: string[] = [];
  for (const listingId of listingIds) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/listings/${listingId}/approve`,
      headers: admin.headers,
    });
    if (res.statusCode !== 200) throw new Error(`approve failed: ${res.statusCode} ${res.body}`);
    const { rows } = await sql.query<{ id: string }>(
      'select id from auctions where listing_id = $1',
      [listingId],
    );
    if (!rows[0]) throw new Error('approve created no auction');
    ids.push(rows[0].id);
  }
  return { owner, ids };
}

/** Schedules an auction through the in-process app: live from now until `endAt`. */
export async function scheduleLive(
  app: FastifyInstance,
  admin: Actor,
  auctionId: string,
  endAt: number,
): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/auctions/${auctionId}/schedule`,
    headers: admin.headers,
    payload: { start_at: new Date().toISOString(), end_at: new Date(endAt).toISOString() },
  });
  if (res.statusCode !== 200) throw new Error(`schedule failed: ${res.statusCode} ${res.body}`);
}

/** How many audit events of `type` name `subjectId`. */
export async function auditCount(sql: pg.Pool, type: string, subjectId: string): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    'select count(*)::int as n from audit_events where type = $1 and subject_id = $2',
    [type, subjectId],
  );
  return rows[0]?.n ?? 0;
}
