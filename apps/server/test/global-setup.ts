import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openPostgres, wrapPglite } from '../src/db/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: 'pglite' | 'postgres';
    /** PGlite: a tarball of a migrated data folder. PostgreSQL: a migrated template database. */
    template: string;
    postgresUrl: string;
  }
}

/** Migrates one template per run; every test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  project.provide('testDb', kind);

  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-template-'));
    const client = await PGlite.create();
    const db = wrapPglite(client);
    await migrateDatabase(db);
    const dump = await client.dumpDataDir('none');
    const file = path.join(dir, 'template.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await db.close();
    project.provide('template', file);
    project.provide('postgresUrl', '');
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }

  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const template = `gavel_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const db = openPostgres(withDatabase(url, template), 1);
  await migrateDatabase(db);
  await db.close();
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
