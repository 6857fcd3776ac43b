import { describe, expect, it } from 'vitest';
import { dealer, seller, type Actor } from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { client, errorCode, fieldPaths } from '../../../test/http.js';
import { uploadFile } from '../../../test/upload-fixtures.js';
import { getKycStatus, sellerContact } from './lookup.js';

const t = useTestApp();
const req = client(t);
const kycDoc = async (who: Actor) =>
  (await uploadFile(t.app, who.token, { purpose: 'kyc_document' })).id;

const dealerBody = (documentIds: string[], over: Record<string, unknown> = {}) => ({
  business_name: 'Motors Ltd',
  registration_number: 'REG-0042',
  address: {
    line1: '5 Dock Road',
    line2: '',
    city: 'Leeds',
    postal_code: 'LS1 4AP',
    country: 'GB',
  },
  representative_name: 'Dee Dealer',
  document_upload_ids: documentIds,
  ...over,
});

describe('dealer KYC', () => {
  it('answers not_started, then submits with vat_number and line2 null when blank', async () => {
    const d = await dealer(t.app);
    expect((await req(d, 'GET', '/api/dealer/kyc')).json()).toEqual({ status: 'not_started' });
    const doc = await kycDoc(d);
    const res = await req(d, 'POST', '/api/dealer/kyc', dealerBody([doc]));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'dealer',
      status: 'pending',
      business_name: 'Motors Ltd',
      registration_number: 'REG-0042',
      vat_number: null,
      representative_name: 'Dee Dealer',
      address: { line2: null, country: 'GB' },
      documents: [{ id: doc }],
      review_note: null,
    });
    expect(res.json()).not.toHaveProperty('document_number');
    expect((await req(d, 'GET', '/api/dealer/kyc')).json()).toMatchObject({ status: 'pending' });
    const again = await req(d, 'POST', '/api/dealer/kyc', dealerBody([doc]));
    expect(errorCode(again)).toBe('invalid_state');
  });

  it('keeps a VAT number and refuses seller-only fields', async () => {
    const d = await dealer(t.app);
    const doc = await kycDoc(d);
    const extra = await req(d, 'POST', '/api/dealer/kyc', dealerBody([doc], { full_name: 'x' }));
    expect(fieldPaths(extra)).toEqual(['full_name']);
    const res = await req(d, 'POST', '/api/dealer/kyc', dealerBody([doc], { vat_number: 'GB123' }));
    expect(res.json()).toMatchObject({ vat_number: 'GB123' });
  });
});

describe('lookups for other modules', () => {
  it("sellerContact: KYC name and phone, the account's email; null without KYC", async () => {
    const s = await seller(t.app);
    expect(await t.db.read((ex) => sellerContact(ex, s.id))).toBeNull();
    expect(await t.db.read((ex) => getKycStatus(ex, s.id, 'seller'))).toBe('not_started');
    await req(s, 'POST', '/api/seller/kyc', {
      full_name: 'Ada Lovelace',
      date_of_birth: '1990-12-10',
      phone: '+44 20-7946 0958',
      address: { line1: '1 Square', city: 'London', postal_code: 'SW1Y 4JH', country: 'GB' },
      document_type: 'national_id',
      document_number: 'N0001234',
      document_upload_ids: [await kycDoc(s)],
    });
    expect(await t.db.read((ex) => sellerContact(ex, s.id))).toEqual({
      name: 'Ada Lovelace',
      phone: '+442079460958',
      email: s.email,
    });
    expect(await t.db.read((ex) => getKycStatus(ex, s.id, 'seller'))).toBe('pending');
    expect(await t.db.read((ex) => getKycStatus(ex, s.id, 'dealer'))).toBe('not_started');
  });
});
