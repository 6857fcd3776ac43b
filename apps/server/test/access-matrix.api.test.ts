import { ROLES, type Role } from '@gavel/contract';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_TABLE,
  parseKey,
  probe,
  REAL_CASES,
  registeredRoutes,
  ROLES_OF,
  type Access,
  type World,
} from './access-matrix.js';
import {
  activeDealer,
  approvedAuction,
  dealer,
  listingWithPhotos,
  seller,
  staff,
  type Actor,
} from './actors.js';
import { TEST_JWT_SECRET, useTestApp } from './helpers.js';
import { errorOf } from './http.js';
import { bid, schedule } from './lifecycle-fixtures.js';
import { putToUploadUrl, sampleFile, type PresignAnswer } from './upload-fixtures.js';

/**
 * The access matrix (SPEC §2–§8): every `/api` route the app registers × every kind of caller →
 * the status and error code the SPEC gives. The routes come from the app's own route tree and
 * must match `ACCESS_TABLE` exactly, so a new route cannot ship without a declared rule.
 */

// The story moves the clock past an auction's end; the actors' sessions must outlive it.
const METRICS_TOKEN = `metrics-${randomUUID()}`;
const t = useTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(30 * 86_400), METRICS_TOKEN });

type BadToken =
  'no token' | 'malformed token' | 'expired token' | 'tampered token' | 'forged token';
type Caller = BadToken | Role;
const BAD_TOKENS: BadToken[] = [
  'no token',
  'malformed token',
  'expired token',
  'tampered token',
  'forged token',
];
const CALLERS: Caller[] = [...BAD_TOKENS, ...ROLES];

