import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeDealer, approvedAuction, staff, type Actor } from '../../../test/actors.js';
import {
  bid,
  createLifecycleApp,
  schedule,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';
import { documentSequences, invoices } from '../../db/schema.js';
import { issueInvoice } from './index.js';

// SPEC §13.2, ADR 054: a sale that fails after its invoice number was taken gives the number
// back with its rollback; the next sale takes it, so the series has no gap.

let t: LifecycleApp;
let admin: Actor;
let buyer: Actor & { profileId: string };
const settings = { prefix: 'GAV', taxRateBps: 0, taxLabel: 'VAT' };

beforeAll(async () => {
  t = await createLifecycleApp();
  admin = await staff(t.app);
  buyer = await activeDealer(t.app, admin);
});
afterAll(() => t.close());

async function sell(): Promise<string> {
  const made = await approvedAuction(t.app, admin);
  await schedule(t.app, t.clock, admin, made.auctionId, 0, 600);
  await bid(t.app, buyer, made.auctionId, 190_000);
  t.clock.advance(600);
  await t.runDue();
  const [row] = await t.db.read((ex) =>
    ex.select().from(invoices).where(eq(invoices.auctionId, made.auctionId)),
  );
  if (!row) throw new Error('the sale issued no invoice');
  return row.number;
}

describe('invoice numbering', () => {
  it('gives a rolled-back number to the next sale: no gap', async () => {
    const year = t.clock.now().getUTCFullYear();
    const number = (n: number) => `GAV-${String(year)}-${String(n).padStart(6, '0')}`;
    expect(await sell()).toBe(number(1));

    // A sale's transaction that takes the next number, then fails.
    const unsold = await approvedAuction(t.app, admin);
    let taken: string | undefined;
    await expect(
      t.db.transaction(async (tx) => {
        const id = await issueInvoice(
          tx,
          {
            auctionId: unsold.auctionId,
            dealerId: buyer.profileId,
            hammerPriceCents: 190_000,
            feeCents: 9_500,
            currency: 'USD',
            listingTitle: 'Failing sale',
            at: t.clock.now(),
          },
          settings,
        );
        const [row] = await tx.select().from(invoices).where(eq(invoices.id, id));
        taken = row?.number;
        throw new Error('the sale failed after its invoice');
      }),
    ).rejects.toThrow('the sale failed after its invoice');
    expect(taken).toBe(number(2));
    expect(
      await t.db.read((ex) =>
        ex.select().from(invoices).where(eq(invoices.auctionId, unsold.auctionId)),
      ),
    ).toEqual([]);

    expect(await sell()).toBe(number(2));
    expect(await sell()).toBe(number(3));
    const counters = await t.db.read((ex) => ex.select().from(documentSequences));
    expect(counters).toEqual([{ series: 'invoice', year, last: 3 }]);
  });
});
