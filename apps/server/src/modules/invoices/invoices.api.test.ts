import { feeFor, taxCents, type Invoice } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeDealer, approvedAuction, staff, type Actor } from '../../../test/actors.js';
import { errorCode } from '../../../test/http.js';
import {
  bid,
  caller,
  createLifecycleApp,
  fieldPaths,
  schedule,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';

// SPEC §13.2: the invoice of every sale, read by its dealer and by staff, with their filters.

let t: LifecycleApp;
let admin: Actor;
let buyer: Actor & { profileId: string };
let rival: Actor & { profileId: string };
const call = caller(() => t.app);
const sold: { auctionId: string; hammer: number }[] = [];

interface Page {
  items: Invoice[];
  next_cursor: string | null;
}
const list = async (who: Actor, url: string) => {
  const res = await call('GET', url, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>().items;
};

/** A sale to `who` at `hammer`, ended by the scheduler on the test clock. */
async function sale(who: Actor, hammer: number) {
  const made = await approvedAuction(t.app, admin);
  await schedule(t.app, t.clock, admin, made.auctionId, 0, 600);
  await bid(t.app, who, made.auctionId, hammer);
  t.clock.advance(600);
  await t.runDue();
  sold.push({ auctionId: made.auctionId, hammer });
  return made.auctionId;
}

beforeAll(async () => {
  t = await createLifecycleApp({}, { FEE_TAX_RATE_BPS: '2000', FEE_TAX_LABEL: 'VAT' });
  admin = await staff(t.app);
  buyer = await activeDealer(t.app, admin, 'Harbour Cars Ltd', { vat_number: 'GB123456789' });
  rival = await activeDealer(t.app, admin, 'Quay Motors Ltd');
  await sale(buyer, 180_000);
  // The next UTC day: the staff list's day filters tell the two sales apart.
  t.clock.advance(86_400);
  await sale(buyer, 250_050);
});
afterAll(() => t.close());

describe('the dealer’s invoices', () => {
  it('lists its own, newest first, each with the fee, the tax rounded half up and the total', async () => {
    const items = await list(buyer, '/api/dealer/invoices');
    expect(items.map((i) => i.auction_id)).toEqual([sold[1]?.auctionId, sold[0]?.auctionId]);
    const [second, first] = items;
    if (!first || !second) throw new Error('two invoices expected');
    const year = t.clock.now().getUTCFullYear();
    expect(first.number).toMatch(new RegExp(`^GAV-${String(year)}-\\d{6}$`));
    expect(Number(second.number.slice(-6))).toBe(Number(first.number.slice(-6)) + 1);
    for (const [invoice, hammer] of [
      [first, 180_000],
      [second, 250_050],
    ] as const) {
      const fee = feeFor(hammer);
      expect(invoice).toMatchObject({
        dealer: { company_name: 'Harbour Cars Ltd', vat_number: 'GB123456789' },
        subtotal_cents: fee,
        tax_rate_bps: 2000,
        tax_cents: taxCents(fee, 2000),
        total_cents: fee + taxCents(fee, 2000),
        currency: 'USD',
        status: 'outstanding',
        credit_notes: [],
      });
      expect(invoice.lines).toHaveLength(1);
      expect(invoice.lines[0]?.amount_cents).toBe(fee);
    }
    expect(await list(rival, '/api/dealer/invoices')).toEqual([]);
  });

  it('filters by status: marking the fee collected makes the invoice paid', async () => {
    const [first] = sold;
    if (!first) throw new Error('no sale');
    expect(await list(buyer, '/api/dealer/invoices?status=paid')).toEqual([]);
    const collected = await call(
      'POST',
      `/api/admin/auctions/${first.auctionId}/mark-fee-collected`,
      admin,
      { reference: 'BANK-0042' },
    );
    expect(collected.statusCode, collected.body).toBe(200);
    const paid = await list(buyer, '/api/dealer/invoices?status=paid');
    expect(paid.map((i) => [i.auction_id, i.status])).toEqual([[first.auctionId, 'paid']]);
    const outstanding = await list(buyer, '/api/dealer/invoices?status=outstanding');
    expect(outstanding.map((i) => i.auction_id)).toEqual([sold[1]?.auctionId]);
    const bad = await call('GET', '/api/dealer/invoices?status=settled', buyer);
    expect(bad.statusCode).toBe(422);
    expect(fieldPaths(bad)).toEqual(['status']);
  });

  it('reads one invoice as the list has it; a stranger id is 404', async () => {
    const [latest] = await list(buyer, '/api/dealer/invoices');
    if (!latest) throw new Error('no invoice');
    const one = await call('GET', `/api/dealer/invoices/${latest.id}`, buyer);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<Invoice>()).toEqual(latest);
    const staffRead = await call('GET', `/api/admin/invoices/${latest.id}`, admin);
    expect(staffRead.json<Invoice>()).toEqual(latest);
    expect(errorCode(await call('GET', `/api/dealer/invoices/${latest.id}`, rival))).toBe(
      'not_found',
    );
    const stranger = '00000000-0000-4000-8000-000000000000';
    expect(errorCode(await call('GET', `/api/admin/invoices/${stranger}`, admin))).toBe(
      'not_found',
    );
  });
});

describe('staff’s invoices', () => {
  it('filters by status and by UTC day of issue, both days included', async () => {
    const ours = (items: Invoice[]) =>
      items.map((i) => i.auction_id).filter((id) => sold.some((s) => s.auctionId === id));
    const all = await list(admin, '/api/admin/invoices');
    const dayOf = (auctionId: string | undefined) =>
      all.find((i) => i.auction_id === auctionId)?.issued_at.slice(0, 10) ?? '';
    const [first, second] = [dayOf(sold[0]?.auctionId), dayOf(sold[1]?.auctionId)];
    expect(first < second).toBe(true);
    const next = new Date(Date.parse(second) + 86_400_000).toISOString().slice(0, 10);
    expect(ours(await list(admin, `/api/admin/invoices?from=${second}&to=${second}`))).toEqual([
      sold[1]?.auctionId,
    ]);
    expect(ours(await list(admin, `/api/admin/invoices?to=${first}`))).toEqual([
      sold[0]?.auctionId,
    ]);
    expect(ours(await list(admin, `/api/admin/invoices?from=${first}`))).toEqual([
      sold[1]?.auctionId,
      sold[0]?.auctionId,
    ]);
    expect(ours(await list(admin, '/api/admin/invoices?status=outstanding'))).toEqual([
      sold[1]?.auctionId,
    ]);
    expect(ours(await list(admin, `/api/admin/invoices?from=${next}`))).toEqual([]);
  });

  it('refuses from after to on from, and a day that is not a date', async () => {
    const after = await call('GET', '/api/admin/invoices?from=2026-12-02&to=2026-12-01', admin);
    expect(after.statusCode).toBe(422);
    expect(fieldPaths(after)).toEqual(['from']);
    const notDay = await call('GET', '/api/admin/invoices?from=2026-02-30', admin);
    expect(notDay.statusCode).toBe(422);
    expect(fieldPaths(notDay)).toEqual(['from']);
    expect(errorCode(await call('GET', '/api/admin/invoices', buyer))).toBe('forbidden');
  });
});
