import {
  DISPUTE_WINDOW_DAYS_DEFAULT,
  RERUN_LIMIT,
  type Dispute,
  type Invoice,
  type SaleDispute,
} from '@gavel/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeDealer, approvedAuction, seller, staff, type Actor } from '../../../test/actors.js';
import { errorCode } from '../../../test/http.js';
import {
  auctionRow,
  auditOf,
  bid,
  caller,
  createLifecycleApp,
  fieldPaths,
  schedule,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';
import { notificationsOf } from '../../../test/mail-fixtures.js';
import { sampleFile, uploadFile } from '../../../test/upload-fixtures.js';
import { creditNotes, disputes, invoices, listings, uploads } from '../../db/schema.js';
import { UNATTACHED_DOCUMENT_GRACE_SECONDS } from '../uploads/cleanup.js';

// SPEC §13.4: disputes after a sale — the winner opens one within the window, the seller
// answers once, staff decide once (rejected, price_adjusted, sale_cancelled), each under the
// auction's lock. The fee is taxed at 20 %, so every credit carries its tax.

let t: LifecycleApp;
let admin: Actor;
let buyer: Actor & { profileId: string };
let rival: Actor & { profileId: string };
/** The buyer's purchases and disputes in this file, for the staff dealer list. */
let bought = 0;
let disputed = 0;
beforeAll(async () => {
  t = await createLifecycleApp({}, { FEE_TAX_RATE_BPS: '2000' });
  admin = await staff(t.app);
  buyer = await activeDealer(t.app, admin, 'Harbour Cars Ltd');
  rival = await activeDealer(t.app, admin, 'Quay Motors Ltd');
});
afterAll(() => t.close());

const call = caller(() => t.app);
const DAY = 86_400;

/** An auction (start 1,200.00, reserve 1,800.00) sold to the buyer at `amount` at its end. */
async function soldToBuyer(amount = 180_000) {
  const made = await approvedAuction(t.app, admin);
  await schedule(t.app, t.clock, admin, made.auctionId, 0, 600);
  await bid(t.app, buyer, made.auctionId, amount);
  t.clock.advance(600);
  await t.runDue();
  bought++;
  return made;
}

const description = 'The gearbox slips in third and the service book is missing.';

const openDispute = (who: Actor, auctionId: string, body: Record<string, unknown> = {}) =>
  call('POST', `/api/dealer/auctions/${auctionId}/disputes`, who, {
    reason: 'not_as_described',
    description,
    ...body,
  });

/** Opens a dispute as the buyer and insists on 201. */
async function opened(auctionId: string, body: Record<string, unknown> = {}) {
  const res = await openDispute(buyer, auctionId, body);
  expect(res.statusCode, res.body).toBe(201);
  disputed++;
  return res.json<Dispute>();
}

const respond = (who: Actor, id: string, body = 'The car was inspected before listing.') =>
  call('POST', `/api/seller/disputes/${id}/response`, who, { body });
const resolve = (id: string, body: Record<string, unknown>) =>
  call('POST', `/api/admin/disputes/${id}/resolve`, admin, {
    note: 'Checked the photos.',
    ...body,
  });
const saleDispute = (side: 'seller' | 'dealer', who: Actor, auctionId: string) =>
  call('GET', `/api/${side}/auctions/${auctionId}/dispute`, who);

async function invoiceOf(auctionId: string): Promise<Invoice> {
  const [row] = await t.db.read((ex) =>
    ex.select({ id: invoices.id }).from(invoices).where(eq(invoices.auctionId, auctionId)),
  );
  const res = await call('GET', `/api/admin/invoices/${row?.id ?? ''}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Invoice>();
}

const creditNoteCount = async () =>
  (await t.db.read((ex) => ex.select({ n: count() }).from(creditNotes)))[0]?.n ?? 0;
const disputesOf = (auctionId: string) =>
  t.db.read((ex) => ex.select().from(disputes).where(eq(disputes.auctionId, auctionId)));
const queues = async () =>
  (await call('GET', '/api/admin/queues', admin)).json<{ disputes_open: number }>();

/** The notices of one type a user has, once the subscribers ran (no job workers here). */
async function noticesOf(who: { id: string }, type: 'dispute.opened' | 'dispute.resolved') {
  await t.app.jobs.drain();
  return (await notificationsOf(t.db, who.id, type)).map((n) => n.data);
}

describe('a dispute rejected', () => {
  it('is opened by the winner within the window, answered once, decided once; the sale stands', async () => {
    const { auctionId, listingId, owner } = await soldToBuyer();
    const ended = await auctionRow(t.db, auctionId);
    const soldAt = ended.endedAt?.getTime() ?? 0;
    const windowEnd = new Date(soldAt + DISPUTE_WINDOW_DAYS_DEFAULT * DAY * 1000).toISOString();
    const before = await saleDispute('dealer', buyer, auctionId);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<SaleDispute>()).toEqual({
      auction_id: auctionId,
      dispute: null,
      window_ends_at: windowEnd,
      can_open: true,
    });
    expect((await saleDispute('seller', owner, auctionId)).json<SaleDispute>()).toMatchObject({
      dispute: null,
      can_open: false,
    });
    // Neither another dealer nor another seller reads the sale's dispute.
    expect((await saleDispute('dealer', rival, auctionId)).statusCode).toBe(404);
    expect((await saleDispute('seller', await seller(t.app), auctionId)).statusCode).toBe(404);
    const { disputes_open: openBefore } = await queues();

    t.clock.advance(60);
    const dispute = await opened(auctionId, { requested_adjustment_cents: 50_000 });
    expect(dispute).toEqual({
      id: expect.any(String) as string,
      auction_id: auctionId,
      status: 'open',
      reason: 'not_as_described',
      description,
      photos: [],
      requested_adjustment_cents: 50_000,
      seller_response: null,
      decision: null,
      created_at: t.clock.now().toISOString(),
      resolved_at: null,
      listing_id: listingId,
      listing_title: 'Vintage Leica M3 camera',
      currency: 'USD',
      hammer_price_cents: 180_000,
      sale_price_cents: 180_000,
      sold_at: new Date(soldAt).toISOString(),
      dealer_company_name: 'Harbour Cars Ltd',
    });
    expect((await queues()).disputes_open).toBe(openBefore + 1);
    expect(await auditOf(t.db, 'dispute.opened', dispute.id)).toHaveLength(1);
    expect(await noticesOf(owner, 'dispute.opened')).toEqual([
      {
        auction_id: auctionId,
        listing_id: listingId,
        listing_title: 'Vintage Leica M3 camera',
        currency: 'USD',
        dispute_id: dispute.id,
        reason: 'not_as_described',
      },
    ]);
    // One per sale.
    const again = await openDispute(buyer, auctionId);
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('invalid_state');
    expect((await saleDispute('dealer', buyer, auctionId)).json<SaleDispute>()).toMatchObject({
      dispute: { id: dispute.id },
      can_open: false,
    });

    // The seller answers once; another seller cannot; both parties read it.
    expect((await respond(await seller(t.app), dispute.id)).statusCode).toBe(404);
    t.clock.advance(60);
    const answered = await respond(owner, dispute.id);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<Dispute>().seller_response).toEqual({
      body: 'The car was inspected before listing.',
      created_at: t.clock.now().toISOString(),
    });
    const second = await respond(owner, dispute.id, 'And again.');
    expect(second.statusCode).toBe(409);
    expect(errorCode(second)).toBe('invalid_state');
    for (const [side, who] of [
      ['seller', owner],
      ['dealer', buyer],
    ] as const) {
      const read = await call('GET', `/api/${side}/disputes/${dispute.id}`, who);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json<Dispute>().seller_response?.body).toBe(
        'The car was inspected before listing.',
      );
    }
    expect((await call('GET', `/api/dealer/disputes/${dispute.id}`, rival)).statusCode).toBe(404);
    expect(await auditOf(t.db, 'dispute.responded', dispute.id)).toHaveLength(1);

    // Staff reject it, without a price; the sale, fee and invoice are as they were.
    const priced = await resolve(dispute.id, { decision: 'rejected', adjusted_price_cents: 1 });
    expect(priced.statusCode).toBe(422);
    expect(fieldPaths(priced)).toEqual(['adjusted_price_cents']);
    const invoice = await invoiceOf(auctionId);
    t.clock.advance(60);
    const rejected = await resolve(dispute.id, { decision: 'rejected' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<Dispute>()).toMatchObject({
      status: 'resolved',
      decision: { decision: 'rejected', adjusted_price_cents: null, note: 'Checked the photos.' },
      resolved_at: t.clock.now().toISOString(),
    });
    expect(await auctionRow(t.db, auctionId)).toMatchObject({
      outcome: 'sold',
      hammerPriceCents: 180_000,
      feeCents: ended.feeCents,
      feeStatus: 'outstanding',
    });
    expect(await invoiceOf(auctionId)).toEqual(invoice);
    expect((await queues()).disputes_open).toBe(openBefore);
    // Decided once; and a resolved dispute still blocks a second one.
    const twice = await resolve(dispute.id, { decision: 'sale_cancelled' });
    expect(twice.statusCode).toBe(409);
    expect(errorCode(twice)).toBe('invalid_state');
    expect(errorCode(await openDispute(buyer, auctionId))).toBe('invalid_state');
    expect(errorCode(await respond(owner, dispute.id))).toBe('invalid_state');
    expect((await auctionRow(t.db, auctionId)).outcome).toBe('sold');

    const told = { dispute_id: dispute.id, decision: 'rejected', adjusted_price_cents: null };
    expect(await noticesOf(owner, 'dispute.resolved')).toEqual([
      expect.objectContaining({ ...told, side: 'seller' }),
    ]);
    expect(await noticesOf(buyer, 'dispute.resolved')).toEqual([
      expect.objectContaining({ ...told, side: 'dealer', auction_id: auctionId }),
    ]);
    expect(await auditOf(t.db, 'dispute.resolved', dispute.id)).toHaveLength(1);
    // The staff's event feed names a dispute's events by their listing.
    const feed = await call('GET', `/api/admin/events?subject_id=${dispute.id}`, admin);
    const named = feed.json<{
      items: { subject_id: string; subject_name: string | null; listing_id: string | null }[];
    }>().items;
    expect(named).toHaveLength(3);
    expect(named.every((e) => e.subject_name !== null && e.listing_id !== null)).toBe(true);
  });
});

describe('a price adjusted', () => {
  it('sets the hammer price and its fee, and credits the fee and tax difference', async () => {
    const { auctionId, owner } = await soldToBuyer();
    const dispute = await opened(auctionId, { reason: 'undisclosed_damage' });
    // Required for price_adjusted, and below the sale price.
    for (const [price, why] of [
      [undefined, 'missing'],
      [180_000, 'the sale price'],
      [180_001, 'above it'],
      [-1, 'negative'],
    ] as const) {
      const res = await resolve(dispute.id, {
        decision: 'price_adjusted',
        ...(price === undefined ? {} : { adjusted_price_cents: price }),
      });
      expect(res.statusCode, why).toBe(422);
      expect(fieldPaths(res), why).toEqual(['adjusted_price_cents']);
    }
    const before = await invoiceOf(auctionId);
    // 1,800.00 pays a fee of 99.00 + 20 % = 118.80; 900.00 one of 49.00 + 20 % = 58.80.
    expect(before.total_cents).toBe(11_880);
    const notesBefore = await creditNoteCount();
    const year = t.clock.now().getUTCFullYear();
    const res = await resolve(dispute.id, {
      decision: 'price_adjusted',
      adjusted_price_cents: 90_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Dispute>()).toMatchObject({
      status: 'resolved',
      decision: { decision: 'price_adjusted', adjusted_price_cents: 90_000 },
      hammer_price_cents: 90_000,
      sale_price_cents: 180_000,
    });
    expect(await auctionRow(t.db, auctionId)).toMatchObject({
      outcome: 'sold',
      hammerPriceCents: 90_000,
      feeCents: 4_900,
      feeStatus: 'outstanding',
    });
    // The invoice is never rewritten: still outstanding, with a credit note of the difference.
    const after = await invoiceOf(auctionId);
    const number = `GAV-CN-${year}-${String(notesBefore + 1).padStart(6, '0')}`;
    expect(after).toEqual({
      ...before,
      credit_notes: [
        {
          id: expect.any(String) as string,
          number,
          issued_at: t.clock.now().toISOString(),
          amount_cents: 11_880 - 5_880,
          reason: 'Sale price adjusted from 1800.00 to 900.00 USD after a dispute',
        },
      ],
    });
    const [credited] = await auditOf(t.db, 'credit_note.issued', after.id);
    expect(credited?.actorId).toBe(admin.id);
    expect(credited?.data).toMatchObject({
      number,
      invoice_number: after.number,
      amount_cents: 6_000,
      currency: 'USD',
      dealer_id: buyer.profileId,
    });
    const [decided] = await auditOf(t.db, 'dispute.resolved', dispute.id);
    expect(decided?.data).toMatchObject({
      decision: 'price_adjusted',
      adjusted_price_cents: 90_000,
      previous_price_cents: 180_000,
      credit_note_number: number,
    });
    expect(await noticesOf(owner, 'dispute.resolved')).toEqual([
      expect.objectContaining({ decision: 'price_adjusted', adjusted_price_cents: 90_000 }),
    ]);
    // The new fee is what is collected; the invoice is paid.
    const collected = await call(
      'POST',
      `/api/admin/auctions/${auctionId}/mark-fee-collected`,
      admin,
    );
    expect(collected.statusCode, collected.body).toBe(200);
    expect((await invoiceOf(auctionId)).status).toBe('paid');
  });
});

describe('a sale cancelled', () => {
  it('cancels the outcome, makes the listing unsold, voids the paid invoice with a credit of its whole; the rerun is not counted', async () => {
    const { auctionId, listingId, owner } = await soldToBuyer();
    // The fee was collected: the invoice is paid before it is credited.
    const collected = await call(
      'POST',
      `/api/admin/auctions/${auctionId}/mark-fee-collected`,
      admin,
    );
    expect(collected.statusCode, collected.body).toBe(200);
    // The listing had used every rerun: the one after the cancellation is still allowed.
    await t.db.transaction((tx) =>
      tx.update(listings).set({ rerunCount: RERUN_LIMIT }).where(eq(listings.id, listingId)),
    );
    const dispute = await opened(auctionId, { reason: 'documents' });
    const cancelled = await resolve(dispute.id, { decision: 'sale_cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Dispute>().decision).toMatchObject({ decision: 'sale_cancelled' });
    expect(await auctionRow(t.db, auctionId)).toMatchObject({
      outcome: 'cancelled',
      hammerPriceCents: 180_000,
      winnerDealerId: buyer.profileId,
      feeStatus: 'collected',
    });
    const invoice = await invoiceOf(auctionId);
    expect(invoice.status).toBe('void');
    expect(invoice.credit_notes).toEqual([
      expect.objectContaining({
        amount_cents: invoice.total_cents,
        reason: 'Sale cancelled after a dispute',
      }),
    ]);
    expect(await auditOf(t.db, 'credit_note.issued', invoice.id)).toHaveLength(1);
    const listing = await call('GET', `/api/seller/listings/${listingId}`, owner);
    expect(listing.json<{ status: string }>().status).toBe('unsold');
    // No contact handover, no fee to collect, no second dispute; both still read it.
    expect(errorCode(await call('GET', `/api/seller/auctions/${auctionId}/contact`, owner))).toBe(
      'invalid_state',
    );
    expect(
      errorCode(await call('POST', `/api/admin/auctions/${auctionId}/mark-fee-collected`, admin)),
    ).toBe('invalid_state');
    expect(errorCode(await openDispute(buyer, auctionId))).toBe('invalid_state');
    expect((await saleDispute('dealer', buyer, auctionId)).json<SaleDispute>()).toMatchObject({
      dispute: { id: dispute.id, status: 'resolved' },
      can_open: false,
    });
    expect(await noticesOf(buyer, 'dispute.resolved')).toContainEqual(
      expect.objectContaining({ dispute_id: dispute.id, decision: 'sale_cancelled' }),
    );

    const rerun = await call('POST', `/api/seller/listings/${listingId}/request-rerun`, owner);
    expect(rerun.statusCode, rerun.body).toBe(200);
    expect(rerun.json<{ status: string; rerun_count: number }>()).toMatchObject({
      status: 'approved',
      rerun_count: RERUN_LIMIT,
    });
    const [requested] = await auditOf(t.db, 'auction.rerun_requested', auctionId);
    expect(requested?.data).toMatchObject({ counted: false, rerun_count: RERUN_LIMIT });
  });
});

describe('refusals', () => {
  it('refuses a dispute after the window (its last moment included), and one by anyone but the winner', async () => {
    const first = await soldToBuyer();
    const last = await soldToBuyer();
    const endedAt = (await auctionRow(t.db, last.auctionId)).endedAt?.getTime() ?? 0;
    t.clock.set(new Date(endedAt + DISPUTE_WINDOW_DAYS_DEFAULT * DAY * 1000));
    const late = await openDispute(buyer, first.auctionId);
    expect(late.statusCode).toBe(409);
    expect(errorCode(late)).toBe('invalid_state');
    expect((await saleDispute('dealer', buyer, first.auctionId)).json<SaleDispute>()).toMatchObject(
      { dispute: null, can_open: false },
    );
    await opened(last.auctionId);
    expect(await disputesOf(first.auctionId)).toEqual([]);

    // Another dealer sees the auctions (409); one not public yet, or none, is 404.
    const sale = await soldToBuyer();
    const notWon = await openDispute(rival, sale.auctionId);
    expect(notWon.statusCode).toBe(409);
    expect(errorCode(notWon)).toBe('invalid_state');
    const pending = await approvedAuction(t.app, admin);
    expect((await openDispute(buyer, pending.auctionId)).statusCode).toBe(404);
    expect((await openDispute(buyer, randomUUID())).statusCode).toBe(404);
    // The highest bidder of an auction below its reserve bought nothing.
    const unsold = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, unsold.auctionId, 0, 600);
    await bid(t.app, buyer, unsold.auctionId, 150_000);
    expect(errorCode(await openDispute(buyer, unsold.auctionId))).toBe('invalid_state');
    t.clock.advance(600);
    await t.runDue();
    expect(errorCode(await openDispute(buyer, unsold.auctionId))).toBe('invalid_state');
    expect((await saleDispute('dealer', buyer, unsold.auctionId)).statusCode).toBe(404);

    // The description's length, the photos' count.
    for (const [body, path] of [
      [{ description: 'Too short' }, 'description'],
      [{ description: 'x'.repeat(2001) }, 'description'],
      [{ description: ' '.repeat(12) }, 'description'],
      [{ reason: 'changed_my_mind' }, 'reason'],
      [{ photo_upload_ids: Array.from({ length: 11 }, () => randomUUID()) }, 'photo_upload_ids'],
    ] as const) {
      const res = await openDispute(buyer, sale.auctionId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(fieldPaths(res)).toEqual([path]);
    }
    expect(await disputesOf(sale.auctionId)).toEqual([]);
    expect(await disputesOf(unsold.auctionId)).toEqual([]);
  });

  it('answers two decisions at once with one 200 and one 409', async () => {
    const { auctionId } = await soldToBuyer();
    const dispute = await opened(auctionId);
    const notesBefore = await creditNoteCount();
    const answers = await Promise.all([
      resolve(dispute.id, { decision: 'sale_cancelled' }),
      resolve(dispute.id, { decision: 'price_adjusted', adjusted_price_cents: 90_000 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((r) => r.statusCode === 200)?.json<Dispute>();
    const row = await auctionRow(t.db, auctionId);
    if (won?.decision?.decision === 'sale_cancelled') {
      expect(row).toMatchObject({ outcome: 'cancelled', hammerPriceCents: 180_000 });
    } else {
      expect(row).toMatchObject({ outcome: 'sold', hammerPriceCents: 90_000 });
    }
    expect(await creditNoteCount()).toBe(notesBefore + 1);
    expect(await auditOf(t.db, 'dispute.resolved', dispute.id)).toHaveLength(1);
  });
});

describe('photos', () => {
  it('are the dealer’s own private dispute photos, without metadata, linked for the parties and staff only', async () => {
    const { auctionId, owner } = await soldToBuyer();
    const jpeg = await sampleFile('jpeg', { width: 80, height: 60 });
    const photo = await uploadFile(t.app, buyer.token, { purpose: 'dispute_photo', file: jpeg });
    expect(photo).toMatchObject({ purpose: 'dispute_photo', content_type: 'image/jpeg' });
    // A seller never uploads one; nor is it ever a public photo.
    const sellerPresign = await call('POST', '/api/uploads/presign', owner, {
      purpose: 'dispute_photo',
      filename: 'dent.jpg',
      content_type: 'image/jpeg',
      size_bytes: jpeg.bytes.length,
    });
    expect(sellerPresign.statusCode).toBe(403);
    expect((await call('GET', `/api/photos/${photo.id}`)).statusCode).toBe(404);

    // Someone else's photo, the dealer's KYC document, a listing photo: all 422, nothing made.
    const theirs = await uploadFile(t.app, rival.token, { purpose: 'dispute_photo' });
    const kyc = await uploadFile(t.app, buyer.token, { purpose: 'kyc_document' });
    const listing = await call('GET', `/api/auctions/${auctionId}`);
    const listingId = listing.json<{ listing_id: string }>().listing_id;
    const listingPhotos = await call('GET', `/api/listings/${listingId}/photos`);
    const listingPhoto = listingPhotos.json<{ items: { id: string }[] }>().items[0]?.id ?? '';
    for (const id of [theirs.id, kyc.id, listingPhoto, randomUUID()]) {
      const res = await openDispute(buyer, auctionId, { photo_upload_ids: [photo.id, id] });
      expect(res.statusCode, id).toBe(422);
      expect(fieldPaths(res)).toEqual(['photo_upload_ids']);
    }
    expect(await disputesOf(auctionId)).toEqual([]);

    const dispute = await opened(auctionId, { photo_upload_ids: [photo.id] });
    expect(dispute.photos).toEqual([
      {
        id: photo.id,
        content_type: 'image/jpeg',
        url: expect.stringMatching(/^\/api\/files\//) as string,
      },
    ]);
    for (const [url, who] of [
      [`/api/seller/disputes/${dispute.id}`, owner],
      [`/api/admin/disputes/${dispute.id}`, admin],
      [`/api/dealer/disputes/${dispute.id}`, buyer],
    ] as const) {
      const read = await call('GET', url, who);
      expect(read.statusCode, read.body).toBe(200);
      const link = read.json<Dispute>().photos[0]?.url ?? '';
      const file = await call('GET', link);
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      // Stripped of the camera's EXIF and GPS.
      expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
    }
    expect((await call('GET', `/api/dealer/disputes/${dispute.id}`, rival)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/seller/disputes/${dispute.id}`, await seller(t.app))).statusCode,
    ).toBe(404);
    // The link is short-lived.
    const link = dispute.photos[0]?.url ?? '';
    t.clock.advance(10 * 60);
    expect((await call('GET', link)).statusCode).toBe(403);
    // A photo belongs to one dispute.
    const other = await soldToBuyer();
    const reused = await openDispute(buyer, other.auctionId, { photo_upload_ids: [photo.id] });
    expect(fieldPaths(reused)).toEqual(['photo_upload_ids']);
  });
});

