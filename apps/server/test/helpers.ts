import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openPostgres, wrapPglite, type Database } from '../src/db/index.js';
import { ManualClock } from '../src/lib/clock.js';
import { withDatabase } from './global-setup.js';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** A new PostgreSQL database copied from the migrated template, and how to drop it. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = inject('postgresUrl');
  const name = `gavel_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    // Copies of one template are made one at a time: PostgreSQL refuses a copy while another
    // session is reading the template (55006 object_in_use). The lock ends with the session.
    await admin.query('select pg_advisory_lock(727274632)');
    await admin.query(`create database ${name} template ${inject('template')}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(server, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A fresh database for one test file: a copy of the migrated template. */
export async function freshDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (inject('testDb') === 'pglite') {
    const tar = fs.readFileSync(inject('template'));
    const client = await PGlite.create({ loadDataDir: new Blob([tar]) });
    return { db: wrapPglite(client), drop: () => Promise.resolve() };
  }
  const { url, drop } = await freshPostgresDatabase();
  return { db: openPostgres(url, 20), drop };
}

/**
 * A fresh database for the test file or `describe` block it is called in: opened before its
 * tests, closed and dropped after them. It answers the database itself (each call goes to the
 * one opened), so the tests use it as they would the value of `freshDatabase()`.
 */
export function useFreshDatabase(): Database {
  let fresh: { db: Database; drop: () => Promise<void> } | undefined;
  beforeAll(async () => {
    fresh = await freshDatabase();
  });
  afterAll(async () => {
    await fresh?.db.close();
    await fresh?.drop();
  });
  return new Proxy({} as Database, {
    get(_target, key) {
      if (!fresh) throw new Error('The fresh database opens in beforeAll: use it in a test.');
      const value: unknown = Reflect.get(fresh.db, key);
      return typeof value === 'function' ? (value as () => unknown).bind(fresh.db) : value;
    },
  });
}

export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    // No web app unless a test gives it one: never apps/web/dist, which a build (the start
    // script's test, a person's `npm start`) may be rewriting while tests run.
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'off',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: ManualClock;
  config: Config;
  close: () => Promise<void>;
}

/** The real app on a fresh database with a clock the test moves. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { db, drop } = await freshDatabase();
  const clock = new ManualClock(new Date());
  const config = testConfig(env);
  // No background timers: tests move the clock and run the scheduler and sweeps themselves.
  const app = await buildApp(config, {
    db,
    clock,
    auctionTickMs: 0,
    uploadSweepIntervalMs: 0,
    housekeepingIntervalMs: 0,
    clockCheckIntervalMs: 0,
    jobWorkers: false,
  });
  return {
    app,
    db,
    clock,
    config,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app of one test file: made on a fresh database before the file's tests, closed after them.
 * The object is filled in by the `beforeAll` hook, so read it only inside hooks and tests.
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(typeof env === 'function' ? env() : env));
  });
  afterAll(() => t.close());
  return t;
}

export function bearer(token: string): InjectOptions['headers'] {
  return { authorization: `Bearer ${token}` };
}

let counter = 0;
/** A unique, valid sign-up body. */
export function newAccount(role: 'seller' | 'dealer' = 'seller') {
  counter++;
  return {
    email: `user${counter}-${randomUUID().slice(0, 8)}@example.com`,
    password: `Sturdy-passphrase-${counter}`,
    role,
    name: `Test User ${counter}`,
  };
}

export interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: string; email: string; roles: string[] };
}

export async function register(app: FastifyInstance, role: 'seller' | 'dealer' = 'seller') {
  const body = newAccount(role);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { ...body, session: res.json<Session>() };
}
