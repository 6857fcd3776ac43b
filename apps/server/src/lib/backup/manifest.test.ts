import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { referencedKeys, type Query } from './manifest.js';

let client: PGlite | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

/** An `uploads` table with only the columns `referencedKeys` reads, as of some schema version. */
async function uploadsWith(keyColumns: string[], rows: (string | null)[][]): Promise<Query> {
  client = await PGlite.create();
  const db = client;
  await db.exec(
    `create table uploads (status text not null, ${keyColumns.map((c) => `${c} text`).join(', ')})`,
  );
  for (const [status, ...keys] of rows) {
    await db.query(
      `insert into uploads values (${[status, ...keys].map((_, i) => `$${i + 1}`).join(', ')})`,
      [status, ...keys],
    );
  }
  return (sql) => db.query(sql);
}

describe('referencedKeys', () => {
  it('names every stored variant of finalized uploads, sorted, once each', async () => {
    const query = await uploadsWith(
      ['storage_key', 'thumbnail_key', 'display_key', 'thumbnail_avif_key', 'display_avif_key'],
      [
        [
          'finalized',
          'p/1/a.jpg',
          'p/1/a.thumb.webp',
          'p/1/a.display.webp',
          'p/1/a.thumb.avif',
          'p/1/a.display.avif',
        ],
        ['finalized', 'p/2/b.jpg', 'p/2/b.thumb.webp', null, null, null],
        ['finalized', 'k/3/c.pdf', null, null, null, null],
        ['pending', 'p/4/upload', null, null, null, null],
      ],
    );
    expect(await referencedKeys(query)).toEqual([
      'k/3/c.pdf',
      'p/1/a.display.avif',
      'p/1/a.display.webp',
      'p/1/a.jpg',
      'p/1/a.thumb.avif',
      'p/1/a.thumb.webp',
      'p/2/b.jpg',
      'p/2/b.thumb.webp',
    ]);
  });

  it('reads a database restored from an archive made before display_key (ADR 036)', async () => {
    const query = await uploadsWith(
      ['storage_key', 'thumbnail_key'],
      [['finalized', 'p/1/a.jpg', 'p/1/a.thumb.webp']],
    );
    expect(await referencedKeys(query)).toEqual(['p/1/a.jpg', 'p/1/a.thumb.webp']);
  });
});
