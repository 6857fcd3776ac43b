import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, uploads } from '../../db/schema.js';
import { dealer, seller, staff, type Actor } from '../../../test/actors.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { uploadFile } from '../../../test/upload-fixtures.js';

let t: TestApp;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-15T10:00:00.000Z');
  admin = await staff(t.app);
});
afterAll(() => t.close());

const DOC_NUMBER = 'P99887766';

const call = (method: 'GET' | 'POST', url: string, who?: Actor, payload?: unknown) =>
  t.app.inject({ method, url, headers: who?.headers, payload: payload as never });
const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; details?: { fields?: { path: string }[] } } }).error;
const fieldPaths = (res: { json: () => unknown }) =>
  (errorOf(res).details?.fields ?? []).map((f) => f.path);
const kycDoc = async (who: Actor) =>
  (await uploadFile(t.app, who.token, { purpose: 'kyc_document' })).id;

const sellerBody = (documentIds: string[], over: Record<string, unknown> = {}) => ({
  full_name: 'Ada Lovelace',
  date_of_birth: '1990-12-10',
  phone: '+44 20-7946 0958',
  address: { line1: '12 St James Square', city: 'London', postal_code: 'SW1Y 4JH', country: 'gb' },
  document_type: 'passport',
  document_number: DOC_NUMBER,
  document_upload_ids: documentIds,
  ...over,
});
/** Every answer body of this file, to prove the whole document number never leaves. */
const bodies: string[] = [];
const record = <T extends { body: string }>(res: T) => {
  bodies.push(res.body);
  return res;
};

describe('who may call the owner KYC routes', () => {
  it('answers 401 without a token', async () => {
    for (const url of ['/api/seller/kyc', '/api/dealer/kyc']) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('POST', url, undefined, {})).statusCode).toBe(401);
    }
  });

  it('answers 403 to the other role and to staff', async () => {
    const d = await dealer(t.app);
    const s = await seller(t.app);
    expect(errorOf(await call('GET', '/api/seller/kyc', d)).code).toBe('forbidden');
    expect((await call('POST', '/api/seller/kyc', d, sellerBody([]))).statusCode).toBe(403);
    expect((await call('GET', '/api/dealer/kyc', s)).statusCode).toBe(403);
    expect((await call('POST', '/api/dealer/kyc', s, {})).statusCode).toBe(403);
    expect((await call('GET', '/api/seller/kyc', admin)).statusCode).toBe(403);
  });
});

