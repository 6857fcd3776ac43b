import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MIGRATIONS_DIR } from '../../db/migrate.js';

/**
 * What a Gavel backup archive holds (a gzipped tar, see tar.ts), in this order:
 *
 *   gavel-backup.json        this manifest: what was backed up, from which schema version
 *   database/pglite.tar      embedded mode: PGlite's data folder (`dumpDataDir`)
 *   database/postgres.dump   PostgreSQL mode: `pg_dump --format=custom`
 *   data/uploads/…           DATA_DIR/uploads (local storage driver only)
 *   data/secrets/…           DATA_DIR/secrets: generated JWT and link-signing keys
 *   data/outbox/…            DATA_DIR/outbox: emails written as files when SMTP_URL is unset
 *   SHA256SUMS               `sha256sum` lines for every entry above but the manifest's own
 */

export const MANIFEST_ENTRY = 'gavel-backup.json';
export const CHECKSUMS_ENTRY = 'SHA256SUMS';
export const DATABASE_ENTRY = {
  pglite: 'database/pglite.tar',
  postgres: 'database/postgres.dump',
} as const;
/** The DATA_DIR folders a backup carries, as `data/<folder>/…` entries. */
export const DATA_FOLDERS = ['uploads', 'secrets', 'outbox'] as const;
export type DataFolder = (typeof DATA_FOLDERS)[number];

const DATA_ENTRY = /^data\/(uploads|secrets|outbox)(\/[A-Za-z0-9._-]+)+$/;

/** Whether `name` may appear in an archive; anything else is refused before it is written. */
export function isKnownEntry(name: string): boolean {
  if (name === MANIFEST_ENTRY || name === CHECKSUMS_ENTRY) return true;
  if (name === DATABASE_ENTRY.pglite || name === DATABASE_ENTRY.postgres) return true;
  return DATA_ENTRY.test(name) && !name.split('/').some((part) => part === '.' || part === '..');
}

export const manifestSchema = z.object({
  format: z.literal('gavel-backup'),
  version: z.literal(1),
  created_at: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** Rows of `drizzle.__drizzle_migrations`, and the newest one's `created_at`. */
    migrations: z.int().nonnegative(),
    last_migration_at: z.int().nullable(),
  }),
  storage: z.object({
    driver: z.enum(['local', 's3']),
    bucket: z.string().optional(),
  }),
  /** DATA_DIR folders present in the archive. */
  data_folders: z.array(z.enum(DATA_FOLDERS)),
  /** Storage keys of finalized uploads the database names but the upload folder lacked. */
  missing_files: z.array(z.string()),
});
export type Manifest = z.infer<typeof manifestSchema>;

export function formatChecksums(sums: Map<string, string>): string {
  return [...sums].map(([name, sha]) => `${sha}  ${name}\n`).join('');
}

export function parseChecksums(text: string): Map<string, string> {
  const sums = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (!match?.[1] || !match[2]) throw new Error(`${CHECKSUMS_ENTRY} has a malformed line`);
    sums.set(match[2], match[1]);
  }
  return sums;
}

/** `created_at` of the newest migration this build knows (drizzle's journal `when`). */
export function newestKnownMigration(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

/** Answers `{ rows }` to SQL, as both PGlite and node-postgres do. */
export type Query = (sql: string) => Promise<{ rows: unknown[] }>;

/** How far the database's schema is migrated. */
export async function migrationState(query: Query): Promise<Omit<Manifest['database'], 'kind'>> {
  const { rows } = await query(
    'select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  const row = rows[0] as { n: number; last: string | null } | undefined;
  return {
    migrations: row?.n ?? 0,
    last_migration_at: row?.last == null ? null : Number(row.last),
  };
}

/**
 * Storage keys that finalized uploads point at: the files the database cannot do without. The
 * key columns are read by name from each row, so a database restored from an archive older than
 * one of them (`display_key`, ADR 036; the AVIF keys, ADR 037) is read as well.
 */
export async function referencedKeys(query: Query): Promise<string[]> {
  const { rows } = await query(
    `select distinct k.value as key
     from uploads u, jsonb_each_text(to_jsonb(u)) k
     where u.status = 'finalized'
       and k.key in ('storage_key', 'thumbnail_key', 'display_key', 'thumbnail_avif_key',
                     'display_avif_key')
       and k.value is not null
     order by 1`,
  );
  return (rows as { key: string }[]).map((r) => r.key);
}
