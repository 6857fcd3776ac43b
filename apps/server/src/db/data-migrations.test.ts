import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './migrate.js';

// Migrations that carry data over, each run over rows written before it, as an upgrade does.

// Migration 0015 (issue 32 item 4): attributes that look like make/model/year/brand are copied
// into `specifics` when they validate, and kept in `attributes` either way.
const SPECIFICS_MIGRATION = '0015_item_specifics';

/** The migrations folder as it was before `tag`: the journal cut just before it. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/**
 * An embedded database upgraded over `tag`, for one `describe`: migrated to just before it,
 * given the rows `writeBefore` writes, then migrated to the end; closed after the tests.
 */
function upgradedOver(tag: string, writeBefore: (client: PGlite) => Promise<void>): PGlite {
  const client = new PGlite();
  const db = drizzle(client);
  const before = migrationsBefore(tag);
  beforeAll(async () => {
    await migrate(db, { migrationsFolder: before });
    await writeBefore(client);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  }, 120_000);
  afterAll(async () => {
    await client.close();
    fs.rmSync(before, { recursive: true, force: true });
  });
  return client;
}

describe(`migration ${SPECIFICS_MIGRATION}`, () => {
  const nextYear = new Date().getUTCFullYear() + 1;

  const client = upgradedOver(SPECIFICS_MIGRATION, async (pglite) => {
    await pglite.query(
      `insert into users (id, email, name, password_hash, roles, created_at, updated_at)
       values ('00000000-0000-4000-8000-000000000001', 's@example.com', 'S', 'x', '{SELLER}', now(), now())`,
    );
    const listing = (id: number, category: string | null, attributes: object) =>
      pglite.query(
        `insert into listings (id, seller_id, status, title, category, attributes, currency, created_at, updated_at)
         values ($1, '00000000-0000-4000-8000-000000000001', 'draft', 'Old', $2, $3, 'USD', now(), now())`,
        [`00000000-0000-4000-8000-00000000010${id}`, category, JSON.stringify(attributes)],
      );
    await listing(1, 'vehicles', {
      Make: 'Triumph',
      Model: 'Spitfire',
      Year: '1972',
      Colour: 'Red',
    });
    await listing(2, 'vehicles', { Make: ' ', Year: 'abc' });
    await listing(3, 'electronics', {
      make: 'Sony',
      Brand: 'Sony',
      model: 'Walkman',
      year: '1979',
    });
    await listing(4, 'machinery', { year: String(nextYear + 1), MODEL: '3CX' });
    await listing(5, 'art_collectibles', { Year: '850' });
    await listing(8, 'art_collectibles', { Year: '1950' });
    await listing(6, null, { Make: 'Ford' });
    await listing(7, 'other', { Brand: 'Acme' });
  });

  const read = async (id: number) => {
    const { rows } = await client.query<{ specifics: object; attributes: object; make: string }>(
      `select specifics, attributes, spec_make as make from listings where id = $1`,
      [`00000000-0000-4000-8000-00000000010${id}`],
    );
    return rows[0];
  };

  it('copies make, model and year that validate, typed, and keeps the attributes', async () => {
    expect(await read(1)).toEqual({
      specifics: { make: 'Triumph', model: 'Spitfire', year: 1972 },
      attributes: { Make: 'Triumph', Model: 'Spitfire', Year: '1972', Colour: 'Red' },
      make: 'triumph',
    });
  });

  it('keeps a year of "abc" and an empty make only in the attributes', async () => {
    expect(await read(2)).toMatchObject({ specifics: {}, attributes: { Make: ' ', Year: 'abc' } });
  });

  it("copies only the category's own keys and years within its range", async () => {
    // Electronics take brand and model; no make, no year.
    expect((await read(3))?.specifics).toEqual({ brand: 'Sony', model: 'Walkman' });
    // A year after next year is not copied; the model is, whatever its key's case.
    expect((await read(4))?.specifics).toEqual({ model: '3CX' });
    // Art's years take the same range as every category's: 1886 to next year.
    expect((await read(5))?.specifics).toEqual({});
    expect((await read(8))?.specifics).toEqual({ year: 1950 });
    // Without a category, or for `other`, nothing is a specific.
    expect((await read(6))?.specifics).toEqual({});
    expect((await read(7))?.specifics).toEqual({});
  });
});

// Migration 0028 (ADR 060): each offer gets its place in its negotiation, numbered from 0 in the
// order the offers were read before it (time, then id).
const OFFER_SEQ_MIGRATION = '0028_offer_seq';

describe(`migration ${OFFER_SEQ_MIGRATION}`, () => {
  const auction = (n: number) => `00000000-0000-4000-8000-00000000020${n}`;
  const offer = (n: number) => `00000000-0000-4000-8000-00000000030${n}`;

  const client = upgradedOver(OFFER_SEQ_MIGRATION, async (pglite) => {
    // Offers alone: their auctions' rows are not what the migration reads.
    await pglite.exec(`set session_replication_role = replica`);
    const row = (id: number, auctionN: number, at: string) =>
      pglite.query(
        `insert into negotiation_offers (id, auction_id, by, amount_cents, status, created_at)
         values ($1, $2, 'dealer', 100000, 'countered', $3)`,
        [offer(id), auction(auctionN), at],
      );
    // Auction 1: two offers in one tick (id decides), then a later one written first.
    await row(3, 1, '2026-01-01T10:00:05Z');
    await row(2, 1, '2026-01-01T10:00:00Z');
    await row(1, 1, '2026-01-01T10:00:00Z');
    // Auction 2 counts from 0 on its own.
    await row(4, 2, '2026-01-01T09:00:00Z');
    await pglite.exec(`set session_replication_role = origin`);
  });

  it("numbers each auction's offers from 0 by time, then id", async () => {
    const { rows } = await client.query<{ id: string; seq: number }>(
      `select id, seq from negotiation_offers order by auction_id, seq`,
    );
    expect(rows).toEqual([
      { id: offer(1), seq: 0 },
      { id: offer(2), seq: 1 },
      { id: offer(3), seq: 2 },
      { id: offer(4), seq: 0 },
    ]);
  });

  it('refuses a second offer at the same place', async () => {
    await expect(
      client.query(
        `insert into negotiation_offers (id, auction_id, by, amount_cents, status, created_at, seq)
         values ($1, $2, 'seller', 1, 'pending', now(), 2)`,
        [offer(5), auction(1)],
      ),
    ).rejects.toThrow(/negotiation_offers_auction_seq_key/);
  });
});