describe('staff', () => {
  it('list disputes oldest first by status, and see each dealer’s purchases and disputes', async () => {
    const all = await call('GET', '/api/admin/disputes?limit=100', admin);
    expect(all.statusCode, all.body).toBe(200);
    const items = all.json<{ items: Dispute[] }>().items;
    expect(items).toHaveLength(disputed);
    const created = items.map((d) => d.created_at);
    expect(created).toEqual([...created].sort());
    const open = await call('GET', '/api/admin/disputes?status=open&limit=100', admin);
    const openItems = open.json<{ items: Dispute[] }>().items;
    expect(openItems.every((d) => d.status === 'open')).toBe(true);
    expect(openItems.length).toBe((await queues()).disputes_open);
    expect(openItems.length).toBeGreaterThan(0);
    expect((await call('GET', '/api/admin/disputes?status=closed', admin)).statusCode).toBe(422);

    const dealers = await call('GET', '/api/admin/dealers?limit=100', admin);
    const rows = dealers.json<{
      items: { id: string; purchase_count: number; dispute_count: number }[];
    }>().items;
    expect(rows.find((d) => d.id === buyer.profileId)).toMatchObject({
      purchase_count: bought,
      dispute_count: disputed,
    });
    expect(rows.find((d) => d.id === rival.profileId)).toMatchObject({
      purchase_count: 0,
      dispute_count: 0,
    });
  });
});

// Last in the file: it moves the clock a day on.
describe('unattached dispute photos', () => {
  it('are swept a day after they were finalized; a dispute’s photos are kept', async () => {
    const { auctionId } = await soldToBuyer();
    const held = await uploadFile(t.app, buyer.token, { purpose: 'dispute_photo' });
    const loose = await uploadFile(t.app, buyer.token, { purpose: 'dispute_photo' });
    await opened(auctionId, { photo_upload_ids: [held.id] });
    const left = async () =>
      (
        await t.db.read((ex) =>
          ex
            .select({ id: uploads.id })
            .from(uploads)
            .where(inArray(uploads.id, [held.id, loose.id])),
        )
      )
        .map((r) => r.id)
        .sort();

    t.clock.advance(UNATTACHED_DOCUMENT_GRACE_SECONDS - 60);
    await t.app.services.uploads.sweepUnattachedDocuments();
    expect(await left()).toEqual([held.id, loose.id].sort());

    t.clock.advance(61);
    await t.app.services.uploads.sweepUnattachedDocuments();
    expect(await left()).toEqual([held.id]);
  });
});
