import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, uploads } from '../../db/schema.js';
import { dealer, seller, useActor, type Actor } from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { client, errorCode, fieldPaths } from '../../../test/http.js';
import { uploadFile } from '../../../test/upload-fixtures.js';

const t = useTestApp();
beforeAll(() => {
  t.clock.set('2026-03-15T10:00:00.000Z');
});
const admin = useActor(t, 'ADMIN');
const req = client(t);

const DOC_NUMBER = 'P99887766';
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
      expect((await req(undefined, 'GET', url)).statusCode).toBe(401);
      expect((await req(undefined, 'POST', url, {})).statusCode).toBe(401);
    }
  });

  it('answers 403 to the other role and to staff', async () => {
    const d = await dealer(t.app);
    const s = await seller(t.app);
    expect(errorCode(await req(d, 'GET', '/api/seller/kyc'))).toBe('forbidden');
    expect((await req(d, 'POST', '/api/seller/kyc', sellerBody([]))).statusCode).toBe(403);
    expect((await req(s, 'GET', '/api/dealer/kyc')).statusCode).toBe(403);
    expect((await req(s, 'POST', '/api/dealer/kyc', {})).statusCode).toBe(403);
    expect((await req(admin, 'GET', '/api/seller/kyc')).statusCode).toBe(403);
  });
});

describe('seller KYC', () => {
  it('answers exactly {status: "not_started"} before the first submission', async () => {
    const s = await seller(t.app);
    const res = record(await req(s, 'GET', '/api/seller/kyc'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'not_started' });
  });

  it('submits: 201 pending, normalised fields, masked number, document links', async () => {
    const s = await seller(t.app);
    const docs = [await kycDoc(s), await kycDoc(s)];
    const res = record(await req(s, 'POST', '/api/seller/kyc', sellerBody(docs)));
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
    const got = record(await req(s, 'GET', '/api/seller/kyc'));
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
    const res = record(await req(s, 'POST', '/api/seller/kyc', sellerBody([await kycDoc(s)])));
    const [doc] = res.json<{ documents: { url: string }[] }>().documents;
    const file = await t.app.inject({ method: 'GET', url: doc?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF')).toBe(true);
  });

  it('refuses a second submission while pending or approved: 409 invalid_state', async () => {
    const s = await seller(t.app);
    const first = record(await req(s, 'POST', '/api/seller/kyc', sellerBody([await kycDoc(s)])));
    const again = await req(s, 'POST', '/api/seller/kyc', sellerBody([await kycDoc(s)]));
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('invalid_state');
    const id = first.json<{ id: string }>().id;
    record(await req(admin, 'POST', `/api/admin/kyc/${id}/approve`));
    const afterApproval = await req(s, 'POST', '/api/seller/kyc', sellerBody([await kycDoc(s)]));
    expect(afterApproval.statusCode).toBe(409);
    expect(errorCode(afterApproval)).toBe('invalid_state');
  });

  it('needs the seller to be 18 on the UTC date of the clock', async () => {
    const s = await seller(t.app);
    const doc = await kycDoc(s);
    // The clock says 2026-03-15T10:00Z.
    const young = await req(
      s,
      'POST',
      '/api/seller/kyc',
      sellerBody([doc], { date_of_birth: '2008-03-16' }),
    );
    expect(young.statusCode).toBe(422);
    expect(fieldPaths(young)).toEqual(['date_of_birth']);
    const future = await req(
      s,
      'POST',
      '/api/seller/kyc',
      sellerBody([doc], { date_of_birth: '2030-01-01' }),
    );
    expect(fieldPaths(future)).toEqual(['date_of_birth']);
    const adult = record(
      await req(s, 'POST', '/api/seller/kyc', sellerBody([doc], { date_of_birth: '2008-03-15' })),
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
    [
      'unassigned country',
      { address: { line1: 'a', city: 'b', postal_code: 'c', country: 'XX' } },
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
    const res = await req(s, 'POST', '/api/seller/kyc', sellerBody([await kycDoc(s)], over));
    expect(res.statusCode).toBe(422);
    expect(errorCode(res)).toBe('validation_error');
    expect(fieldPaths(res)).toContain(path);
  });

  it('takes 1 to 4 distinct documents', async () => {
    const s = await seller(t.app);
    const docs: string[] = [];
    for (let i = 0; i < 5; i++) docs.push(await kycDoc(s));
    const [first = ''] = docs;
    const five = await req(s, 'POST', '/api/seller/kyc', sellerBody(docs));
    expect(fieldPaths(five)).toEqual(['document_upload_ids']);
    const twice = await req(s, 'POST', '/api/seller/kyc', sellerBody([first, first]));
    expect(fieldPaths(twice)).toEqual(['document_upload_ids']);
    const notUuid = await req(s, 'POST', '/api/seller/kyc', sellerBody(['abc']));
    expect(fieldPaths(notUuid)).toEqual(['document_upload_ids.0']);
    const four = record(await req(s, 'POST', '/api/seller/kyc', sellerBody(docs.slice(0, 4))));
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
    const presign = await req(s, 'POST', '/api/uploads/presign', {
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
      const res = await req(s, 'POST', '/api/seller/kyc', sellerBody(ids));
      expect(res.statusCode).toBe(422);
      expect(fieldPaths(res)).toEqual(['document_upload_ids']);
      answers.add(res.body);
    }
    // The same answer for each: nothing tells another user's upload from a missing one.
    expect(answers.size).toBe(1);
    expect((await req(s, 'GET', '/api/seller/kyc')).json()).toEqual({ status: 'not_started' });
  });
});

describe('document number masking', () => {
  it('never sends the whole number, to the owner or to staff, and never audits it', async () => {
    const s = await seller(t.app);
    record(await req(s, 'POST', '/api/seller/kyc', sellerBody([await kycDoc(s)])));
    record(await req(admin, 'GET', '/api/admin/kyc/pending?limit=100'));
    const pending = await req(admin, 'GET', '/api/admin/kyc/pending?limit=100');
    for (const item of pending.json<{ items: { id: string; kind: string }[] }>().items) {
      if (item.kind === 'seller') {
        record(await req(admin, 'POST', `/api/admin/kyc/${item.id}/reject`, { reason: 'Blurry' }));
      }
    }
    record(await req(s, 'GET', '/api/seller/kyc'));
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
