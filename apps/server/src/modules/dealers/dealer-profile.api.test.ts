import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import { dealer, seller, useActor, type Actor } from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { client, errorCode, fieldPaths } from '../../../test/http.js';
import { uploadFile } from '../../../test/upload-fixtures.js';
import { getDealerForUser } from './lookup.js';

const t = useTestApp();
const admin = useActor(t, 'ADMIN');
const req = client(t);

const profileBody = (over: Record<string, unknown> = {}) => ({
  company_name: 'North Motors Ltd',
  contact_name: 'Nia North',
  phone: '+44 113 496 0000',
  email: ' Sales@North-Motors.example ',
  address: { line1: '7 Canal Wharf', city: 'Leeds', postal_code: 'LS11 5PS', country: 'gb' },
  ...over,
});
const saveProfile = (who: Actor, over: Record<string, unknown> = {}) =>
  req(who, 'POST', '/api/dealer/profile', profileBody(over));

async function submitDealerKyc(who: Actor): Promise<string> {
  const doc = await uploadFile(t.app, who.token, { purpose: 'kyc_document' });
  const res = await req(who, 'POST', '/api/dealer/kyc', {
    business_name: 'North Motors Ltd',
    registration_number: '09876543',
    address: { line1: '7 Canal Wharf', city: 'Leeds', postal_code: 'LS11 5PS', country: 'GB' },
    representative_name: 'Nia North',
    document_upload_ids: [doc.id],
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}
const review = (kycId: string, action: string, payload?: unknown) =>
  req(admin, 'POST', `/api/admin/kyc/${kycId}/${action}`, payload);
const activations = (profileId: string) =>
  t.db.read((db) =>
    db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, profileId), eq(auditEvents.type, 'dealer.activated'))),
  );

describe('GET /api/dealer/profile', () => {
  it('answers 401 without a token, 403 to a seller, 404 before the profile exists', async () => {
    expect((await req(undefined, 'GET', '/api/dealer/profile')).statusCode).toBe(401);
    expect((await req(undefined, 'POST', '/api/dealer/profile', profileBody())).statusCode).toBe(
      401,
    );
    const s = await seller(t.app);
    expect(errorCode(await req(s, 'GET', '/api/dealer/profile'))).toBe('forbidden');
    expect((await req(s, 'POST', '/api/dealer/profile', profileBody())).statusCode).toBe(403);
    const d = await dealer(t.app);
    const res = await req(d, 'GET', '/api/dealer/profile');
    expect(res.statusCode).toBe(404);
    expect(errorCode(res)).toBe('not_found');
  });
});

