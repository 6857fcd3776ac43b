import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
// Only the migration module: the main thread cannot read the contract's TS source.
import { migratePglite, migratePostgres } from '../src/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: 'pglite' | 'postgres';
    /** PGlite: a tarball of a migrated data folder. PostgreSQL: a migrated template database. */
    template: string;
    postgresUrl: string;
    /** `REDIS_URL` of the run, or '': the tests of shared counters in Redis need one. */
    redisUrl: string;
  }
}

/** Migrates one template per run; every test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  // The project's `env` reaches test workers only, not this main-process hook: use its name.
  const kind = project.name === 'server:postgres' ? 'postgres' : 'pglite';
  project.provide('testDb', kind);
  const redisUrl = process.env.REDIS_URL ?? '';
  if (redisUrl) {
    // A REDIS_URL that does not answer would let the Redis tests pass on their PostgreSQL
    // fallback: the run stops here instead.
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      await redis.connect();
      await redis.ping();
    } catch (err) {
      throw new Error(`REDIS_URL=${redisUrl} does not answer: ${String(err)}`, { cause: err });
    } finally {
      redis.disconnect();
    }
  }
  project.provide('redisUrl', redisUrl);

  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-template-'));
    const client = await PGlite.create();
    await migratePglite(client);
    const dump = await client.dumpDataDir('none');
    const file = path.join(dir, 'template.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await client.close();
    project.provide('template', file);
    project.provide('postgresUrl', '');
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }

  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the server:postgres project needs DATABASE_URL');
  const template = `gavel_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const pool = new pg.Pool({ connectionString: withDatabase(url, template), max: 1 });
  await migratePostgres(pool);
  await pool.end();
  project.provide('template', template);
  project.provide('postgresUrl', url);
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
