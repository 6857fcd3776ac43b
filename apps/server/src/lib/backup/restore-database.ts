import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { migrationState, referencedKeys, type Manifest, type Query } from './manifest.js';
import { connect, libpqTarget, queryOf, runPgProgram } from './postgres-tools.js';

/** The database as restored: its migrations, and the stored files it names. */
export type Restored = Omit<Manifest['database'], 'kind'> & { keys: string[] };

/** Loads PGlite's data folder into `dir` and reads it back. */
export async function loadPglite(tarFile: string, dir: string): Promise<Restored> {
  const bytes = await fs.promises.readFile(tarFile);
  const client = await PGlite.create(dir, { loadDataDir: new Blob([bytes]) });
  try {
    const query: Query = (sql) => client.query(sql);
    const state = await migrationState(query);
    return { ...state, keys: await referencedKeys(query) };
  } finally {
    await client.close();
  }
}

export async function loadPostgres(
  url: string,
  dumpFile: string,
  pgBin?: string,
): Promise<Restored> {
  const target = libpqTarget(url);
  // One transaction: a failed restore leaves the database as empty as it was.
  await runPgProgram(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      '--dbname',
      target.dbname,
      dumpFile,
    ],
    { pgBin, env: target.env },
  );
  const client = await connect(url);
  try {
    // A dump carries no planner statistics: gather them before the first request.
    await client.query('analyze');
    const query = queryOf(client);
    const state = await migrationState(query);
    return { ...state, keys: await referencedKeys(query) };
  } finally {
    await client.end();
  }
}