describe('POST /api/dealer/profile', () => {
  it('creates a pending profile (201) with null optionals, then updates it (200)', async () => {
    const d = await dealer(t.app);
    const created = await saveProfile(d);
    expect(created.statusCode).toBe(201);
    const profile = created.json<{ id: string }>();
    expect(profile).toEqual({
      id: expect.any(String) as string,
      status: 'pending',
      company_name: 'North Motors Ltd',
      contact_name: 'Nia North',
      phone: '+441134960000',
      email: 'sales@north-motors.example',
      address: {
        line1: '7 Canal Wharf',
        line2: null,
        city: 'Leeds',
        postal_code: 'LS11 5PS',
        country: 'GB',
      },
      website: null,
      suspended_reason: null,
      created_at: t.clock.now().toISOString(),
    });
    expect((await req(d, 'GET', '/api/dealer/profile')).json()).toEqual(profile);

    const updated = await saveProfile(d, {
      company_name: 'North Motors Group',
      website: 'https://north-motors.example/cars',
      address: { ...profileBody().address, line2: 'Unit 4' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: profile.id,
      status: 'pending',
      company_name: 'North Motors Group',
      website: 'https://north-motors.example/cars',
      address: { line2: 'Unit 4' },
      created_at: t.clock.now().toISOString(),
    });
    const cleared = await saveProfile(d, { website: '' });
    expect(cleared.json()).toMatchObject({ website: null, address: { line2: null } });
  });

  it.each([
    ['missing company name', { company_name: undefined }, 'company_name'],
    ['blank contact name', { contact_name: ' ' }, 'contact_name'],
    ['phone', { phone: '0113 496 0000' }, 'phone'],
    ['email', { email: 'not-an-email' }, 'email'],
    [
      'country',
      { address: { line1: 'a', city: 'b', postal_code: 'c', country: 'England' } },
      'address.country',
    ],
    [
      'unassigned country',
      { address: { line1: 'a', city: 'b', postal_code: 'c', country: 'XX' } },
      'address.country',
    ],
    ['website scheme', { website: 'ftp://north.example' }, 'website'],
    ['website', { website: 'not a url' }, 'website'],
    ['status', { status: 'active' }, 'status'],
    ['long name', { company_name: 'x'.repeat(201) }, 'company_name'],
  ])('answers 422 on a bad %s', async (_name, over, path) => {
    const d = await dealer(t.app);
    const res = await saveProfile(d, over);
    expect(res.statusCode).toBe(422);
    expect(fieldPaths(res)).toContain(path);
    expect((await req(d, 'GET', '/api/dealer/profile')).statusCode).toBe(404);
  });

  it('creates only one profile when two first saves race', async () => {
    const d = await dealer(t.app);
    const results = await Promise.all([saveProfile(d), saveProfile(d, { contact_name: 'B' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const ids = new Set(results.map((r) => r.json<{ id: string }>().id));
    expect(ids.size).toBe(1);
  });
});

describe('activation: a profile and an approved dealer KYC, whichever comes second', () => {
  it('profile first: stays pending through submission, becomes active on approval', async () => {
    const d = await dealer(t.app);
    const profile = (await saveProfile(d)).json<{ id: string }>();
    const kycId = await submitDealerKyc(d);
    expect((await req(d, 'GET', '/api/dealer/profile')).json()).toMatchObject({
      status: 'pending',
    });
    expect((await review(kycId, 'approve')).statusCode).toBe(200);
    expect((await req(d, 'GET', '/api/dealer/profile')).json()).toMatchObject({
      status: 'active',
    });
    const events = await activations(profile.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      subjectType: 'dealer',
      actorId: admin.id,
      data: { trigger: 'kyc_approved' },
    });
    // Editing later keeps it active and activates nothing again.
    expect((await saveProfile(d, { contact_name: 'New Contact' })).json()).toMatchObject({
      status: 'active',
    });
    expect(await activations(profile.id)).toHaveLength(1);
  });

  it('KYC first: the profile is created active, with one dealer.activated by the dealer', async () => {
    const d = await dealer(t.app);
    const kycId = await submitDealerKyc(d);
    await review(kycId, 'approve');
    const created = await saveProfile(d);
    expect(created.statusCode).toBe(201);
    const profile = created.json<{ id: string; status: string }>();
    expect(profile.status).toBe('active');
    const events = await activations(profile.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: d.id, data: { trigger: 'profile_saved' } });
    await saveProfile(d, { company_name: 'Renamed' });
    expect(await activations(profile.id)).toHaveLength(1);
    const row = await t.db.read((ex) => getDealerForUser(ex, d.id));
    expect(row).toMatchObject({ id: profile.id, status: 'active', companyName: 'Renamed' });
    expect(row?.activatedAt?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('does not activate on a pending, rejected or resubmission-requested KYC', async () => {
    const d = await dealer(t.app);
    const kycId = await submitDealerKyc(d);
    await saveProfile(d);
    await review(kycId, 'reject', { reason: 'Registration number does not match' });
    expect((await req(d, 'GET', '/api/dealer/profile')).json()).toMatchObject({
      status: 'pending',
    });
    await submitDealerKyc(d);
    await review(kycId, 'request-resubmission', { reason: 'Add a utility bill' });
    await saveProfile(d, { contact_name: 'Still pending' });
    expect((await req(d, 'GET', '/api/dealer/profile')).json()).toMatchObject({
      status: 'pending',
    });
    await submitDealerKyc(d);
    await review(kycId, 'approve');
    expect((await req(d, 'GET', '/api/dealer/profile')).json()).toMatchObject({
      status: 'active',
    });
  });

  it('activates exactly once when the profile and the approval race', async () => {
    const d = await dealer(t.app);
    const kycId = await submitDealerKyc(d);
    const [approved, saved] = await Promise.all([review(kycId, 'approve'), saveProfile(d)]);
    expect(approved.statusCode).toBe(200);
    expect(saved.statusCode).toBe(201);
    const profile = await req(d, 'GET', '/api/dealer/profile');
    expect(profile.json()).toMatchObject({ status: 'active' });
    expect(await activations(profile.json<{ id: string }>().id)).toHaveLength(1);
  });

  it("does not touch a seller's records: seller KYC approval activates no dealer", async () => {
    const s = await seller(t.app);
    const doc = await uploadFile(t.app, s.token, { purpose: 'kyc_document' });
    const res = await req(s, 'POST', '/api/seller/kyc', {
      full_name: 'Sol Seller',
      date_of_birth: '1970-01-01',
      phone: '+4411349600001',
      address: { line1: '1 Road', city: 'Leeds', postal_code: 'LS1', country: 'GB' },
      document_type: 'national_id',
      document_number: 'ID-00001111',
      document_upload_ids: [doc.id],
    });
    const allActivations = () =>
      t.db.read((db) =>
        db.select().from(auditEvents).where(eq(auditEvents.type, 'dealer.activated')),
      );
    const before = (await allActivations()).length;
    const approved = await review(res.json<{ id: string }>().id, 'approve');
    expect(approved.json()).toMatchObject({ kind: 'seller', status: 'approved' });
    expect(await allActivations()).toHaveLength(before);
  });
});
