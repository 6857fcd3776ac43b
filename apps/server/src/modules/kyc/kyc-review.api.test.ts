import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import { dealer, seller, useActor, type Actor } from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { client, errorCode, fieldErrors, fieldPaths, pageThrough } from '../../../test/http.js';
import { uploadFile } from '../../../test/upload-fixtures.js';

const t = useTestApp();
const admin = useActor(t, 'ADMIN');
const ops = useActor(t, 'OPS');
const req = client(t);

interface Item {
  id: string;
  kind: string;
  status: string;
  user_id: string;
  email: string;
  review_note: string | null;
  reviewed_at: string | null;
  submitted_at: string;
}

const kycDoc = async (who: Actor) =>
  (await uploadFile(t.app, who.token, { purpose: 'kyc_document' })).id;

const sellerBody = (doc: string, over: Record<string, unknown> = {}) => ({
  full_name: 'Sam Seller',
  date_of_birth: '1985-01-31',
  phone: '+15551234567',
  address: { line1: '1 Main St', city: 'Springfield', postal_code: '12345', country: 'US' },
  document_type: 'driving_licence',
  document_number: 'D-555-0199',
  document_upload_ids: [doc],
  ...over,
});
const dealerBody = (doc: string) => ({
  business_name: 'Cars Inc',
  registration_number: 'C-1',
  vat_number: 'US99',
  address: { line1: '2 Lot Ave', city: 'Detroit', postal_code: '48201', country: 'US' },
  representative_name: 'Dana Dealer',
  document_upload_ids: [doc],
});

/** A new seller (or dealer) with a pending KYC record. */
async function pendingKyc(kind: 'seller' | 'dealer' = 'seller') {
  const owner = kind === 'seller' ? await seller(t.app) : await dealer(t.app);
  const body =
    kind === 'seller' ? sellerBody(await kycDoc(owner)) : dealerBody(await kycDoc(owner));
  const res = await req(owner, 'POST', `/api/${kind}/kyc`, body);
  expect(res.statusCode).toBe(201);
  return { owner, id: res.json<{ id: string }>().id };
}
const act = (id: string, action: string, who: Actor = admin, payload?: unknown) =>
  req(who, 'POST', `/api/admin/kyc/${id}/${action}`, payload);
const eventsOf = (subjectId: string) =>
  t.db.read((db) =>
    db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, subjectId))
      .orderBy(asc(auditEvents.createdAt)),
  );