describe('seller KYC', () => {
  it('answers exactly {status: "not_started"} before the first submission', async () => {
    const s = await seller(t.app);
    const res = record(await call('GET', '/api/seller/kyc', s));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'not_started' });
  });

  it('submits: 201 pending, normalised fields, masked number, document links', async () => {
    const s = await seller(t.app);
    const docs = [await kycDoc(s), await kycDoc(s)];
    const res = record(await call('POST', '/api/seller/kyc', s, sellerBody(docs)));
    expect(res.statusCode).toBe(201);
    const body = res.json<Record<string, unknown>>();
    const now = t.clock.now().toISOString();
    expect(body).toEqual({
      id: expect.any(String) as string,
      kind: 'seller',
      status: 'pending',
      full_name: 'Ada Lovelace',
      date_of_birth: '1990-12-10',
      phone: '+442079460958',
      address: {
        line1: '12 St James Square',
        line2: null,
        city: 'London',
        postal_code: 'SW1Y 4JH',
        country: 'GB',
      },
      document_type: 'passport',
      document_number: '•••••7766',
      documents: docs.map((id) => ({
        id,
        content_type: 'application/pdf',
        size_bytes: expect.any(Number) as number,
        filename: 'sample.pdf',
        url: expect.any(String) as string,
      })),
      review_note: null,
      reviewed_at: null,
      submitted_at: now,
      created_at: now,
      updated_at: now,
    });
    const got = record(await call('GET', '/api/seller/kyc', s));
    expect(got.json()).toEqual({ ...body, documents: expect.any(Array) as unknown[] });

    const events = await t.db.read((db) =>
      db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.subjectId, body.id as string)),
    );
    expect(events).toMatchObject([
      { type: 'kyc.submitted', subjectType: 'kyc', actorId: s.id, data: { kind: 'seller' } },
    ]);
  });

  it('gives the owner a working link to each document', async () => {
    const s = await seller(t.app);
    const res = record(await call('POST', '/api/seller/kyc', s, sellerBody([await kycDoc(s)])));
    const [doc] = res.json<{ documents: { url: string }[] }>().documents;
    const file = await t.app.inject({ method: 'GET', url: doc?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF')).toBe(true);
  });

  it('refuses a second submission while pending or approved: 409 invalid_state', async () => {
    const s = await seller(t.app);
    const first = record(await call('POST', '/api/seller/kyc', s, sellerBody([await kycDoc(s)])));
    const again = await call('POST', '/api/seller/kyc', s, sellerBody([await kycDoc(s)]));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('invalid_state');
    const id = first.json<{ id: string }>().id;
    record(await call('POST', `/api/admin/kyc/${id}/approve`, admin));
    const afterApproval = await call('POST', '/api/seller/kyc', s, sellerBody([await kycDoc(s)]));
    expect(afterApproval.statusCode).toBe(409);
    expect(errorOf(afterApproval).code).toBe('invalid_state');
  });

  it('needs the seller to be 18 on the UTC date of the clock', async () => {
    const s = await seller(t.app);
    const doc = await kycDoc(s);
    // The clock says 2026-03-15T10:00Z.
    const young = await call(
      'POST',
      '/api/seller/kyc',
      s,
      sellerBody([doc], { date_of_birth: '2008-03-16' }),
    );
    expect(young.statusCode).toBe(422);
    expect(fieldPaths(young)).toEqual(['date_of_birth']);
    const future = await call(
      'POST',
      '/api/seller/kyc',
      s,
      sellerBody([doc], { date_of_birth: '2030-01-01' }),
    );
    expect(fieldPaths(future)).toEqual(['date_of_birth']);
    const adult = record(
      await call('POST', '/api/seller/kyc', s, sellerBody([doc], { date_of_birth: '2008-03-15' })),
    );
    expect(adult.statusCode).toBe(201);
  });

  it.each([
    ['phone', { phone: '020 7946 0958' }, 'phone'],
    ['phone too short', { phone: '+12345' }, 'phone'],
    [
      'country',
      { address: { line1: 'a', city: 'b', postal_code: 'c', country: 'GBR' } },
      'address.country',
    ],
    ['impossible date', { date_of_birth: '1990-02-30' }, 'date_of_birth'],
    ['date format', { date_of_birth: '10/12/1990' }, 'date_of_birth'],
    ['document type', { document_type: 'library_card' }, 'document_type'],
    ['blank name', { full_name: '   ' }, 'full_name'],
    ['long number', { document_number: 'x'.repeat(201) }, 'document_number'],
    ['unknown field', { status: 'approved' }, 'status'],
    ['no documents', { document_upload_ids: [] }, 'document_upload_ids'],
  ])('answers 422 on a bad %s', async (_name, over, path) => {
    const s = await seller(t.app);
    const res = await call('POST', '/api/seller/kyc', s, sellerBody([await kycDoc(s)], over));
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).code).toBe('validation_error');
    expect(fieldPaths(res)).toContain(path);
  });

  it('takes 1 to 4 distinct documents', async () => {
    const s = await seller(t.app);
    const docs: string[] = [];
    for (let i = 0; i < 5; i++) docs.push(await kycDoc(s));
    const [first = ''] = docs;
    const five = await call('POST', '/api/seller/kyc', s, sellerBody(docs));
    expect(fieldPaths(five)).toEqual(['document_upload_ids']);
    const twice = await call('POST', '/api/seller/kyc', s, sellerBody([first, first]));
    expect(fieldPaths(twice)).toEqual(['document_upload_ids']);
    const notUuid = await call('POST', '/api/seller/kyc', s, sellerBody(['abc']));
    expect(fieldPaths(notUuid)).toEqual(['document_upload_ids.0']);
    const four = record(await call('POST', '/api/seller/kyc', s, sellerBody(docs.slice(0, 4))));
    expect(four.statusCode).toBe(201);
    expect(four.json<{ documents: unknown[] }>().documents).toHaveLength(4);
  });

  it("refuses uploads that are not the caller's finalized KYC documents, alike", async () => {
    const s = await seller(t.app);
    const other = await seller(t.app);
    const own = await kycDoc(s);
    // A finalized upload of the wrong purpose (photos need a listing, so it is made directly).
    const [photo] = await t.db.transaction((tx) =>
      tx
        .insert(uploads)
        .values({
          ownerId: s.id,
          purpose: 'listing_photo',
          status: 'finalized',
          filename: 'car.jpg',
          contentType: 'image/jpeg',
          sizeBytes: 1000,
          storageKey: 'listing_photo/test',
          expiresAt: t.clock.now(),
          finalizedAt: t.clock.now(),
          createdAt: t.clock.now(),
        })
        .returning({ id: uploads.id }),
    );
    const presign = await call('POST', '/api/uploads/presign', s, {
      purpose: 'kyc_document',
      filename: 'id.pdf',
      content_type: 'application/pdf',
      size_bytes: 1000,
    });
    const unfinished = presign.json<{ upload_id: string }>().upload_id;
    const cases = [
      [own, await kycDoc(other)],
      [photo?.id ?? ''],
      [unfinished],
      ['00000000-0000-4000-8000-000000000000'],
    ];
    const answers = new Set<string>();
    for (const ids of cases) {
      const res = await call('POST', '/api/seller/kyc', s, sellerBody(ids));
      expect(res.statusCode).toBe(422);
      expect(fieldPaths(res)).toEqual(['document_upload_ids']);
      answers.add(res.body);
    }
    // The same answer for each: nothing tells another user's upload from a missing one.
    expect(answers.size).toBe(1);
    expect((await call('GET', '/api/seller/kyc', s)).json()).toEqual({ status: 'not_started' });
  });
});

describe('document number masking', () => {
  it('never sends the whole number, to the owner or to staff, and never audits it', async () => {
    const s = await seller(t.app);
    record(await call('POST', '/api/seller/kyc', s, sellerBody([await kycDoc(s)])));
    record(await call('GET', '/api/admin/kyc/pending?limit=100', admin));
    const pending = await call('GET', '/api/admin/kyc/pending?limit=100', admin);
    for (const item of pending.json<{ items: { id: string; kind: string }[] }>().items) {
      if (item.kind === 'seller') {
        record(await call('POST', `/api/admin/kyc/${item.id}/reject`, admin, { reason: 'Blurry' }));
      }
    }
    record(await call('GET', '/api/seller/kyc', s));
    expect(bodies.length).toBeGreaterThan(10);
    for (const body of bodies) {
      expect(body).not.toContain(DOC_NUMBER);
      expect(body).not.toContain(DOC_NUMBER.slice(0, 5));
    }
    expect(bodies.some((b) => b.includes('•••••7766'))).toBe(true);
    const events = await t.db.read((db) =>
      db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectType, 'kyc'))),
    );
    expect(events.length).toBeGreaterThan(0);
    expect(JSON.stringify(events)).not.toContain(DOC_NUMBER);
  });
});
