import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { isDatabaseUnavailable } from './errors.js';
import { createPgListener, type NotifyHandlers, type StopListening } from './pg-listen.js';
import { inlinedText } from './inline.js';
import { acquireLock } from './lock.js';
import { checkMigrated, migratePglite, migratePostgres } from './migrate.js';
import * as schema from './schema.js';
import { SerialQueue } from './serial-queue.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What repositories run their SQL on: the database outside a transaction, or a transaction. */
export type Executor = Db | Tx;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction (on PGlite, alone on the connection). */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * `transaction`, then `afterCommit` (one statement without parameters) once the commit has
   * succeeded. On PostgreSQL both go in the round trip of COMMIT, for writes that hold a hot
   * row lock until they commit (issue 15). `opening`, when given, is the transaction's first
   * statement (one, without parameters: its values inlined by the caller, who answers for
   * them); on PostgreSQL it goes in the round trip of BEGIN (issue 36), and `fn` gets its rows.
   * `fn` may hand over its last write (`last`, once, its answer unread): it runs after `fn`,
   * and on PostgreSQL in the round trip of COMMIT (issue 36). `fn` gets no savepoints: it may
   * not nest transactions.
   */
  transactionThen<T>(
    fn: (tx: Executor, opened: unknown[], last: (statement: SQL) => void) => Promise<T>,
    afterCommit: string,
    opening?: string,
  ): Promise<T>;
  /** Runs reads outside a transaction (on PGlite, still alone on the connection). */
  read<T>(fn: (db: Executor) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` outside a transaction, each statement committing by itself: for one write that is
   * atomic alone (one combined statement), without BEGIN's and COMMIT's round trips.
   */
  autocommit<T>(fn: (db: Executor) => Promise<T>): Promise<T>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Connections now, for metrics (on PGlite: its one connection and the queue before it). */
  poolStats(): PoolStats;
  /**
   * LISTENs on `channel`: `onNotify` gets the payload of every NOTIFY committed on it, by this
   * instance or any other on the same database. Resolves once listening.
   */
  listen(channel: string, handlers: NotifyHandlers): Promise<StopListening>;
  /**
   * Runs SQL as the job library sends it (ADR 041): one statement with `$n` values, or without
   * values a script of several (pg-boss wraps its locked steps in BEGIN … COMMIT). Outside any
   * transaction of ours; on PGlite in its turn on the connection, like every other call.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections the pool may open. */
  max: number;
  /** Connections open, in use or idle. */
  total: number;
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

/** Made by the build: an initialised, migrated database that a first start unpacks. */
const TEMPLATE_FILE = fileURLToPath(new URL('./template.tar.gz', import.meta.url));

// A database call made while another is open on the same path would deadlock PGlite's queue
// and take a second pool connection on PostgreSQL; both are bugs, so both drivers refuse it.
const inDatabaseCall = new AsyncLocalStorage<true>();
function guarded<T>(
  schedule: (job: () => Promise<T>) => Promise<T>,
  job: () => Promise<T>,
): Promise<T> {
  if (inDatabaseCall.getStore()) {
    return Promise.reject(
      new Error('Nested database call: pass the open transaction down instead.'),
    );
  }
  return schedule(() => inDatabaseCall.run(true, job));
}
const direct = <T>(job: () => Promise<T>) => job();

/**
 * Runs `transactionThen`'s `fn` and answers what it handed to `last`. A second call, or one made
 * after `fn` has settled, is a bug (a write would be lost), so both throw.
 */
async function withLast<T>(
  fn: (last: (statement: SQL) => void) => Promise<T>,
): Promise<{ answer: T; closing: SQL | undefined }> {
  let closing: SQL | undefined;
  let open = true;
  try {
    const answer = await fn((statement) => {
      if (!open) throw new Error('The transaction’s last statement came after it ended.');
      if (closing) throw new Error('A transaction has one last statement.');
      closing = statement;
    });
    return { answer, closing };
  } finally {
    open = false;
  }
}

/** An open PGlite instance wrapped as a Database; `onClose` runs after PGlite has closed. */
type PgliteDatabase = Database & { client: PGlite };

export function wrapPglite(client: PGlite, onClose: () => void = () => undefined): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const queue = new SerialQueue();
  // Outside a transaction: reads, and a write that is one statement (`autocommit`).
  const outside = <T>(fn: (ex: Executor) => Promise<T>) =>
    guarded(
      (job) => queue.run(job),
      () => fn(db),
    );
  const database: PgliteDatabase = {
    kind: 'pglite',
    client,
    transaction: (fn) =>
      guarded(
        (job) => queue.run(job),
        () => db.transaction(fn),
      ),
    transactionThen: (fn, afterCommit, opening) =>
      guarded(
        (job) => queue.run(job),
        async () => {
          const result = await db.transaction(async (tx) => {
            // PGlite answers `{ rows }` (its Results).
            const done: unknown =
              opening === undefined ? { rows: [] } : await tx.execute(sql.raw(opening));
            const opened = (done as { rows: unknown[] }).rows;
            const { answer, closing } = await withLast((last) => fn(tx, opened, last));
            if (closing) await tx.execute(closing);
            return answer;
          });
          await client.exec(afterCommit);
          return result;
        },
      ),
    read: outside,
    autocommit: outside,
    ping: () =>
      queue.run(async () => {
        await client.query('select 1');
      }),
    poolStats: () => {
      const pending = queue.pending;
      return { max: 1, total: 1, idle: pending === 0 ? 1 : 0, waiting: Math.max(0, pending - 1) };
    },
    listen: async (channel, handlers) => {
      // PGlite calls listeners from inside the query that committed the NOTIFY, so in that
      // caller's database call: step out of it, or the handler could not use the database.
      const onNotify = (payload: string) => inDatabaseCall.exit(() => handlers.onNotify(payload));
      const unlisten = await queue.run(() => client.listen(channel, onNotify));
      return () =>
        queue.run(async () => {
          if (!client.closed) await unlisten();
        });
    },
    executeSql: (text, values) =>
      guarded(
        (job) => queue.run(job),
        async () => {
          try {
            if (values?.length) return await client.query(text, values);
            // A script answers one result per statement: a RETURNING before the COMMIT counts.
            const results = await client.exec(text);
            return { rows: results.flatMap((r) => r.rows) };
          } catch (err) {
            // One connection: a script that failed inside its BEGIN would leave every later
            // call in an aborted transaction. A pool would have dropped that connection.
            await client.query('rollback').catch(() => undefined);
            throw err;
          }
        },
      ),
    close: async () => {
      await queue.run(async () => {
        if (!client.closed) await client.close();
      });
      onClose();
    },
  };
  return database;
}

/** Opens (creating if needed) the embedded database in `dataDir/db`, locked to this process. */
export async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.join(dataDir, 'db');
  fs.mkdirSync(dir, { recursive: true });
  const release = acquireLock(path.join(dataDir, 'db.lock'));
  try {
    // A new folder starts from the build's template (about twice as fast as initdb).
    const isNew = !fs.existsSync(path.join(dir, 'PG_VERSION'));
    const template =
      isNew && fs.existsSync(TEMPLATE_FILE) ? fs.readFileSync(TEMPLATE_FILE) : undefined;
    const client = await PGlite.create(dir, template ? { loadDataDir: new Blob([template]) } : {});
    return wrapPglite(client, release);
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * Limits that keep a request from hanging on a database that is down, unreachable or stuck
 * (docs/operations.md, "Database outages"). A refused connection fails at once; these bound the
 * cases where nothing answers at all.
 */
export const POSTGRES_TIMEOUTS = {
  /** Waiting for a pooled connection: to open a new one, or for one to be free in a full pool. */
  connectMs: 3_000,
  /** Server side: a longer statement is cancelled, its transaction rolled back, locks freed. */
  statementMs: 15_000,
  /** Server side: a session idle inside an open transaction this long is ended (its locks go). */
  idleInTransactionMs: 15_000,
  /** Client side: no answer this long to a query means the server or network is gone. */
  queryMs: 20_000,
};

export function openPostgres(
  url: string,
  poolSize = 10,
): Database & { pool: pg.Pool; url: string } {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: POSTGRES_TIMEOUTS.statementMs,
    idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.idleInTransactionMs,
    query_timeout: POSTGRES_TIMEOUTS.queryMs,
    // Lets the kernel notice a server that vanished without closing the connection.
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  // The pool stops listening to a client while it is checked out: a connection lost between two
  // queries of a transaction would then be an unhandled 'error' event, which ends the process.
  // The transaction's next query fails instead, and the broken client is dropped on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listener = createPgListener(url);
  // One drizzle per connection, made once: making one per transaction costs about half a ms.
  const onClient = new WeakMap<pg.PoolClient, Db>();
  const dbOn = (client: pg.PoolClient): Db => {
    let found = onClient.get(client);
    if (!found) onClient.set(client, (found = drizzlePg(client, { schema }) as unknown as Db));
    return found;
  };
  // The client is checked out here, not by drizzle: drizzle never releases a client whose BEGIN
  // failed, and a pool that leaks one slot per failure never recovers from an outage.
  // Outside a transaction: reads, and a write that is one statement (`autocommit`).
  const outside = <T>(fn: (ex: Executor) => Promise<T>) => guarded(direct, () => fn(db));
  const onOneClient = <T>(job: (client: pg.PoolClient) => Promise<T>) =>
    guarded(direct, async () => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await job(client);
      } catch (err) {
        // A query that timed out may still run on that connection: it must not be reused.
        if (isDatabaseUnavailable(err)) broken = err instanceof Error ? err : new Error('lost');
        throw err;
      } finally {
        client.release(broken);
      }
    });
  return {
    kind: 'postgres',
    pool,
    url,
    transaction: (fn) => onOneClient((client) => dbOn(client).transaction(fn)),
    transactionThen: (fn, afterCommit, opening) =>
      onOneClient(async (client) => {
        let result;
        try {
          // One simple query, two statements: BEGIN and the opening, in one round trip.
          const begun = (await client.query(
            opening === undefined ? 'begin' : `begin; ${opening}`,
          )) as unknown as pg.QueryResult | pg.QueryResult[];
          const opened: unknown[] = Array.isArray(begun) ? (begun.at(-1)?.rows ?? []) : [];
          const { answer, closing } = await withLast((last) => fn(dbOn(client), opened, last));
          result = answer;
          // The last write, its values written in, goes with COMMIT; one whose values cannot
          // be (inline.ts) goes on its own first.
          let last = '';
          if (closing) {
            const text = inlinedText(closing);
            if (text === undefined) await dbOn(client).execute(closing);
            else last = `${text}; `;
          }
          // One simple query: each statement runs only if the one before succeeded. A failed
          // COMMIT has already ended the transaction; a failed last write leaves it to roll back.
          await client.query(`${last}commit; ${afterCommit}`);
        } catch (err) {
          // A lost connection rolls back by itself; the error that says so is the one to keep.
          await client.query('rollback').catch(() => undefined);
          throw err;
        }
        return result;
      }),
    read: outside,
    autocommit: outside,
    ping: async () => {
      await pool.query('select 1');
    },
    poolStats: () => ({
      max: poolSize,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    listen: (channel, handlers) => listener.listen(channel, handlers),
    executeSql: (text, values) =>
      guarded(direct, () => (values?.length ? pool.query(text, values) : pool.query(text))).then(
        // A script answers one result per statement.
        (result: pg.QueryResult | pg.QueryResult[]) => ({
          rows: Array.isArray(result) ? result.flatMap((r): unknown[] => r.rows) : result.rows,
        }),
      ),
    close: async () => {
      await listener.close();
      // Closing twice (a test, then the app's onClose) is not an error.
      if (!pool.ended) await pool.end();
    },
  };
}

export async function openDatabase(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize?: number;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolSize)
    : openPglite(opts.dataDir);
}

/**
 * Brings the schema up to date and answers how many migrations it applied; safe when several
 * instances start at once.
 */
export async function migrateDatabase(database: Database): Promise<number> {
  if (database.kind === 'postgres') {
    // Not on the request pool: a migration, or waiting for another instance's, may rightly take
    // longer than the request timeouts allow.
    const pool = new pg.Pool({
      connectionString: (database as ReturnType<typeof openPostgres>).url,
      max: 1,
      connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
    });
    pool.on('error', () => undefined);
    try {
      return await migratePostgres(pool);
    } finally {
      await pool.end();
    }
  }
  return database.read(() => migratePglite((database as PgliteDatabase).client));
}

/** Throws `MigrationsPendingError` when the database lacks a migration (MIGRATE_ON_START=false). */
export async function checkDatabaseMigrated(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { pool } = database as ReturnType<typeof openPostgres>;
    await checkMigrated((text) => pool.query(text));
    return;
  }
  const { client } = database as PgliteDatabase;
  await database.read(() => checkMigrated((text) => client.query(text)));
}
