import { feeFor } from '@gavel/contract';
import { eq, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  activeDealer,
  approvedAuction,
  completeListing,
  staff,
  type Actor,
} from '../../../test/actors.js';
import { errorCode, fieldPaths } from '../../../test/http.js';
import {
  bid,
  caller,
  createLifecycleApp,
  schedule,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';
import { invoices } from '../../db/schema.js';
import { majorUnits } from '../../lib/csv.js';

// SPEC §13.2: staff's CSV exports of payments and invoices, streamed from the database.

let t: LifecycleApp;
let admin: Actor;
let ops: Actor;
let quoted: Actor & { profileId: string };
let risky: Actor & { profileId: string };
const call = caller(() => t.app);

const QUOTED_COMPANY = 'The "Quay", Motors Ltd';
const RISKY_COMPANY = '=HYPERLINK("http://evil.example") Ltd';
const TITLE = 'Leica M3, "double stroke"';

interface Sold {
  auctionId: string;
  hammer: number;
  number: string;
  issuedAt: Date;
}
let first: Sold;
let second: Sold;
let today: string;

async function sell(buyer: Actor, hammer: number, title: string): Promise<Sold> {
  const made = await approvedAuction(t.app, admin, { ...completeListing, title });
  await schedule(t.app, t.clock, admin, made.auctionId, 0, 600);
  await bid(t.app, buyer, made.auctionId, hammer);
  t.clock.advance(600);
  await t.runDue();
  const [row] = await t.db.read((ex) =>
    ex.select().from(invoices).where(eq(invoices.auctionId, made.auctionId)),
  );
  if (!row) throw new Error('no invoice');
  return { auctionId: made.auctionId, hammer, number: row.number, issuedAt: row.issuedAt };
}

beforeAll(async () => {
  t = await createLifecycleApp({}, { FEE_TAX_RATE_BPS: '2000' });
  admin = await staff(t.app, 'ADMIN');
  ops = await staff(t.app, 'OPS');
  quoted = await activeDealer(t.app, admin, QUOTED_COMPANY);
  risky = await activeDealer(t.app, admin, RISKY_COMPANY);
  first = await sell(quoted, 1_925_050, TITLE);
  second = await sell(risky, 190_000, 'Plain title');
  today = t.clock.now().toISOString().slice(0, 10);
});
afterAll(() => t.close());

/** The CSV's records, split on CRLF outside quotes (the test's own small RFC 4180 reader). */
function records(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let inQuotes = false;
  for (let i = 0; i < csv.length; i++) {
    const ch = csv.charAt(i);
    if (inQuotes) {
      if (ch === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') inQuotes = false;
      else cell += ch;
    } else if (ch === '"') inQuotes = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && csv[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  expect(cell, 'the file ends with CRLF').toBe('');
  return rows;
}

const asObjects = (rows: string[][]) => {
  const [header, ...body] = rows;
  return body.map((r) => Object.fromEntries((header ?? []).map((h, i) => [h, r[i]])));
};

describe('invoices.csv', () => {
  it('has a header row and one row per invoice, money in major units beside the currency', async () => {
    const res = await call('GET', `/api/admin/exports/invoices.csv?from=${today}&to=${today}`, ops);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoices.csv"');
    const rows = records(res.body);
    expect(rows[0]).toEqual([
      'number',
      'issued_at',
      'status',
      'dealer',
      'dealer_vat_number',
      'auction_id',
      'listing_title',
      'subtotal',
      'tax_label',
      'tax_rate',
      'tax',
      'total',
      'currency',
      'paid_at',
      'credit_notes',
    ]);
    const fee = feeFor(first.hammer);
    const tax = Math.floor((fee * 2000 + 5000) / 10_000);
    const items = asObjects(rows);
    expect(items).toHaveLength(2);
    expect(items[0]).toEqual({
      number: first.number,
      issued_at: first.issuedAt.toISOString(),
      status: 'outstanding',
      dealer: QUOTED_COMPANY,
      dealer_vat_number: '',
      auction_id: first.auctionId,
      listing_title: TITLE,
      subtotal: majorUnits(fee),
      tax_label: 'VAT',
      tax_rate: '20%',
      tax: majorUnits(tax),
      total: majorUnits(fee + tax),
      currency: 'USD',
      paid_at: '',
      credit_notes: '',
    });
    // Quoting as RFC 4180 writes it, and the formula made inert.
    expect(res.body).toContain(`"The ""Quay"", Motors Ltd"`);
    expect(res.body).toContain(`"Leica M3, ""double stroke"""`);
    expect(items[1]?.dealer).toBe(`'${RISKY_COMPANY}`);
    expect(items[1]?.number).toBe(second.number);
  });

  it('takes UTC days both inclusive; from after to is 422 on from', async () => {
    const before = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const none = await call('GET', `/api/admin/exports/invoices.csv?to=${before}`, admin);
    expect(none.statusCode).toBe(200);
    expect(none.body.split('\r\n')).toHaveLength(2);
    const all = await call('GET', `/api/admin/exports/invoices.csv`, admin);
    expect(records(all.body)).toHaveLength(3);
    for (const path of ['invoices.csv', 'payments.csv']) {
      const reversed = await call(
        'GET',
        `/api/admin/exports/${path}?from=${today}&to=${before}`,
        admin,
      );
      expect(reversed.statusCode, path).toBe(422);
      expect(fieldPaths(reversed), path).toEqual(['from']);
      const bad = await call('GET', `/api/admin/exports/${path}?from=yesterday`, admin);
      expect(bad.statusCode).toBe(422);
      expect(fieldPaths(bad)).toEqual(['from']);
      expect((await call('GET', `/api/admin/exports/${path}`)).statusCode).toBe(401);
      const dealerTried = await call('GET', `/api/admin/exports/${path}`, quoted);
      expect(dealerTried.statusCode).toBe(403);
      expect(errorCode(dealerTried)).toBe('forbidden');
    }
  });
});

describe('payments.csv', () => {
  it('has one row per sold auction with its fee, collection and invoice number', async () => {
    t.clock.advance(60);
    const collected = await call(
      'POST',
      `/api/admin/auctions/${second.auctionId}/mark-fee-collected`,
      admin,
      { reference: '-BANK 42' },
    );
    expect(collected.statusCode, collected.body).toBe(200);
    const res = await call('GET', `/api/admin/exports/payments.csv?from=${today}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="payments.csv"');
    const rows = records(res.body);
    expect(rows[0]).toEqual([
      'auction_id',
      'listing_title',
      'dealer',
      'ended_at',
      'hammer_price',
      'fee',
      'fee_status',
      'fee_collected_at',
      'fee_reference',
      'invoice_number',
      'currency',
    ]);
    const items = asObjects(rows);
    expect(items.map((i) => i.auction_id)).toEqual([first.auctionId, second.auctionId]);
    expect(items[0]).toMatchObject({
      listing_title: TITLE,
      dealer: QUOTED_COMPANY,
      ended_at: first.issuedAt.toISOString(),
      hammer_price: '19250.50',
      fee: majorUnits(feeFor(first.hammer)),
      fee_status: 'outstanding',
      fee_collected_at: '',
      fee_reference: '',
      invoice_number: first.number,
      currency: 'USD',
    });
    expect(items[1]).toMatchObject({
      dealer: `'${RISKY_COMPANY}`,
      hammer_price: '1900.00',
      fee_status: 'collected',
      fee_collected_at: t.clock.now().toISOString(),
      fee_reference: "'-BANK 42",
      invoice_number: second.number,
    });
  });
});

describe('a large export', () => {
  it.runIf(inject('testDb') === 'postgres')(
    'streams 100,000 invoices in batches without holding the file in memory',
    { timeout: 180_000 },
    async () => {
      await t.db.read((ex) =>
        ex.execute(sql`
          insert into invoices (id, number, year, sequence, issued_at, listing_title,
            dealer_company_name, lines, subtotal_cents, tax_rate_bps, tax_label, tax_cents,
            total_cents, currency, status)
          select gen_random_uuid(), 'TST-2020-' || lpad(g::text, 6, '0'), 2020, g,
            timestamptz '2020-01-01T00:00:00Z' + g * interval '1 second',
            'Bulk lot, number ' || g, 'Bulk "Dealer" Ltd',
            jsonb_build_array(jsonb_build_object('description', 'fee', 'amount_cents', 12345)),
            12345, 2000, 'VAT', 2469, 14814, 'USD', 'outstanding'
          from generate_series(1, 100000) as g`),
      );
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      // What the export holds, not the garbage it leaves for later: the heap is measured right
      // after a full collection, every megabyte received.
      setFlagsFromString('--expose-gc');
      const gc = runInNewContext('gc') as () => void;
      const heapNow = () => {
        gc();
        return process.memoryUsage().heapUsed;
      };
      const baseline = heapNow();
      let peak = baseline;
      let nextSample = 0;
      const res = await fetch(
        `http://127.0.0.1:${String(port)}/api/admin/exports/invoices.csv?from=2020-01-01&to=2020-01-31`,
        { headers: admin.headers },
      );
      expect(res.status).toBe(200);
      if (!res.body) throw new Error('no body');
      let lines = 0;
      let bytes = 0;
      let tail = '';
      const decoder = new TextDecoder();
      for await (const value of res.body as AsyncIterable<Uint8Array>) {
        bytes += value.byteLength;
        const text = tail + decoder.decode(value, { stream: true });
        const parts = text.split('\r\n');
        tail = parts.pop() ?? '';
        lines += parts.length;
        if (bytes >= nextSample) {
          peak = Math.max(peak, heapNow());
          nextSample = bytes + 1_048_576;
        }
      }
      expect(tail).toBe('');
      expect(lines).toBe(100_001);
      expect(bytes).toBeGreaterThan(10_000_000);
      const growthMb = (peak - baseline) / 1_048_576;
      console.log(
        `invoices.csv: ${String(lines)} lines, ${(bytes / 1_048_576).toFixed(1)} MB, heap growth ${growthMb.toFixed(1)} MB`,
      );
      // Streamed, it holds about a megabyte; the whole file in memory would be 13 MB or more.
      expect(growthMb).toBeLessThan(12);
    },
  );
});