const w = {} as World & { headers: Record<Caller, Record<string, string>> };

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the story made no ${what}`);
  return value;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An access token made as the server makes its own, `exp` seconds from the test clock. */
async function signToken(sub: string, exp: number, secret = TEST_JWT_SECRET): Promise<string> {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return new SignJWT({ roles: [...ROLES] })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(t.config.jwt.issuer)
    .setAudience(t.config.jwt.audience)
    .setIssuedAt(now - 7200)
    .setNotBefore(now - 7200)
    .setExpirationTime(now + exp)
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(secret));
}

/** `token` with its payload rewritten by `change` and its signature kept. */
function rewritePayload(token: string, change: (claims: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
  change(claims);
  return `${header}.${b64(claims)}.${signature}`;
}

const me = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });

async function presign(who: Actor, payload: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/presign',
    headers: who.headers,
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`presign failed: ${res.statusCode} ${res.body}`);
  return res.json<PresignAnswer>();
}

/** Another of the owner's listings, submitted and approved: its auction, not yet scheduled. */
async function ownAuction(owner: Actor, admin: Actor): Promise<{ auctionId: string }> {
  const listing = await listingWithPhotos(t.app, owner, 1);
  for (const [url, who] of [
    [`/api/seller/listings/${listing.id}/submit`, owner],
    [`/api/admin/listings/${listing.id}/approve`, admin],
  ] as const) {
    const res = await t.app.inject({ method: 'POST', url, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
  }
  const auction = await t.app.inject({
    method: 'GET',
    url: `/api/seller/listings/${listing.id}/auction`,
    headers: owner.headers,
  });
  expect(auction.statusCode, auction.body).toBe(200);
  return { auctionId: auction.json<{ id: string }>().id };
}

/**
 * The world the matrix runs in: staff; a seller with approved KYC, a draft listing and a sold
 * auction; an active dealer that won it and watches a live auction; another seller and another
 * dealer (profile only, so not active); uploads in every state; notifications.
 */
beforeAll(async () => {
  const { app, clock } = t;
  const admin = await staff(app, 'ADMIN');
  const ops = await staff(app, 'OPS');
  const sold = await approvedAuction(app, admin);
  const live = await approvedAuction(app, admin);
  const pending = await approvedAuction(app, admin);
  const owner = sold.owner;
  const unsold = await ownAuction(owner, admin);
  const winner = await activeDealer(app, admin);
  const otherDealer = await dealer(app);
  const profile = await app.inject({
    method: 'POST',
    url: '/api/dealer/profile',
    headers: otherDealer.headers,
    payload: {
      company_name: 'Other Dealer Ltd',
      contact_name: 'Olly Other',
      phone: '+441134960001',
      email: 'other-dealer@example.com',
      address: { line1: '9 Dock Road', city: 'Hull', postal_code: 'HU1 1AA', country: 'GB' },
    },
  });
  expect(profile.statusCode, profile.body).toBe(201);
  const otherSeller = await seller(app);

  await schedule(app, clock, admin, sold.auctionId, 0, 600);
  await schedule(app, clock, admin, live.auctionId, 0, 86_400);
  await app.services.auctionScheduler.runDue(clock.now());
  await schedule(app, clock, admin, unsold.auctionId, 0, 600);
  await app.services.auctionScheduler.runDue(clock.now());
  await bid(app, winner, sold.auctionId, 180_000);
  // Below the reserve (180,000): the seller and the dealer may negotiate (SPEC §13.1).
  await bid(app, winner, unsold.auctionId, 150_000);
  const kyc = await app.inject({ method: 'GET', url: '/api/seller/kyc', headers: owner.headers });
  const kycBody = kyc.json<{ id: string; documents: { id: string; url: string }[] }>();
  clock.advance(601);
  await app.services.auctionScheduler.runDue(clock.now());

  const draft = await listingWithPhotos(app, owner, 1);
  const soldPhotos = await app.inject({
    method: 'GET',
    url: `/api/listings/${sold.listingId}/photos`,
  });
  expect(soldPhotos.statusCode, soldPhotos.body).toBe(200);
  const freshKyc = await app.inject({
    method: 'GET',
    url: '/api/seller/kyc',
    headers: owner.headers,
  });
  const dealerKyc = await app.inject({
    method: 'GET',
    url: '/api/dealer/kyc',
    headers: winner.headers,
  });
  const pdf = await sampleFile('pdf');
  const docBody = {
    purpose: 'kyc_document',
    filename: pdf.filename,
    content_type: pdf.contentType,
    size_bytes: pdf.bytes.length,
  };
  const received = await presign(owner, docBody);
  const put = await putToUploadUrl(app, received, pdf.bytes);
  expect(put.status, put.body).toBe(204);
  const unsent = await presign(owner, docBody);
  const watch = await app.inject({
    method: 'PUT',
    url: `/api/dealer/watchlist/${live.auctionId}`,
    headers: winner.headers,
  });
  expect(watch.statusCode, watch.body).toBe(204);
  // The notices of those changes follow their commits (ADR 041): made now, as a worker would.
  await app.jobs.drain();
  const notes = await app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: owner.headers,
  });
  const note = notes.json<{ items: { id: string }[] }>().items[0];
  if (!note) throw new Error('the seller has no notification');
  const search = await app.inject({
    method: 'POST',
    url: '/api/dealer/saved-searches',
    headers: winner.headers,
    payload: { name: 'Cameras', filters: { category: 'electronics' }, alert: 'instant' },
  });
  if (search.statusCode !== 201) throw new Error(`saved search failed: ${search.body}`);
  const invoices = await app.inject({
    method: 'GET',
    url: '/api/dealer/invoices',
    headers: winner.headers,
  });
  expect(invoices.statusCode, invoices.body).toBe(200);
  // SPEC §13.4: the winner disputes the sale.
  const dispute = await app.inject({
    method: 'POST',
    url: `/api/dealer/auctions/${sold.auctionId}/disputes`,
    headers: winner.headers,
    payload: { reason: 'not_as_described', description: 'The shutter sticks at 1/1000.' },
  });
  expect(dispute.statusCode, dispute.body).toBe(201);

  const tokens = {
    expired: await signToken(admin.id, -3600),
    tampered: rewritePayload(owner.token, (c) => (c.roles = [...ROLES])),
    forged: await signToken(admin.id, 3600, `${TEST_JWT_SECRET}-but-not-ours`),
  };
  Object.assign(w, {
    actors: {
      anonymous: undefined,
      seller: owner,
      otherSeller,
      dealer: winner,
      otherDealer,
      admin,
      ops,
    },
    dealerProfileId: winner.profileId,
    draft: { id: draft.id, photoId: must(draft.photoIds[0], 'draft photo') },
    sold: {
      listingId: sold.listingId,
      auctionId: sold.auctionId,
      photoId: must(soldPhotos.json<{ items: { id: string }[] }>().items[0]?.id, 'sold photo'),
    },
    liveAuctionId: live.auctionId,
    pendingAuctionId: pending.auctionId,
    kyc: { id: kycBody.id, documentId: must(kycBody.documents[0]?.id, 'KYC document') },
    expiredDocLink: must(kycBody.documents[0]?.url, 'document link'),
    docLink: must(
      freshKyc.json<{ documents: { url: string }[] }>().documents[0]?.url,
      'document link',
    ),
    dealerDocumentId: must(
      dealerKyc.json<{ documents: { id: string }[] }>().documents[0]?.id,
      'dealer KYC document',
    ),
    receivedUploadId: received.upload_id,
    unsentUpload: { ...unsent, bytes: pdf.bytes },
    notificationId: note.id,
    savedSearchId: search.json<{ id: string }>().id,
    unsoldAuctionId: unsold.auctionId,
    invoiceId: must(invoices.json<{ items: { id: string }[] }>().items[0]?.id, 'invoice'),
    disputeId: dispute.json<{ id: string }>().id,
    metricsToken: METRICS_TOKEN,
    headers: {
      'no token': {},
      'malformed token': { authorization: 'Bearer not-a-token' },
      'expired token': { authorization: `Bearer ${tokens.expired}` },
      'tampered token': { authorization: `Bearer ${tokens.tampered}` },
      'forged token': { authorization: `Bearer ${tokens.forged}` },
      SELLER: owner.headers,
      DEALER: winner.headers,
      ADMIN: admin.headers,
      OPS: ops.headers,
    },
  });
});

describe('the route table', () => {
  it('declares exactly the routes the app registers under /api', () => {
    const registered = registeredRoutes(t.app);
    const declared = Object.keys(ACCESS_TABLE).sort();
    expect(registered.length).toBeGreaterThan(50);
    expect({
      registeredWithoutRule: registered.filter((key) => !(key in ACCESS_TABLE)),
      ruleWithoutRoute: declared.filter((key) => !registered.includes(key)),
    }).toEqual({ registeredWithoutRule: [], ruleWithoutRoute: [] });
  });

  it('proves every owner-only route against real objects of an owner and of someone else', () => {
    const unproven = Object.entries(ACCESS_TABLE)
      .filter(([, rule]) => rule.owned)
      .map(([key]) => key)
      .filter(
        (key) =>
          !REAL_CASES.some((c) => c.route === key && c.relation === 'owner') ||
          !REAL_CASES.some((c) => c.route === key && c.relation === 'other'),
      );
    expect(unproven).toEqual([]);
    expect(REAL_CASES.filter((c) => !(c.route in ACCESS_TABLE)).map((c) => c.route)).toEqual([]);
  });
});

describe('the forged tokens are made as the server makes its own', () => {
  it('the same construction with a future exp is accepted', async () => {
    const res = await me(`Bearer ${await signToken(w.actors.admin.id, 3600)}`);
    expect(res.statusCode, res.body).toBe(200);
  });
  it('re-encoding an unchanged payload keeps the token valid', async () => {
    const same = rewritePayload(w.actors.seller.token, () => undefined);
    const res = await me(`Bearer ${same}`);
    expect(res.statusCode, res.body).toBe(200);
  });
});

type Expectation = { allowed: true } | { link: true } | { status: 401 | 403; code: string };

function expectationFor(access: Access, who: Caller): Expectation {
  if (access === 'public') return { allowed: true };
  if (access === 'link') return { link: true };
  if (access === 'metrics') return { status: 401, code: 'unauthenticated' };
  if ((BAD_TOKENS as string[]).includes(who)) return { status: 401, code: 'unauthenticated' };
  if (access === 'user' || ROLES_OF[access].includes(who as Role)) return { allowed: true };
  return { status: 403, code: 'forbidden' };
}

const describeExpectation = (e: Expectation) =>
  'allowed' in e ? 'let in' : 'link' in e ? 'same as without token' : `${e.status} ${e.code}`;

const cells = Object.entries(ACCESS_TABLE).flatMap(([route, rule]) =>
  CALLERS.map((who) => {
    const expectation = expectationFor(rule.access, who);
    return { route, who, expectation, outcome: describeExpectation(expectation) };
  }),
);

function assertLetIn(res: LightMyRequestResponse) {
  expect([401, 403], res.body).not.toContain(res.statusCode);
  expect(res.statusCode, res.body).toBeLessThan(500);
}

describe.each(Object.keys(ACCESS_TABLE))('%s', (route) => {
  it.each(cells.filter((c) => c.route === route))(
    '$who → $outcome',
    async ({ who, expectation }) => {
      const request = probe(route);
      const res = await t.app.inject({ ...request, headers: w.headers[who] });
      if ('allowed' in expectation) {
        assertLetIn(res);
        return;
      }
      if ('link' in expectation) {
        const bare = await t.app.inject(request);
        expect(res.statusCode, res.body).toBe(bare.statusCode);
        expect([403, 404, 422]).toContain(res.statusCode);
        return;
      }
      expect(res.statusCode, res.body).toBe(expectation.status);
      expect(errorOf(res).code).toBe(expectation.code);
      expect(errorOf(res).message).toEqual(expect.any(String));
    },
  );

  if (parseKey(route).method === 'GET') {
    it('HEAD without a token answers as GET does', async () => {
      const { url } = probe(route);
      const head = await t.app.inject({ method: 'HEAD', url });
      const rule = ACCESS_TABLE[route];
      if (rule?.access === 'public' || rule?.access === 'link') {
        expect([401, 403]).not.toContain(head.statusCode);
      } else {
        expect(head.statusCode).toBe(401);
      }
    });
  }
});

describe.each(Object.keys(ACCESS_TABLE).filter((k) => REAL_CASES.some((c) => c.route === k)))(
  '%s with real objects',
  (route) => {
    it.each(REAL_CASES.filter((c) => c.route === route))(
      '$as ($relation): $what → $status',
      async (c) => {
        const { method } = parseKey(route);
        const { url, payload, headers } = c.request(w);
        const who = w.actors[c.as];
        const res = await t.app.inject({
          method,
          url,
          headers: { ...(who?.headers ?? {}), ...headers },
          ...(payload === undefined ? {} : { payload: payload as never }),
        });
        expect(res.statusCode, res.body).toBe(c.status);
        if (c.code) expect(errorOf(res).code).toBe(c.code);
        await c.check?.(res, w, t.app);
      },
    );
  },
);
