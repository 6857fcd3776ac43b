import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import { dealer, seller, useActor, type Actor } from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { client, errorCode, fieldPaths, pageThrough } from '../../../test/http.js';
import { uploadFile } from '../../../test/upload-fixtures.js';
import { dealerContact } from './lookup.js';

const t = useTestApp();
const admin = useActor(t, 'ADMIN');
const ops = useActor(t, 'OPS');
const req = client(t);

interface Item {
  id: string;
  user_id: string;
  email: string;
  status: string;
  kyc_status: string;
  suspended_reason: string | null;
  created_at: string;
}

const profileBody = (company: string) => ({
  company_name: company,
  contact_name: 'Pat Contact',
  phone: '+15550001111',
  email: 'desk@company.example',
  address: { line1: '9 Yard Rd', city: 'Austin', postal_code: '73301', country: 'US' },
});

/** A dealer with a profile, and with `kyc` a dealer KYC in that state. */
async function dealerWith(kyc: 'none' | 'pending' | 'approved', company = 'Acme Autos') {
  const who = await dealer(t.app);
  if (kyc !== 'none') {
    const doc = await uploadFile(t.app, who.token, { purpose: 'kyc_document' });
    const res = await req(who, 'POST', '/api/dealer/kyc', {
      business_name: company,
      registration_number: 'R-1',
      address: profileBody(company).address,
      representative_name: 'Pat Contact',
      document_upload_ids: [doc.id],
    });
    if (kyc === 'approved') {
      await req(admin, 'POST', `/api/admin/kyc/${res.json<{ id: string }>().id}/approve`);
    }
  }
  const profile = await req(who, 'POST', '/api/dealer/profile', profileBody(company));
  return { who, id: profile.json<{ id: string }>().id };
}
const list = async (query = '') => {
  const res = await req(admin, 'GET', `/api/admin/dealers${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ items: Item[]; next_cursor: string | null }>();
};
const suspend = (id: string, payload?: unknown, who: Actor = admin) =>
  req(who, 'POST', `/api/admin/dealers/${id}/suspend`, payload);
const reinstate = (id: string, payload?: unknown, who: Actor = admin) =>
  req(who, 'POST', `/api/admin/dealers/${id}/reinstate`, payload);

describe('who may manage dealers', () => {
  it('answers 401 without a token and 403 to sellers and dealers', async () => {
    const { who, id } = await dealerWith('approved');
    const s = await seller(t.app);
    expect((await req(undefined, 'GET', '/api/admin/dealers')).statusCode).toBe(401);
    expect(
      (await req(undefined, 'POST', `/api/admin/dealers/${id}/suspend`, { reason: 'x' }))
        .statusCode,
    ).toBe(401);
    for (const caller of [who, s]) {
      expect(errorCode(await req(caller, 'GET', '/api/admin/dealers'))).toBe('forbidden');
      expect((await suspend(id, { reason: 'x' }, caller)).statusCode).toBe(403);
      expect((await reinstate(id, undefined, caller)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/admin/dealers', () => {
  it('lists profiles with the account email, the dealer KYC status and the counts of its buying', async () => {
    const none = await dealerWith('none', 'No KYC Co');
    const pending = await dealerWith('pending', 'Pending Co');
    const approved = await dealerWith('approved', 'Approved Co');
    const { items } = await list('?limit=100');
    const find = (id: string) => items.find((i) => i.id === id);
    expect(find(none.id)).toEqual({
      id: none.id,
      user_id: none.who.id,
      email: none.who.email,
      company_name: 'No KYC Co',
      contact_name: 'Pat Contact',
      status: 'pending',
      kyc_status: 'not_started',
      suspended_reason: null,
      created_at: t.clock.now().toISOString(),
      // What it bought and disputed (SPEC §13.4; counted in auctions/disputes.api.test.ts).
      purchase_count: 0,
      dispute_count: 0,
    });
    expect(find(pending.id)).toMatchObject({ status: 'pending', kyc_status: 'pending' });
    expect(find(approved.id)).toMatchObject({ status: 'active', kyc_status: 'approved' });
  });

  it('filters by status and pages through everything with limit=1, newest first', async () => {
    for (let i = 0; i < 3; i++) {
      t.clock.advance(10);
      await dealerWith(i === 1 ? 'none' : 'approved', `Paged ${i}`);
    }
    const all = (await list('?limit=100')).items;
    const times = all.map((i) => i.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(await pageThrough(req, admin, '/api/admin/dealers?limit=1')).toEqual(
      all.map((i) => i.id),
    );

    const active = (await list('?status=active&limit=100')).items;
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((i) => i.status === 'active')).toBe(true);
    expect(active.map((i) => i.id)).toEqual(
      all.filter((i) => i.status === 'active').map((i) => i.id),
    );
    const pendingPage = await list('?status=pending&limit=1');
    expect(pendingPage.items.every((i) => i.status === 'pending')).toBe(true);
    expect(pendingPage.next_cursor).not.toBeNull();
    const second = await list(`?status=pending&limit=1&cursor=${pendingPage.next_cursor ?? ''}`);
    expect(second.items[0]?.status).toBe('pending');
    expect(second.items[0]?.id).not.toBe(pendingPage.items[0]?.id);
  });

  it.each(['status=closed', 'limit=0', 'limit=101', 'cursor=%%%', 'sort=name'])(
    'answers 422 to ?%s',
    async (query) => {
      const res = await req(admin, 'GET', `/api/admin/dealers?${query}`);
      expect(res.statusCode).toBe(422);
    },
  );
});

describe('suspend and reinstate', () => {
  it('suspends an active dealer with a reason, then reinstates it, auditing both', async () => {
    const { who, id } = await dealerWith('approved');
    t.clock.advance(1);
    const suspended = await suspend(id, { reason: '  Unpaid fees  ' }, ops);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      id,
      user_id: who.id,
      email: who.email,
      status: 'suspended',
      kyc_status: 'approved',
      suspended_reason: 'Unpaid fees',
    });
    expect((await req(who, 'GET', '/api/dealer/profile')).json()).toMatchObject({
      status: 'suspended',
      suspended_reason: 'Unpaid fees',
    });
    // Editing the profile does not lift a suspension.
    const edited = await req(who, 'POST', '/api/dealer/profile', profileBody('Acme Renamed'));
    expect(edited.json()).toMatchObject({ status: 'suspended', company_name: 'Acme Renamed' });

    t.clock.advance(1);
    const back = await reinstate(id);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ id, status: 'active', suspended_reason: null });
    expect(await reinstate(id, {}).then((r) => r.statusCode)).toBe(409);

    const events = await t.db.read((db) =>
      db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.subjectId, id))
        .orderBy(asc(auditEvents.createdAt)),
    );
    // The KYC was approved first, so saving the profile activated it (the dealer is the actor).
    expect(events.map((e) => [e.type, e.actorId, e.subjectType])).toEqual([
      ['dealer.activated', who.id, 'dealer'],
      ['dealer.suspended', ops.id, 'dealer'],
      ['dealer.reinstated', admin.id, 'dealer'],
    ]);
    expect(events[1]?.data).toMatchObject({ reason: 'Unpaid fees' });
  });

  it('suspends only active dealers and reinstates only suspended ones: 409 otherwise', async () => {
    const { id: pendingId } = await dealerWith('pending');
    for (const res of [await suspend(pendingId, { reason: 'x' }), await reinstate(pendingId)]) {
      expect(res.statusCode).toBe(409);
      expect(errorCode(res)).toBe('invalid_state');
    }
    const { id } = await dealerWith('approved');
    expect((await reinstate(id)).statusCode).toBe(409);
    expect((await suspend(id, { reason: 'First' })).statusCode).toBe(200);
    const twice = await suspend(id, { reason: 'Second' });
    expect(twice.statusCode).toBe(409);
    expect((await list('?limit=100')).items.find((i) => i.id === id)?.suspended_reason).toBe(
      'First',
    );
  });

  it('takes a suspension once when two staff race', async () => {
    const { id } = await dealerWith('approved');
    const results = await Promise.all([
      suspend(id, { reason: 'A' }),
      suspend(id, { reason: 'B' }, ops),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('needs a reason of 1 to 1000 characters to suspend', async () => {
    const { id } = await dealerWith('approved');
    for (const payload of [
      undefined,
      {},
      { reason: '' },
      { reason: ' \t ' },
      { reason: 'r'.repeat(1001) },
    ]) {
      const res = await suspend(id, payload);
      expect(res.statusCode).toBe(422);
      expect(fieldPaths(res)).toEqual(['reason']);
    }
    expect((await suspend(id, { reason: 'ok', extra: true })).statusCode).toBe(422);
    expect((await reinstate(id, { reason: 'not taken' })).statusCode).toBe(422);
    expect((await suspend(id, { reason: 'r'.repeat(1000) })).statusCode).toBe(200);
  });

  it('answers 404 to an unknown id and 422 to a malformed one', async () => {
    const unknown = await suspend('00000000-0000-4000-8000-000000000000', { reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown)).toBe('not_found');
    expect((await reinstate('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await suspend('123', { reason: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(fieldPaths(bad)).toEqual(['id']);
  });
});

describe('dealerContact', () => {
  it("gives the profile's contact details", async () => {
    const { id } = await dealerWith('approved', 'Contact Co');
    expect(await t.db.read((ex) => dealerContact(ex, id))).toEqual({
      company_name: 'Contact Co',
      contact_name: 'Pat Contact',
      phone: '+15550001111',
      email: 'desk@company.example',
    });
    expect(
      await t.db.read((ex) => dealerContact(ex, '00000000-0000-4000-8000-000000000000')),
    ).toBeNull();
  });
});
