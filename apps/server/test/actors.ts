import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { auctions } from '../src/db/schema.js';
import { markEmailVerified } from '../src/modules/auth/repository.js';
import { bearer, register, type TestApp } from './helpers.js';
import { uploadFile } from './upload-fixtures.js';

/**
 * The people of a test story, each made through the real API (staff through the same service
 * the CLI uses, as there is no sign-up for staff).
 */
export interface Actor {
  id: string;
  email: string;
  password: string;
  token: string;
  headers: Record<string, string>;
}

const actor = (id: string, email: string, password: string, token: string): Actor => ({
  id,
  email,
  password,
  token,
  headers: bearer(token) as Record<string, string>,
});

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
  return actor(body.user.id, email, password, body.access_token);
}

/**
 * A new seller or dealer, signed up through the API, with its address confirmed as if it had
 * opened the emailed link (that flow itself is tested in auth/verify-email.api.test.ts).
 */
export async function account(app: FastifyInstance, role: 'seller' | 'dealer'): Promise<Actor> {
  const { email, password, session } = await register(app, role);
  await confirmEmail(app, session.user.id);
  return actor(session.user.id, email, password, session.access_token);
}

/** Records the account's address as confirmed (what following the verification link does). */
export async function confirmEmail(app: FastifyInstance, userId: string): Promise<void> {
  await app.db.transaction((tx) => markEmailVerified(tx, userId, app.clock.now()));
}

export const seller = (app: FastifyInstance) => account(app, 'seller');
export const dealer = (app: FastifyInstance) => account(app, 'dealer');

/**
 * An actor of one test file, made by a `beforeAll` hook once the app of `useTestApp` exists. The
 * object is filled in when the hook runs, so read it only inside hooks and tests.
 */
export function useActor(t: TestApp, role: 'seller' | 'dealer' | 'ADMIN' | 'OPS'): Actor {
  const who = {} as Actor;
  beforeAll(async () => {
    const made =
      role === 'seller' || role === 'dealer'
        ? await account(t.app, role)
        : await staff(t.app, role);
    Object.assign(who, made);
  });
  return who;
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

/** A dealer with a profile and an approved dealer KYC: active, allowed to bid. */
export async function activeDealer(
  app: FastifyInstance,
  approvedBy: Actor,
  company = `Dealer ${randomUUID().slice(0, 6)} Ltd`,
  kycExtra: { vat_number?: string } = {},
): Promise<Actor & { profileId: string }> {
  const who = await dealer(app);
  const address = { line1: '7 Canal Wharf', city: 'Leeds', postal_code: 'LS11 5PS', country: 'GB' };
  const profile = await app.inject({
    method: 'POST',
    url: '/api/dealer/profile',
    headers: who.headers,
    payload: {
      company_name: company,
      contact_name: 'Nia North',
      phone: '+441134960000',
      email: `sales-${randomUUID().slice(0, 6)}@example.com`,
      address,
    },
  });
  if (profile.statusCode !== 201)
    throw new Error(`profile failed: ${profile.statusCode} ${profile.body}`);
  const doc = await uploadFile(app, who.token, { purpose: 'kyc_document' });
  const kyc = await app.inject({
    method: 'POST',
    url: '/api/dealer/kyc',
    headers: who.headers,
    payload: {
      business_name: company,
      registration_number: '09876543',
      address,
      representative_name: 'Nia North',
      document_upload_ids: [doc.id],
      ...kycExtra,
    },
  });
  if (kyc.statusCode !== 201) throw new Error(`dealer KYC failed: ${kyc.statusCode} ${kyc.body}`);
  const ok = await app.inject({
    method: 'POST',
    url: `/api/admin/kyc/${kyc.json<{ id: string }>().id}/approve`,
    headers: approvedBy.headers,
  });
  if (ok.statusCode !== 200)
    throw new Error(`dealer KYC approve failed: ${ok.statusCode} ${ok.body}`);
  return { ...who, profileId: profile.json<{ id: string }>().id };
}

/** A listing through review to an approved auction awaiting scheduling; answers its id. */
export async function approvedAuction(
  app: FastifyInstance,
  admin: Actor,
  fields: Record<string, unknown> = completeListing,
): Promise<{ auctionId: string; listingId: string; owner: Actor }> {
  const owner = await seller(app);
  await submitSellerKyc(app, owner, admin);
  const listing = await listingWithPhotos(app, owner, 1, fields);
  const submitted = await app.inject({
    method: 'POST',
    url: `/api/seller/listings/${listing.id}/submit`,
    headers: owner.headers,
  });
  if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.body}`);
  const approved = await app.inject({
    method: 'POST',
    url: `/api/admin/listings/${listing.id}/approve`,
    headers: admin.headers,
  });
  if (approved.statusCode !== 200) throw new Error(`approve failed: ${approved.body}`);
  const [row] = await app.db.read((db) =>
    db.select({ id: auctions.id }).from(auctions).where(eq(auctions.listingId, listing.id)),
  );
  if (!row) throw new Error('approve created no auction');
  return { auctionId: row.id, listingId: listing.id, owner };
}