describe('who may review', () => {
  it('answers 401 without a token and 403 to sellers and dealers', async () => {
    const { owner, id } = await pendingKyc();
    const d = await dealer(t.app);
    expect((await req(undefined, 'GET', '/api/admin/kyc/pending')).statusCode).toBe(401);
    expect((await req(undefined, 'POST', `/api/admin/kyc/${id}/approve`)).statusCode).toBe(401);
    for (const who of [owner, d]) {
      expect(errorCode(await req(who, 'GET', '/api/admin/kyc/pending'))).toBe('forbidden');
      for (const action of ['approve', 'reject', 'request-resubmission']) {
        expect((await act(id, action, who, { reason: 'x' })).statusCode).toBe(403);
      }
    }
  });

  it('lets OPS review too', async () => {
    const { id } = await pendingKyc();
    expect((await act(id, 'approve', ops)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/kyc/pending', () => {
  it('lists seller and dealer records, oldest first, with kind and owner, page by page', async () => {
    const made: { kind: string; owner: Actor; id: string }[] = [];
    for (const kind of ['seller', 'dealer', 'seller'] as const) {
      t.clock.advance(60);
      made.push({ kind, ...(await pendingKyc(kind)) });
    }
    const all = await req(admin, 'GET', '/api/admin/kyc/pending?limit=100');
    expect(all.statusCode).toBe(200);
    const items = all.json<{ items: Item[] }>().items;
    const ours = items.filter((i) => made.some((m) => m.id === i.id));
    expect(ours.map((i) => i.id)).toEqual(made.map((m) => m.id));
    expect(ours.map((i) => i.kind)).toEqual(['seller', 'dealer', 'seller']);
    expect(ours[1]).toMatchObject({ user_id: made[1]?.owner.id, email: made[1]?.owner.email });
    const times = items.map((i) => i.submitted_at);
    expect([...times].sort()).toEqual(times);
    expect(items.every((i) => i.status === 'pending')).toBe(true);

    expect(await pageThrough(req, admin, '/api/admin/kyc/pending?limit=1')).toEqual(
      items.map((i) => i.id),
    );

    await act(made[0]?.id ?? '', 'approve');
    const after = await req(admin, 'GET', '/api/admin/kyc/pending?limit=100');
    expect(after.json<{ items: Item[] }>().items.map((i) => i.id)).not.toContain(made[0]?.id);
  });

  it.each(['limit=0', 'limit=101', 'cursor=bm9wZQ', 'kind=seller', 'status=approved'])(
    'answers 422 to ?%s',
    async (query) => {
      const res = await req(admin, 'GET', `/api/admin/kyc/pending?${query}`);
      expect(res.statusCode).toBe(422);
      expect(errorCode(res)).toBe('validation_error');
    },
  );
});

describe('review actions', () => {
  it('approves with the body omitted, {} or a note, answering the pending-list shape', async () => {
    const cases: [{ note?: string } | undefined, string | null][] = [
      [undefined, null],
      [{}, null],
      [{ note: '   ' }, null],
      [{ note: ' All clear ' }, 'All clear'],
    ];
    for (const [payload, note] of cases) {
      const { owner, id } = await pendingKyc();
      t.clock.advance(5);
      const res = await act(id, 'approve', admin, payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id,
        kind: 'seller',
        status: 'approved',
        user_id: owner.id,
        email: owner.email,
        document_number: '•••••0199',
        review_note: note,
        reviewed_at: t.clock.now().toISOString(),
      });
      expect(Object.keys(res.json<object>()).sort()).toEqual(
        Object.keys((await req(owner, 'GET', '/api/seller/kyc')).json<object>())
          .concat(['user_id', 'email'])
          .sort(),
      );
    }
  });

  it('refuses unknown fields, a 1001-character note, a bad id and an unknown id', async () => {
    const { id } = await pendingKyc();
    expect((await act(id, 'approve', admin, { reason: 'x' })).statusCode).toBe(422);
    expect((await act(id, 'approve', admin, { note: 'n'.repeat(1001) })).statusCode).toBe(422);
    const bad = await act('not-a-uuid', 'approve');
    expect(bad.statusCode).toBe(422);
    expect(fieldPaths(bad)).toEqual(['id']);
    const unknown = await act('00000000-0000-4000-8000-000000000000', 'reject', admin, {
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown)).toBe('not_found');
  });

  it.each(['reject', 'request-resubmission'])(
    '%s needs a reason of 1 to 1000 characters',
    async (action) => {
      const { id } = await pendingKyc();
      for (const payload of [undefined, {}, { reason: '   ' }, { reason: 'r'.repeat(1001) }]) {
        const res = await act(id, action, admin, payload);
        expect(res.statusCode).toBe(422);
        expect(fieldPaths(res)).toEqual(['reason']);
      }
      expect(fieldErrors(await act(id, action, admin, { reason: ' ' }))[0]?.message).toBe(
        'Reason is required',
      );
      const ok = await act(id, action, admin, { reason: 'r'.repeat(1000) });
      expect(ok.statusCode).toBe(200);
    },
  );

  it('shows the owner the reason and time of a rejection, and lets them resubmit', async () => {
    const { owner, id } = await pendingKyc();
    t.clock.advance(30);
    const reviewedAt = t.clock.now().toISOString();
    const rejected = await act(id, 'reject', admin, { reason: '  Photo is blurry  ' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', review_note: 'Photo is blurry' });
    const seen = (await req(owner, 'GET', '/api/seller/kyc')).json<unknown>();
    expect(seen).toMatchObject({
      id,
      status: 'rejected',
      review_note: 'Photo is blurry',
      reviewed_at: reviewedAt,
    });

    t.clock.advance(30);
    const doc = await kycDoc(owner);
    const again = await req(
      owner,
      'POST',
      '/api/seller/kyc',
      sellerBody(doc, { full_name: 'Sam Q. Seller' }),
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      id,
      status: 'pending',
      full_name: 'Sam Q. Seller',
      documents: [{ id: doc }],
      review_note: null,
      reviewed_at: null,
      submitted_at: t.clock.now().toISOString(),
    });
    const events = await eventsOf(id);
    expect(events.map((e) => e.type)).toEqual(['kyc.submitted', 'kyc.rejected', 'kyc.submitted']);
    expect(events[1]).toMatchObject({
      actorId: admin.id,
      subjectType: 'kyc',
      data: { note: 'Photo is blurry' },
    });
    expect(events[2]).toMatchObject({ actorId: owner.id, data: { resubmission: true } });
  });

  it('lets the owner resubmit after a resubmission request, then be approved', async () => {
    const { owner, id } = await pendingKyc('dealer');
    t.clock.advance(1);
    const asked = await act(id, 'request-resubmission', ops, { reason: 'Add the back side' });
    expect(asked.json()).toMatchObject({ kind: 'dealer', status: 'resubmission_requested' });
    expect((await req(owner, 'GET', '/api/dealer/kyc')).json()).toMatchObject({
      status: 'resubmission_requested',
      review_note: 'Add the back side',
    });
    t.clock.advance(1);
    const again = await req(owner, 'POST', '/api/dealer/kyc', dealerBody(await kycDoc(owner)));
    expect(again.json()).toMatchObject({ id, status: 'pending', review_note: null });
    t.clock.advance(1);
    expect((await act(id, 'approve')).json()).toMatchObject({ status: 'approved' });
    const events = await eventsOf(id);
    expect(events.map((e) => [e.type, e.actorId])).toEqual([
      ['kyc.submitted', owner.id],
      ['kyc.resubmission_requested', ops.id],
      ['kyc.submitted', owner.id],
      ['kyc.approved', admin.id],
    ]);
  });

  it('acts only on pending records: 409 invalid_state otherwise', async () => {
    const { id } = await pendingKyc();
    await act(id, 'approve');
    for (const [action, payload] of [
      ['approve', undefined],
      ['reject', { reason: 'x' }],
      ['request-resubmission', { reason: 'x' }],
    ] as const) {
      const res = await act(id, action, admin, payload);
      expect(res.statusCode).toBe(409);
      expect(errorCode(res)).toBe('invalid_state');
    }
    const rejected = await pendingKyc();
    await act(rejected.id, 'reject', admin, { reason: 'No' });
    expect((await act(rejected.id, 'approve')).statusCode).toBe(409);
    expect(
      (await act(rejected.id, 'request-resubmission', admin, { reason: 'x' })).statusCode,
    ).toBe(409);
  });

  it('takes effect once when two staff act at the same moment', async () => {
    for (const second of ['approve', 'reject'] as const) {
      const { id } = await pendingKyc();
      const results = await Promise.all([
        act(id, 'approve', admin),
        act(id, second, ops, second === 'reject' ? { reason: 'Mismatch' } : undefined),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const events = await eventsOf(id);
      expect(events.filter((e) => e.type !== 'kyc.submitted')).toHaveLength(1);
    }
  });
});
