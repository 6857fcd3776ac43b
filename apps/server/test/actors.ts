import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearer, register } from './helpers.js';
import { uploadFile } from './upload-fixtures.js';

/**
 * The people of a test story, each made through the real API (staff through the same service
 * the CLI uses, as there is no sign-up for staff).
 */
export interface Actor {
  id: string;
  email: string;
  token: string;
  headers: Record<string, string>;
}

export async function staff(app: FastifyInstance, role: 'ADMIN' | 'OPS' = 'ADMIN'): Promise<Actor> {
  const email = `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Staff-passphrase-1';
  await app.services.auth.ensureStaffUser({ email, password, name: role, role, via: 'test' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  const body = res.json<{ access_token: string; user: { id: string } }>();
  return {
    id: body.user.id,
    email,
    token: body.access_token,
    headers: bearer(body.access_token) as Record<string, string>,
  };
}

export async function seller(app: FastifyInstance): Promise<Actor> {
  const account = await register(app, 'seller');
  const token = account.session.access_token;
  return {
    id: account.session.user.id,
    email: account.email,
    token,
    headers: bearer(token) as Record<string, string>,
  };
}

export async function dealer(app: FastifyInstance): Promise<Actor> {
  const account = await register(app, 'dealer');
  const token = account.session.access_token;
  return {
    id: account.session.user.id,
    email: account.email,
    token,
    headers: bearer(token) as Record<string, string>,
  };
}

export const sellerKycBody = (documentIds: string[]) => ({
  full_name: 'Sam Seller',
  date_of_birth: '1980-05-17',
  phone: '+44 20 7946 0958',
  address: { line1: '1 High Street', city: 'London', postal_code: 'SW1A 1AA', country: 'gb' },
  document_type: 'passport',
  document_number: 'P12345678',
  document_upload_ids: documentIds,
});

/** Submits the seller's KYC with a real document; with `approvedBy`, staff approve it. */
export async function submitSellerKyc(
  app: FastifyInstance,
  who: Actor,
  approvedBy?: Actor,
): Promise<{ id: string }> {
  const doc = await uploadFile(app, who.token, { purpose: 'kyc_document' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/seller/kyc',
    headers: who.headers,
    payload: sellerKycBody([doc.id]),
  });
  if (res.statusCode !== 201) throw new Error(`KYC submit failed: ${res.statusCode} ${res.body}`);
  const kyc = res.json<{ id: string }>();
  if (approvedBy) {
    const ok = await app.inject({
      method: 'POST',
      url: `/api/admin/kyc/${kyc.id}/approve`,
      headers: approvedBy.headers,
    });
    if (ok.statusCode !== 200) throw new Error(`KYC approve failed: ${ok.statusCode} ${ok.body}`);
  }
  return kyc;
}

export const completeListing = {
  title: 'Vintage Leica M3 camera',
  description: 'Serviced in 2024, shutter accurate, light brassing.',
  category: 'electronics',
  condition: 'used',
  location_city: 'Leeds',
  location_country: 'GB',
  attributes: { make: 'Leica', model: 'M3', year: '1957' },
  starting_price_cents: 120_000,
  reserve_price_cents: 180_000,
};

/** A complete draft with `photos` real photos attached. */
export async function listingWithPhotos(
  app: FastifyInstance,
  who: Actor,
  photos = 1,
  fields: Record<string, unknown> = completeListing,
): Promise<{ id: string; photoIds: string[] }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/seller/listings',
    headers: who.headers,
    payload: fields,
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  const { id } = res.json<{ id: string }>();
  const photoIds: string[] = [];
  for (let i = 0; i < photos; i++) {
    photoIds.push(
      (await uploadFile(app, who.token, { purpose: 'listing_photo', listingId: id })).id,
    );
  }
  return { id, photoIds };
}

/** Seller with approved KYC, a submitted listing, and staff: ready for review. */
export async function submittedListing(app: FastifyInstance, admin: Actor) {
  const owner = await seller(app);
  await submitSellerKyc(app, owner, admin);
  const listing = await listingWithPhotos(app, owner);
  const res = await app.inject({
    method: 'POST',
    url: `/api/seller/listings/${listing.id}/submit`,
    headers: owner.headers,
  });
  if (res.statusCode !== 200) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return { owner, listing };
}
