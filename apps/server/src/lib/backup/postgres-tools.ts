import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import type { Query } from './manifest.js';

/**
 * PostgreSQL's own client programs (`pg_dump`, `pg_restore`), run as child processes: they are
 * the tools an operator already trusts, and their custom-format dumps restore anywhere.
 */

/** A refusal or failure to report to the operator as it is, without a stack. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * The URL without its password, and the environment that carries the password instead: a
 * password in a program's arguments is visible to every user of the machine (`ps`).
 */
export function libpqTarget(url: string): { dbname: string; env: Record<string, string> } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: password ? { PGPASSWORD: password } : {} };
}

export async function runPgProgram(
  program: 'pg_dump' | 'pg_restore',
  args: string[],
  opts: { pgBin?: string; env: Record<string, string> },
): Promise<void> {
  const file = opts.pgBin ? path.join(opts.pgBin, program) : program;
  const child = spawn(file, args, {
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', (err: NodeJS.ErrnoException) => {
      reject(
        err.code === 'ENOENT'
          ? new BackupError(
              `${file} was not found. Install the PostgreSQL client programs of your server's ` +
                'major version (or a newer one), or name their folder with --pg-bin.',
            )
          : err,
      );
    });
    child.once('close', resolve);
  });
  if (code !== 0) throw new BackupError(`${program} failed (exit ${code}):\n${stderr.trim()}`);
}

/** A connection that reports an unreachable or missing database in plain words. */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (err) {
    const e = err as { code?: string; message: string };
    const db = new URL(url).pathname.slice(1);
    throw new BackupError(
      e.code === '3D000'
        ? `The database ${db} does not exist. Create an empty one first (createdb ${db}).`
        : `Cannot connect to PostgreSQL: ${e.message}`,
    );
  }
  return client;
}

export const queryOf =
  (client: pg.Client): Query =>
  (sql) =>
    client.query(sql);

/** Whether the database holds no tables, views, sequences, types or schemas of its own. */
export async function isEmptyDatabase(client: pg.Client): Promise<boolean> {
  // count() is a bigint, which node-postgres answers as a string.
  const { rows } = await client.query<{ n: string }>(
    `select (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where n.nspname not in ('pg_catalog', 'information_schema')
                and n.nspname not like 'pg\\_%')
          + (select count(*) from pg_type t join pg_namespace n on n.oid = t.typnamespace
              where n.nspname = 'public')
          + (select count(*) from pg_namespace
              where nspname not in ('public', 'information_schema') and nspname not like 'pg\\_%')
          as n`,
  );
  return Number(rows[0]?.n ?? 0) === 0;
}
