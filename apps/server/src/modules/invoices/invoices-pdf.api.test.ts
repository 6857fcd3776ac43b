import { feeFor, formatMoney, taxCents } from '@gavel/contract';
import { eq } from 'drizzle-orm';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeDealer,
  approvedAuction,
  completeListing,
  dealer,
  staff,
  type Actor,
} from '../../../test/actors.js';
import { errorCode } from '../../../test/http.js';
import {
  bid,
  caller,
  createLifecycleApp,
  schedule,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';
import { creditNotes, invoices } from '../../db/schema.js';

// SPEC §13.2: the invoice's one-page A4 PDF, for its dealer and for staff.

let t: LifecycleApp;
let admin: Actor;
let buyer: Actor & { profileId: string };
let rival: Actor & { profileId: string };
const call = caller(() => t.app);

const TITLE = '2019 Škoda Octavia Estate, one owner';
const HAMMER = 1_925_050;
let invoiceId: string;
let auctionId: string;

// pdf.js reads the standard fonts' metrics from its package.
const FONTS = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** The text of every page of a PDF, one string per page (pdf.js, as a reader would). */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    standardFontDataUrl: FONTS,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const first = await doc.getPage(1);
  const [, , width, height] = first.view;
  pageSize = [width ?? 0, height ?? 0];
  await doc.cleanup();
  return pages;
}
let pageSize: [number, number] = [0, 0];

beforeAll(async () => {
  t = await createLifecycleApp({}, { FEE_TAX_RATE_BPS: '2000', FEE_TAX_LABEL: 'VAT' });
  admin = await staff(t.app);
  buyer = await activeDealer(t.app, admin, 'Harbour Cars Ltd', { vat_number: 'GB123456789' });
  rival = await activeDealer(t.app, admin, 'Quay Motors Ltd');
  const made = await approvedAuction(t.app, admin, { ...completeListing, title: TITLE });
  auctionId = made.auctionId;
  await schedule(t.app, t.clock, admin, auctionId, 0, 600);
  await bid(t.app, buyer, auctionId, HAMMER);
  t.clock.advance(600);
  await t.runDue();
  const [row] = await t.db.read((ex) =>
    ex.select().from(invoices).where(eq(invoices.auctionId, auctionId)),
  );
  if (!row) throw new Error('the sale issued no invoice');
  invoiceId = row.id;
});
afterAll(() => t.close());

describe('the invoice PDF', () => {
  it('is one A4 page with the number, both parties, the lines, the tax line and the total', async () => {
    const res = await call('GET', `/api/dealer/invoices/${invoiceId}/pdf`, buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const invoice = (await call('GET', `/api/dealer/invoices/${invoiceId}`, buyer)).json<{
      number: string;
      issued_at: string;
      currency: string;
    }>();
    const currency = invoice.currency;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const pages = await pdfPages(res.rawPayload);
    expect(pages).toHaveLength(1);
    // A4 in points.
    expect(pageSize.map(Math.round)).toEqual([595, 842]);
    const text = pages[0] ?? '';
    const fee = feeFor(HAMMER);
    const tax = taxCents(fee, 2000);
    for (const expected of [
      'Invoice',
      invoice.number,
      invoice.issued_at.slice(0, 10),
      'Gavel',
      'Harbour Cars Ltd',
      '7 Canal Wharf',
      'Leeds LS11 5PS',
      'GB123456789',
      TITLE,
      auctionId,
      formatMoney(fee, currency),
      'VAT 20%',
      formatMoney(tax, currency),
      formatMoney(fee + tax, currency),
      'Outstanding',
      `Total (${currency})`,
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('VOID');
  });

  it('is read by staff too; another dealer, a dealer without a profile and a stranger id are 404', async () => {
    const staffPdf = await call('GET', `/api/admin/invoices/${invoiceId}/pdf`, admin);
    expect(staffPdf.statusCode).toBe(200);
    expect(staffPdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfPages(staffPdf.rawPayload)).toHaveLength(1);

    const theirs = await call('GET', `/api/dealer/invoices/${invoiceId}/pdf`, rival);
    expect(theirs.statusCode).toBe(404);
    expect(errorCode(theirs)).toBe('not_found');
    expect(
      (await call('GET', `/api/dealer/invoices/${invoiceId}/pdf`, await dealer(t.app))).statusCode,
    ).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/admin/invoices/${unknown}/pdf`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/invoices/not-a-uuid/pdf`, admin)).statusCode).toBe(422);
    expect((await call('GET', `/api/dealer/invoices/${invoiceId}/pdf`)).statusCode).toBe(401);
    expect((await call('GET', `/api/admin/invoices/${invoiceId}/pdf`, buyer)).statusCode).toBe(403);
  });

  it('marks a paid invoice paid and a void one VOID, with its credit notes', async () => {
    t.clock.advance(3600);
    const collected = await call(
      'POST',
      `/api/admin/auctions/${auctionId}/mark-fee-collected`,
      admin,
      {
        reference: 'BANK-0001',
      },
    );
    expect(collected.statusCode, collected.body).toBe(200);
    const paid = await pdfPages(
      (await call('GET', `/api/dealer/invoices/${invoiceId}/pdf`, buyer)).rawPayload,
    );
    expect(paid[0]).toContain('Paid');

    // Voiding and crediting belong to the disputes issue: here the rows are written as it will.
    const [row] = await t.db.read((ex) =>
      ex.select().from(invoices).where(eq(invoices.id, invoiceId)),
    );
    if (!row) throw new Error('no invoice');
    await t.db.transaction(async (ex) => {
      await ex
        .update(invoices)
        .set({ status: 'void', voidedAt: t.clock.now() })
        .where(eq(invoices.id, invoiceId));
      await ex.insert(creditNotes).values({
        id: '11111111-1111-4111-8111-111111111111',
        number: `GAV-CN-${String(row.year)}-000001`,
        year: row.year,
        sequence: 1,
        invoiceId,
        issuedAt: t.clock.now(),
        amountCents: row.totalCents,
        reason: 'Sale cancelled after a dispute',
      });
    });
    const voided = (
      await pdfPages((await call('GET', `/api/dealer/invoices/${invoiceId}/pdf`, buyer)).rawPayload)
    )[0];
    expect(voided).toContain('VOID');
    expect(voided).toContain(`GAV-CN-${String(row.year)}-000001`);
    expect(voided).toContain('Sale cancelled after a dispute');
    expect(voided).toContain(`-${formatMoney(row.totalCents, row.currency)}`);
  });
});
