import { randomUUID } from 'node:crypto';
import type { ErrorCode, Role } from '@gavel/contract';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { completeListing, sellerKycBody, type Actor } from './actors.js';
import { fieldPaths } from './http.js';
import type { PresignAnswer } from './upload-fixtures.js';

/**
 * Who may call each `/api` route (SPEC §2–§8), declared by hand and checked against the routes
 * the app really registers (`access-matrix.api.test.ts`): a route without an entry here, or an
 * entry without a route, fails that test.
 */

/**
 * - `public`: anyone; an access token, valid or not, changes nothing.
 * - `link`: the credential is a signed token in the URL (upload PUT, private files); access
 *   tokens change nothing, and without a valid link nobody gets in.
 * - `user`: any signed-in user, whatever its roles.
 * - `seller`, `dealer`, `staff` (ADMIN or OPS): that role only; others get 403 `forbidden`.
 * - `metrics`: operations only, with `METRICS_TOKEN` as the bearer token; every access token,
 *   staff's too, is 401 `unauthenticated`.
 */
export type Access = 'public' | 'link' | 'user' | 'seller' | 'dealer' | 'staff' | 'metrics';

export const ROLES_OF: Record<'seller' | 'dealer' | 'staff', readonly Role[]> = {
  seller: ['SELLER'],
  dealer: ['DEALER'],
  staff: ['ADMIN', 'OPS'],
};

export interface RouteRule {
  access: Access;
  /** Where the SPEC says so. */
  spec: string;
  /**
   * The route acts on the caller's own things (listings, KYC, uploads, notifications…): the
   * matrix must prove with real objects that another user of the same role cannot reach them.
   */
  owned?: true;
}

const pub = (spec: string): RouteRule => ({ access: 'public', spec });
const seller = (spec: string, owned = true): RouteRule =>
  owned ? { access: 'seller', spec, owned } : { access: 'seller', spec };
const dealer = (spec: string, owned = true): RouteRule =>
  owned ? { access: 'dealer', spec, owned } : { access: 'dealer', spec };
const staff = (spec: string): RouteRule => ({ access: 'staff', spec });

/** `METHOD /path` as Fastify registers it (`:param`, `*`), HEAD twins of GET left out. */
export const ACCESS_TABLE: Record<string, RouteRule> = {
  'GET /api/health': pub('§2'),
  'GET /api/health/live': pub('§9'),
  'GET /api/openapi.json': pub('§2'),
  'GET /api/metrics': { access: 'metrics', spec: 'issue 9 item 7; docs/decisions/018-metrics.md' },
  'GET /api/docs': pub('§2 browsable page'),
  'GET /api/docs/static/*': pub('§2 browsable page'),
  'GET /api/docs/json': pub('§2 browsable page'),
  'GET /api/docs/yaml': pub('§2 browsable page'),
  'GET /api/docs/static/index.html': pub('§2 browsable page'),
  'GET /api/docs/static/swagger-initializer.js': pub('§2 browsable page'),

  'POST /api/auth/register': pub('§3'),
  'POST /api/auth/login': pub('§3'),
  'POST /api/auth/refresh': pub('§3: the refresh token is the credential'),
  'POST /api/auth/logout': pub('§3: the refresh token is the credential'),
  'GET /api/auth/me': { access: 'user', spec: '§3' },
  'POST /api/auth/password/forgot': pub('§3.1'),
  'POST /api/auth/password/reset': pub('§3.1: the emailed token is the credential'),
  'POST /api/auth/verify-email': pub('§3.1: the emailed token is the credential'),
  'POST /api/auth/verify-email/resend': {
    access: 'user',
    spec: '§3.1: only ever the caller’s own account',
  },
  'POST /api/auth/password': { access: 'user', spec: '§3.1: only ever the caller’s own account' },
  'POST /api/auth/logout-all': { access: 'user', spec: '§3.1: only ever the caller’s own account' },
  'POST /api/auth/mfa/setup': { access: 'user', spec: '§3.1: only ever the caller’s own account' },
  'POST /api/auth/mfa/enable': { access: 'user', spec: '§3.1: only ever the caller’s own account' },
  'POST /api/auth/mfa/disable': {
    access: 'user',
    spec: '§3.1: only ever the caller’s own account',
  },
  'POST /api/auth/mfa/verify': pub('§3.1: the mfa_token is the credential'),

  'GET /api/seller/kyc': seller('§4.1'),
  'POST /api/seller/kyc': seller('§4.1'),
  'GET /api/dealer/kyc': dealer('§4.1'),
  'POST /api/dealer/kyc': dealer('§4.1'),
  'GET /api/dealer/profile': dealer('§4.2'),
  'POST /api/dealer/profile': dealer('§4.2: only ever the caller’s own', false),

  'POST /api/uploads/presign': { access: 'user', spec: '§4.3', owned: true },
  'POST /api/uploads/finalize': { access: 'user', spec: '§4.3', owned: true },
  'PUT /api/uploads/:id/content': { access: 'link', spec: '§4.3 step 2', owned: true },
  'GET /api/files/:id': { access: 'link', spec: '§4.1, §8: KYC documents', owned: true },
  'GET /api/photos/:id': pub('§4.4 public photos'),
  'GET /api/photos/:id/thumbnail': pub('§4.4 public photos'),
  'GET /api/photos/:id/display': pub('§4.4 public photos; ADR 036'),

  'GET /api/seller/listings': seller('§4.4'),
  'POST /api/seller/listings': seller('§4.4', false),
  'GET /api/seller/listings/:id': seller('§4.4'),
  'PATCH /api/seller/listings/:id': seller('§4.4'),
  'DELETE /api/seller/listings/:id': seller('§4.4'),
  'POST /api/seller/listings/:id/submit': seller('§4.4'),
  'GET /api/seller/listings/:id/photos': seller('§4.4'),
  'PUT /api/seller/listings/:id/photos/order': seller('§8'),
  'DELETE /api/seller/listings/:id/photos/:photo_id': seller('§8'),
  'PUT /api/seller/listings/:id/condition-report': seller('§11'),
  'GET /api/seller/listings/:id/auction': seller('§4.4'),
  'POST /api/seller/listings/:id/request-rerun': seller('§4.4'),
  'GET /api/listings': pub('§4.4'),
  'GET /api/listings/:id': pub('§4.4'),
  'GET /api/listings/:id/photos': pub('§4.4'),
  'GET /api/categories': pub('§11'),

  'GET /api/auctions': pub('§5.6'),
  'GET /api/auctions/:id': pub('§5.6'),
  'GET /api/auctions/facets': pub('§11'),
  'GET /api/auctions/by-listing/:listing_id': pub('§5.6'),
  'GET /api/auctions/:id/bids': pub('§5.2'),
  'GET /api/auctions/:id/events': pub('§5.3'),
  // The sold auction's seller, its winning dealer and staff; the service says who is a party.
  'GET /api/auctions/:id/messages': { access: 'user', spec: '§13.3', owned: true },
  'POST /api/auctions/:id/messages': { access: 'user', spec: '§13.3', owned: true },
  'GET /api/dealer/auctions': dealer('§5.6, §5.7'),
  'POST /api/dealer/auctions/:id/bids': dealer('§5.2', false),
  'PUT /api/dealer/watchlist/:auction_id': dealer('§5.7'),
  'DELETE /api/dealer/watchlist/:auction_id': dealer('§5.7'),
  'GET /api/dealer/listings/:id': dealer('§5.5'),
  'GET /api/dealer/saved-searches': dealer('§12'),
  'POST /api/dealer/saved-searches': dealer('§12: only ever the caller’s own', false),
  'PATCH /api/dealer/saved-searches/:id': dealer('§12'),
  'DELETE /api/dealer/saved-searches/:id': dealer('§12'),
  'POST /api/saved-searches/unsubscribe': {
    access: 'link',
    spec: '§12: the signed token of an alert email is the credential',
  },
  'GET /api/seller/auctions/:id': seller('§5.1, §8'),
  'GET /api/seller/auctions/:id/contact': seller('§5.5'),
  'POST /api/seller/auctions/:id/accept-highest-bid': seller('§5.5'),
  'GET /api/seller/auctions/:id/negotiation': seller('§13.1'),
  'POST /api/seller/auctions/:id/offers': seller('§13.1'),
  // An offer's answer needs an offer of the other side: negotiation.api.test.ts proves the 404s.
  'POST /api/seller/auctions/:id/offers/:offer_id/accept': seller('§13.1', false),
  'POST /api/seller/auctions/:id/offers/:offer_id/decline': seller('§13.1', false),
  'GET /api/dealer/auctions/:id/negotiation': dealer('§13.1'),
  'POST /api/dealer/auctions/:id/offers': dealer('§13.1'),
  'POST /api/dealer/auctions/:id/offers/:offer_id/accept': dealer('§13.1', false),
  'POST /api/dealer/auctions/:id/offers/:offer_id/decline': dealer('§13.1', false),
  'GET /api/dealer/invoices': dealer('§13.2'),
  'GET /api/dealer/invoices/:id': dealer('§13.2'),
  'GET /api/dealer/invoices/:id/pdf': dealer('§13.2'),

  // SPEC §13.4: a sale's dispute is its winning dealer's, its seller's and staff's.
  'POST /api/dealer/auctions/:id/disputes': dealer('§13.4'),
  'GET /api/dealer/auctions/:id/dispute': dealer('§13.4; ADR 055'),
  'GET /api/dealer/disputes/:id': dealer('§13.4'),
  'GET /api/seller/auctions/:id/dispute': seller('§13.4; ADR 055'),
  'GET /api/seller/disputes/:id': seller('§13.4'),
  'POST /api/seller/disputes/:id/response': seller('§13.4'),
  'GET /api/admin/disputes': staff('§13.4'),
  'GET /api/admin/disputes/:id': staff('§13.4'),
  'POST /api/admin/disputes/:id/resolve': staff('§13.4'),

  'GET /api/notifications': { access: 'user', spec: '§5.7', owned: true },
  'GET /api/notifications/unread-count': { access: 'user', spec: '§5.7', owned: true },
  'POST /api/notifications/read-all': { access: 'user', spec: '§5.7', owned: true },
  'POST /api/notifications/:id/read': { access: 'user', spec: '§5.7', owned: true },

  'GET /api/admin/kyc/pending': staff('§6'),
  'POST /api/admin/kyc/:id/approve': staff('§6'),
  'POST /api/admin/kyc/:id/reject': staff('§6'),
  'POST /api/admin/kyc/:id/request-resubmission': staff('§6'),
  'GET /api/admin/listings/pending': staff('§6'),
  'GET /api/admin/listings/pending/next': staff('§6'),
  'GET /api/admin/listings/:id': staff('§6'),
  'POST /api/admin/listings/:id/approve': staff('§6'),
  'POST /api/admin/listings/:id/reject': staff('§6'),
  'GET /api/admin/auctions/schedulable': staff('§6'),
  'GET /api/admin/auctions/active': staff('§6'),
  'GET /api/admin/auctions/:id': staff('§6, §8'),
  'POST /api/admin/auctions/:id/schedule': staff('§6'),
  'POST /api/admin/auctions/:id/force-end': staff('§6'),
  'POST /api/admin/auctions/:id/mark-fee-collected': staff('§5.5, §6'),
  'GET /api/admin/queues': staff('§6'),
  'GET /api/admin/events': staff('§6'),
  'GET /api/admin/dealers': staff('§6'),
  'POST /api/admin/dealers/:id/suspend': staff('§6'),
  'POST /api/admin/dealers/:id/reinstate': staff('§6'),
  'GET /api/admin/payments': staff('§6'),
  'GET /api/admin/analytics': staff('§6'),
  'GET /api/admin/invoices': staff('§13.2'),
  'GET /api/admin/invoices/:id': staff('§13.2'),
  'GET /api/admin/invoices/:id/pdf': staff('§13.2'),
  'GET /api/admin/exports/invoices.csv': staff('§13.2'),
  'GET /api/admin/exports/payments.csv': staff('§13.2'),
};

export interface RouteKey {
  key: string;
  method: HTTPMethods;
  url: string;
}

export function parseKey(key: string): RouteKey {
  const [method, url] = key.split(' ');
  if (!method || !url) throw new Error(`bad route key ${key}`);
  return { key, method: method, url };
}

// A line of `printRoutes()`: tree drawing, the node's part of the path, and the methods of the
// route ending there, if one does.
const TREE_LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z]+(?:, [A-Z]+)*)\))?$/;
const ROOT = '(empty root node)';

/**
 * Every route the app registered under `prefix`, as `METHOD /path` keys, read from Fastify's
 * radix tree (the app is built and ready, so an `onRoute` hook would come too late). Each route
 * read is confirmed with `hasRoute`, so a misread tree fails rather than hiding a route.
 * Trailing-slash twins count once, and HEAD only where no GET shares the path.
 */
export function registeredRoutes(app: FastifyInstance, prefix = '/api'): string[] {
  const stack: string[] = [];
  const found = new Map<string, Set<string>>();
  for (const line of app.printRoutes().split('\n').filter(Boolean)) {
    const m = TREE_LINE.exec(line);
    if (!m?.[2]) throw new Error(`unexpected line in the route tree: ${line}`);
    // Parameters of one position registered under two names print as `:a|:b`.
    if (m[2].includes('|')) throw new Error(`ambiguous node in the route tree: ${line}`);
    const depth = (m[1] ?? '').length / 4;
    stack.length = depth;
    const path = (depth > 0 ? (stack[depth - 1] ?? '') : '') + (m[2] === ROOT ? '' : m[2]);
    stack.push(path);
    if (!m[3] || (path !== prefix && !path.startsWith(`${prefix}/`))) continue;
    for (const method of m[3].split(', ')) {
      if (!app.hasRoute({ method: method, url: path })) {
        throw new Error(`read ${method} ${path} from the route tree, but it is not a route`);
      }
      const normal = path.length > 1 ? path.replace(/\/$/, '') : path;
      const methods = found.get(normal) ?? new Set<string>();
      methods.add(method);
      found.set(normal, methods);
    }
  }
  const keys: string[] = [];
  for (const [path, methods] of found) {
    for (const method of methods) {
      if (method === 'HEAD' && methods.has('GET')) continue;
      keys.push(`${method} ${path}`);
    }
  }
  return keys.sort();
}

/** A request that reaches the route's handler but names nothing real and changes nothing. */
export function probe(key: string): {
  method: HTTPMethods;
  url: string;
  payload?: Record<string, unknown>;
} {
  const { method, url } = parseKey(key);
  const path = url.replace(/:[a-z_]+/g, () => randomUUID()).replace('*', 'no-such-file');
  // Every JSON body rejects unknown fields (SPEC §2), so this body can never act.
  const payload = method === 'GET' || method === 'DELETE' ? undefined : { probe_only: true };
  return payload === undefined ? { method, url: path } : { method, url: path, payload };
}

/*
 * Cells with real objects: an owner against another user of the same role (SPEC §2: what the
 * caller may not see is 404), and signed links against altered ones. Each owner cell answers
 * without 401/403/404, so the other user's 404 is proven against an object that exists.
 */

export type ActorName =
  'anonymous' | 'seller' | 'otherSeller' | 'dealer' | 'otherDealer' | 'admin' | 'ops';

/** What the matrix's `beforeAll` builds through the API (`seller` and `dealer` own it all). */
export interface World {
  actors: Record<Exclude<ActorName, 'anonymous'>, Actor> & { anonymous: undefined };
  /** The dealer's profile id. */
  dealerProfileId: string;
  /** The seller's editable listing with one photo. */
  draft: { id: string; photoId: string };
  /** The seller's listing whose auction the dealer won. */
  sold: { listingId: string; auctionId: string; photoId: string };
  /** Another seller's live auction, watched by the dealer. */
  liveAuctionId: string;
  /** An approved listing's auction that staff have not scheduled yet: not public. */
  pendingAuctionId: string;
  kyc: { id: string; documentId: string };
  /** Signed links to the seller's KYC document: one issued before the clock moved past it. */
  docLink: string;
  expiredDocLink: string;
  dealerDocumentId: string;
  /** The seller's upload whose bytes arrived but which is not finalized. */
  receivedUploadId: string;
  /** The seller's presigned upload whose bytes were never sent, and those bytes. */
  unsentUpload: PresignAnswer & { bytes: Buffer };
  /** One of the seller's notifications. */
  notificationId: string;
  /** The dealer's saved search (instant alerts). */
  savedSearchId: string;
  /** The seller's auction that ended below its reserve at the dealer's bid: in negotiation. */
  unsoldAuctionId: string;
  /** The dealer's buyer-fee invoice of the sold auction. */
  invoiceId: string;
  /** The dispute the dealer opened on the sold auction. */
  disputeId: string;
  /** The app's METRICS_TOKEN. */
  metricsToken: string;
}

export interface RealCase {
  route: string;
  as: ActorName;
  relation: 'owner' | 'other' | 'role' | 'anyone';
  what: string;
  request: (w: World) => { url: string; payload?: unknown; headers?: Record<string, string> };
  status: number;
  code?: ErrorCode;
  /** More that must hold: the answer's content, or that the owner's object did not change. */
  check?: (res: LightMyRequestResponse, w: World, app: FastifyInstance) => unknown;
}

const ids = (res: LightMyRequestResponse) =>
  res.json<{ items: { id: string }[] }>().items.map((item) => item.id);

async function ownerView(app: FastifyInstance, who: Actor, url: string) {
  const res = await app.inject({ method: 'GET', url, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

const photoBody = (listingId: string) => ({
  purpose: 'listing_photo',
  filename: 'camera.jpg',
  content_type: 'image/jpeg',
  size_bytes: 2048,
  listing_id: listingId,
});
const documentBody = {
  purpose: 'kyc_document',
  filename: 'passport.pdf',
  content_type: 'application/pdf',
  size_bytes: 2048,
};
const dealerKycBody = (documentId: string) => ({
  business_name: 'Borrowed Papers Ltd',
  registration_number: '01234567',
  address: { line1: '9 Dock Road', city: 'Hull', postal_code: 'HU1 1AA', country: 'GB' },
  representative_name: 'Olly Other',
  document_upload_ids: [documentId],
});
/** A signed link with one query parameter replaced. */
const withParam = (link: string, name: string, value: (old: string) => string) => {
  const url = new URL(link, 'http://gavel.test');
  url.searchParams.set(name, value(url.searchParams.get(name) ?? ''));
  return `${url.pathname}${url.search}`;
};
/** One character of a signature changed: inside it, where every bit counts. */
const flip = (s: string) => {
  const i = s.length - 10;
  return `${s.slice(0, i)}${s[i] === 'A' ? 'B' : 'A'}${s.slice(i + 1)}`;
};

type Outcome = Pick<RealCase, 'status' | 'code' | 'check'>;
const NOT_FOUND: Outcome = { status: 404, code: 'not_found' };
const OK: Outcome = { status: 200 };

/**
 * One request on the owner's object, first by another user of the same role (404 unless told
 * otherwise), then by the owner.
 */
function ownerAndOther(
  route: string,
  what: string,
  request: RealCase['request'],
  owner: Outcome,
  other: Outcome = NOT_FOUND,
  [ownerName, otherName]: [ActorName, ActorName] = ['seller', 'otherSeller'],
): RealCase[] {
  return [
    { route, as: otherName, relation: 'other', what, request, ...other },
    { route, as: ownerName, relation: 'owner', what, request, ...owner },
  ];
}
const DEALERS: [ActorName, ActorName] = ['dealer', 'otherDealer'];

const listing = (w: World, id = w.draft.id) => `/api/seller/listings/${id}`;
const sold = (w: World) => listing(w, w.sold.listingId);
const soldAuction = (w: World) => `/api/seller/auctions/${w.sold.auctionId}`;
const mustBe = (status: number, code: ErrorCode): Outcome => ({ status, code });

const WATCHING = '/api/dealer/auctions?scope=watching&limit=100';

/** The dealer still watches the live auction, whatever another dealer did. */
async function stillWatched(_res: LightMyRequestResponse, w: World, app: FastifyInstance) {
  expect(ids(await ownerView(app, w.actors.dealer, WATCHING))).toContain(w.liveAuctionId);
}

/** The seller's draft still as made: another seller's request changed nothing. */
async function draftUnchanged(_res: LightMyRequestResponse, w: World, app: FastifyInstance) {
  const draft = await ownerView(app, w.actors.seller, listing(w));
  expect(draft.json<{ title: string }>().title).toBe(completeListing.title);
  const photos = await ownerView(app, w.actors.seller, `${listing(w)}/photos`);
  expect(ids(photos)).toEqual([w.draft.photoId]);
}

const sellerCases: RealCase[] = [
  // SPEC §4.4: another seller's listings are 404, and its requests change nothing.
  ...ownerAndOther(
    'GET /api/seller/listings',
    'the list holds the draft and the sold listing for their owner only',
    () => ({ url: '/api/seller/listings?limit=100' }),
    {
      status: 200,
      check: (res, w) =>
        expect(ids(res)).toEqual(expect.arrayContaining([w.draft.id, w.sold.listingId])),
    },
    { status: 200, check: (res) => expect(ids(res)).toEqual([]) },
  ),
  ...ownerAndOther('GET /api/seller/listings/:id', 'the draft', (w) => ({ url: listing(w) }), OK),
  ...ownerAndOther(
    'PATCH /api/seller/listings/:id',
    'renaming the draft (the owner: to the same title)',
    (w) => ({ url: listing(w), payload: { title: completeListing.title } }),
    OK,
    { ...NOT_FOUND, check: draftUnchanged },
  ),
  {
    route: 'PATCH /api/seller/listings/:id',
    as: 'otherSeller',
    relation: 'other',
    what: 'renaming the draft to its own title',
    request: (w) => ({ url: listing(w), payload: { title: 'Taken over by someone else' } }),
    ...NOT_FOUND,
    check: draftUnchanged,
  },
  ...ownerAndOther(
    'DELETE /api/seller/listings/:id',
    'deleting the sold listing',
    (w) => ({ url: sold(w) }),
    mustBe(409, 'invalid_state'),
  ),
  {
    route: 'DELETE /api/seller/listings/:id',
    as: 'otherSeller',
    relation: 'other',
    what: 'deleting the draft',
    request: (w) => ({ url: listing(w) }),
    ...NOT_FOUND,
    check: draftUnchanged,
  },
  ...ownerAndOther(
    'POST /api/seller/listings/:id/submit',
    'submitting the sold listing',
    (w) => ({ url: `${sold(w)}/submit` }),
    mustBe(409, 'invalid_state'),
  ),
  {
    route: 'POST /api/seller/listings/:id/submit',
    as: 'otherSeller',
    relation: 'other',
    what: 'submitting the complete draft',
    request: (w) => ({ url: `${listing(w)}/submit` }),
    ...NOT_FOUND,
    check: async (_res, w, app) => {
      const draft = await ownerView(app, w.actors.seller, listing(w));
      expect(draft.json()).toMatchObject({ status: 'draft' });
    },
  },
  ...ownerAndOther(
    'GET /api/seller/listings/:id/photos',
    'the draft’s photos',
    (w) => ({ url: `${listing(w)}/photos` }),
    { status: 200, check: (res, w) => expect(ids(res)).toEqual([w.draft.photoId]) },
  ),
  ...ownerAndOther(
    'PUT /api/seller/listings/:id/photos/order',
    'reordering the draft’s photos',
    (w) => ({ url: `${listing(w)}/photos/order`, payload: { photo_ids: [w.draft.photoId] } }),
    OK,
  ),
  ...ownerAndOther(
    'DELETE /api/seller/listings/:id/photos/:photo_id',
    'deleting a photo of the sold listing',
    (w) => ({ url: `${sold(w)}/photos/${w.sold.photoId}` }),
    mustBe(409, 'invalid_state'),
  ),
  {
    route: 'DELETE /api/seller/listings/:id/photos/:photo_id',
    as: 'otherSeller',
    relation: 'other',
    what: 'deleting the draft’s photo',
    request: (w) => ({ url: `${listing(w)}/photos/${w.draft.photoId}` }),
    ...NOT_FOUND,
    check: draftUnchanged,
  },
  // SPEC §11: the report of a listing that is no longer editable is refused; others' are 404.
  ...ownerAndOther(
    'PUT /api/seller/listings/:id/condition-report',
    'a condition report for the sold listing',
    (w) => ({
      url: `${sold(w)}/condition-report`,
      payload: { damages: [], warning_lights: false, runs_and_drives: true, keys: 2 },
    }),
    mustBe(409, 'invalid_state'),
  ),
  ...ownerAndOther(
    'GET /api/seller/listings/:id/auction',
    'the sold listing’s auction',
    (w) => ({ url: `${sold(w)}/auction` }),
    { status: 200, check: (res, w) => expect(res.json()).toMatchObject({ id: w.sold.auctionId }) },
  ),
  ...ownerAndOther(
    'POST /api/seller/listings/:id/request-rerun',
    'a rerun of the sold listing',
    (w) => ({ url: `${sold(w)}/request-rerun` }),
    mustBe(409, 'invalid_state'),
  ),
  // SPEC §5.5, §8: the seller's auctions, with reserve and the winner's contact.
  ...ownerAndOther(
    'GET /api/seller/auctions/:id',
    'the sold auction',
    (w) => ({ url: soldAuction(w) }),
    {
      status: 200,
      check: (res) => expect(res.json()).toMatchObject({ reserve_price_cents: 180_000 }),
    },
  ),
  ...ownerAndOther(
    'GET /api/seller/auctions/:id/contact',
    'the winning dealer’s contact',
    (w) => ({ url: `${soldAuction(w)}/contact` }),
    { status: 200, check: (res) => expect(res.json()).toHaveProperty('company_name') },
  ),
  ...ownerAndOther(
    'POST /api/seller/auctions/:id/accept-highest-bid',
    'accepting the highest bid of the sold auction',
    (w) => ({ url: `${soldAuction(w)}/accept-highest-bid` }),
    mustBe(409, 'invalid_state'),
  ),
];

// SPEC §4.1, §4.2: each sees only its own record and may attach only its own documents.
const kycCases: RealCase[] = [
  ...ownerAndOther(
    'GET /api/seller/kyc',
    'the caller’s own record',
    () => ({ url: '/api/seller/kyc' }),
    {
      status: 200,
      check: (res, w) => expect(res.json()).toMatchObject({ id: w.kyc.id, status: 'approved' }),
    },
    { status: 200, check: (res) => expect(res.json()).toEqual({ status: 'not_started' }) },
  ),
  ...ownerAndOther(
    'POST /api/seller/kyc',
    'submitting with the seller’s document',
    (w) => ({ url: '/api/seller/kyc', payload: sellerKycBody([w.kyc.documentId]) }),
    mustBe(409, 'invalid_state'),
    {
      ...mustBe(422, 'validation_error'),
      check: (res) => expect(fieldPaths(res)).toContain('document_upload_ids'),
    },
  ),
  ...ownerAndOther(
    'GET /api/dealer/kyc',
    'the caller’s own record',
    () => ({ url: '/api/dealer/kyc' }),
    {
      status: 200,
      check: (res, w) =>
        expect(res.json()).toMatchObject({
          status: 'approved',
          documents: [{ id: w.dealerDocumentId }],
        }),
    },
    { status: 200, check: (res) => expect(res.json()).toEqual({ status: 'not_started' }) },
    DEALERS,
  ),
  ...ownerAndOther(
    'POST /api/dealer/kyc',
    'submitting with the dealer’s document',
    (w) => ({ url: '/api/dealer/kyc', payload: dealerKycBody(w.dealerDocumentId) }),
    mustBe(409, 'invalid_state'),
    {
      ...mustBe(422, 'validation_error'),
      check: (res) => expect(fieldPaths(res)).toContain('document_upload_ids'),
    },
    DEALERS,
  ),
  ...ownerAndOther(
    'GET /api/dealer/profile',
    'the caller’s own profile',
    () => ({ url: '/api/dealer/profile' }),
    {
      status: 200,
      check: (res, w) =>
        expect(res.json()).toMatchObject({ id: w.dealerProfileId, status: 'active' }),
    },
    {
      status: 200,
      check: (res, w) => {
        expect(res.json()).toMatchObject({ company_name: 'Other Dealer Ltd', status: 'pending' });
        expect(res.json<{ id: string }>().id).not.toBe(w.dealerProfileId);
      },
    },
    DEALERS,
  ),
];

const uploadCases: RealCase[] = [
  // SPEC §4.3: photos only for one's own listing, and only by sellers; documents not by staff.
  ...(
    [
      ['otherSeller', 'other', NOT_FOUND],
      ['dealer', 'role', mustBe(403, 'forbidden')],
      ['admin', 'role', mustBe(403, 'forbidden')],
      ['seller', 'owner', { status: 201 }],
    ] as const
  ).map(([as, relation, outcome]): RealCase => ({
    route: 'POST /api/uploads/presign',
    as,
    relation,
    what: 'a photo for the seller’s draft',
    request: (w) => ({ url: '/api/uploads/presign', payload: photoBody(w.draft.id) }),
    ...outcome,
  })),
  ...(
    [
      ['ops', mustBe(403, 'forbidden')],
      ['dealer', { status: 201 }],
    ] as const
  ).map(([as, outcome]): RealCase => ({
    route: 'POST /api/uploads/presign',
    as,
    relation: 'role',
    what: 'a KYC document',
    request: () => ({ url: '/api/uploads/presign', payload: documentBody }),
    ...outcome,
  })),
  ...(['otherSeller', 'dealer', 'admin', 'seller'] as const).map((as): RealCase => ({
    route: 'POST /api/uploads/finalize',
    as,
    relation: as === 'seller' ? 'owner' : 'other',
    what: 'the seller’s received upload',
    request: (w) => ({ url: '/api/uploads/finalize', payload: { upload_id: w.receivedUploadId } }),
    ...(as === 'seller' ? OK : NOT_FOUND),
  })),
  // The local driver's PUT: the signed URL is the only credential, bound to its upload.
  ...(
    [
      [
        'otherSeller',
        'other',
        'the link’s token on another upload',
        mustBe(403, 'forbidden'),
        (w: World) =>
          w.unsentUpload.upload_url.replace(w.unsentUpload.upload_id, w.receivedUploadId),
      ],
      [
        'seller',
        'other',
        'its own link with the token altered',
        mustBe(403, 'forbidden'),
        (w: World) => withParam(w.unsentUpload.upload_url, 'token', flip),
      ],
      [
        'anonymous',
        'owner',
        'the presigned link alone',
        { status: 204 },
        (w: World) => w.unsentUpload.upload_url,
      ],
    ] as const
  ).map(([as, relation, what, outcome, url]): RealCase => ({
    route: 'PUT /api/uploads/:id/content',
    as,
    relation,
    what,
    request: (w) => ({
      url: url(w),
      payload: w.unsentUpload.bytes,
      headers: { 'content-type': 'application/pdf' },
    }),
    ...outcome,
  })),
  // SPEC §4.1, §8: KYC documents through short-lived signed links only.
  ...(
    [
      ['anonymous', 'owner', 'the document link given to the seller', OK, (w: World) => w.docLink],
      [
        'otherSeller',
        'other',
        'another document under the link’s signature',
        mustBe(403, 'forbidden'),
        (w: World) => w.docLink.replace(w.kyc.documentId, w.dealerDocumentId),
      ],
      [
        'anonymous',
        'other',
        'the link with its signature altered',
        mustBe(403, 'forbidden'),
        (w: World) => withParam(w.docLink, 'sig', flip),
      ],
      [
        'anonymous',
        'other',
        'the link with its expiry pushed later',
        mustBe(403, 'forbidden'),
        (w: World) => withParam(w.docLink, 'exp', (exp) => String(Number(exp) + 86_400)),
      ],
      [
        'seller',
        'other',
        'a link past its expiry',
        mustBe(403, 'forbidden'),
        (w: World) => w.expiredDocLink,
      ],
    ] as const
  ).map(([as, relation, what, outcome, url]): RealCase => ({
    route: 'GET /api/files/:id',
    as,
    relation,
    what,
    request: (w) => ({ url: url(w) }),
    ...outcome,
  })),
];

// SPEC §4.4, §5.1, §5.2: public reads show only public listings, never the seller, the reserve
// or the bidders.
const publicCases: RealCase[] = [
  ...(
    ['GET /api/photos/:id', 'GET /api/photos/:id/thumbnail', 'GET /api/photos/:id/display'] as const
  ).flatMap((route): RealCase[] => {
    const url = (id: string) => route.slice(4).replace(':id', id);
    return [
      {
        route,
        as: 'seller',
        relation: 'anyone',
        what: 'a photo of its own draft is not public',
        request: (w) => ({ url: url(w.draft.photoId) }),
        ...NOT_FOUND,
      },
      {
        route,
        as: 'anonymous',
        relation: 'anyone',
        what: 'a photo of the sold listing',
        request: (w) => ({ url: url(w.sold.photoId) }),
        ...OK,
      },
    ];
  }),
  {
    route: 'GET /api/listings/:id',
    as: 'seller',
    relation: 'anyone',
    what: 'its own draft is not public',
    request: (w) => ({ url: `/api/listings/${w.draft.id}` }),
    ...NOT_FOUND,
  },
  {
    route: 'GET /api/listings/:id',
    as: 'anonymous',
    relation: 'anyone',
    what: 'the sold listing, without its seller or reserve',
    request: (w) => ({ url: `/api/listings/${w.sold.listingId}` }),
    status: 200,
    check: (res, w) => {
      for (const secret of [w.actors.seller.id, w.actors.seller.email, 'reserve_price_cents']) {
        expect(res.body).not.toContain(secret);
      }
    },
  },
  {
    route: 'GET /api/auctions/by-listing/:listing_id',
    as: 'seller',
    relation: 'anyone',
    what: 'its own draft has no public auction',
    request: (w) => ({ url: `/api/auctions/by-listing/${w.draft.id}` }),
    ...NOT_FOUND,
  },
  {
    route: 'GET /api/auctions/:id',
    as: 'dealer',
    relation: 'anyone',
    what: 'the sold auction, without reserve or winner',
    request: (w) => ({ url: `/api/auctions/${w.sold.auctionId}` }),
    status: 200,
    check: (res) => {
      expect(res.body).not.toContain('reserve_price_cents');
      expect(res.json()).not.toHaveProperty('winner');
    },
  },
  // An auction awaiting scheduling is not public: every route answers as if it did not exist,
  // so none reveals it (issue 14, item 15: a bid used to answer 409).
  {
    route: 'GET /api/auctions/:id',
    as: 'anonymous',
    relation: 'anyone',
    what: 'an auction awaiting scheduling',
    request: (w) => ({ url: `/api/auctions/${w.pendingAuctionId}` }),
    ...NOT_FOUND,
  },
  {
    route: 'POST /api/dealer/auctions/:id/bids',
    as: 'dealer',
    relation: 'role',
    what: 'an active dealer, on an auction awaiting scheduling',
    request: (w) => ({
      url: `/api/dealer/auctions/${w.pendingAuctionId}/bids`,
      payload: { amount_cents: 500_000 },
    }),
    ...NOT_FOUND,
  },
  {
    route: 'PUT /api/dealer/watchlist/:auction_id',
    as: 'dealer',
    relation: 'role',
    what: 'an active dealer, on an auction awaiting scheduling',
    request: (w) => ({ url: `/api/dealer/watchlist/${w.pendingAuctionId}` }),
    ...NOT_FOUND,
  },
  {
    route: 'GET /api/auctions/:id/bids',
    as: 'anonymous',
    relation: 'anyone',
    what: 'the sold auction’s bids, without the bidder',
    request: (w) => ({ url: `/api/auctions/${w.sold.auctionId}/bids` }),
    status: 200,
    check: (res, w) => {
      expect(res.json<{ items: unknown[] }>().items).toHaveLength(1);
      for (const secret of [w.actors.dealer.id, w.dealerProfileId, w.actors.dealer.email]) {
        expect(res.body).not.toContain(secret);
      }
    },
  },
];

// SPEC §5.2, §5.5, §5.7.
const dealerCases: RealCase[] = [
  ...ownerAndOther(
    'GET /api/dealer/listings/:id',
    'the sold listing: the seller’s contact for the winner only',
    (w) => ({ url: `/api/dealer/listings/${w.sold.listingId}` }),
    {
      status: 200,
      check: (res, w) =>
        expect(res.json()).toMatchObject({ seller_contact: { email: w.actors.seller.email } }),
    },
    {
      status: 200,
      check: (res) => {
        expect(res.json()).not.toHaveProperty('seller_contact');
        expect(res.body).not.toContain('reserve_price_cents');
      },
    },
    DEALERS,
  ),
  {
    route: 'GET /api/dealer/listings/:id',
    as: 'dealer',
    relation: 'anyone',
    what: 'a seller’s draft is not visible',
    request: (w) => ({ url: `/api/dealer/listings/${w.draft.id}` }),
    ...NOT_FOUND,
  },
  {
    route: 'POST /api/dealer/auctions/:id/bids',
    as: 'otherDealer',
    relation: 'role',
    what: 'a dealer whose profile is not active',
    request: (w) => ({
      url: `/api/dealer/auctions/${w.liveAuctionId}/bids`,
      payload: { amount_cents: 500_000 },
    }),
    ...mustBe(403, 'dealer_not_active'),
  },
  {
    route: 'POST /api/dealer/auctions/:id/bids',
    as: 'dealer',
    relation: 'role',
    what: 'an active dealer, below the starting price',
    request: (w) => ({
      url: `/api/dealer/auctions/${w.liveAuctionId}/bids`,
      payload: { amount_cents: 100 },
    }),
    ...mustBe(409, 'bid_too_low'),
  },
  ...ownerAndOther(
    'GET /api/dealer/auctions',
    'the won scope holds the win for the winner only',
    () => ({ url: '/api/dealer/auctions?scope=won&limit=100' }),
    {
      status: 200,
      check: async (res, w, app) => {
        expect(ids(res)).toContain(w.sold.auctionId);
        expect(ids(await ownerView(app, w.actors.dealer, WATCHING))).toContain(w.liveAuctionId);
      },
    },
    { status: 200, check: (res, w) => expect(ids(res)).not.toContain(w.sold.auctionId) },
    DEALERS,
  ),
  ...ownerAndOther(
    'PUT /api/dealer/watchlist/:auction_id',
    'watching the live auction',
    (w) => ({ url: `/api/dealer/watchlist/${w.liveAuctionId}` }),
    { status: 204, check: stillWatched },
    { status: 204, check: stillWatched },
    DEALERS,
  ),
  ...ownerAndOther(
    'DELETE /api/dealer/watchlist/:auction_id',
    'unwatching the live auction',
    (w) => ({ url: `/api/dealer/watchlist/${w.liveAuctionId}` }),
    {
      status: 204,
      check: async (_res, w, app) => {
        expect(ids(await ownerView(app, w.actors.dealer, WATCHING))).not.toContain(w.liveAuctionId);
        // Watch again: the world stays as the other cells expect it.
        const url = `/api/dealer/watchlist/${w.liveAuctionId}`;
        const res = await app.inject({ method: 'PUT', url, headers: w.actors.dealer.headers });
        expect(res.statusCode, res.body).toBe(204);
      },
    },
    { status: 204, check: stillWatched },
    DEALERS,
  ),
];

// SPEC §5.7: another user's notification id is 404; lists and counts are the caller's own.
const notificationCases: RealCase[] = [
  ...(['otherSeller', 'dealer', 'admin', 'seller'] as const).map((as): RealCase => ({
    route: 'POST /api/notifications/:id/read',
    as,
    relation: as === 'seller' ? 'owner' : 'other',
    what: 'the seller’s notification',
    request: (w) => ({ url: `/api/notifications/${w.notificationId}/read` }),
    ...(as === 'seller' ? OK : NOT_FOUND),
  })),
  ...ownerAndOther(
    'GET /api/notifications',
    'the seller’s notification, listed to its owner only',
    () => ({ url: '/api/notifications?limit=100' }),
    { status: 200, check: (res, w) => expect(ids(res)).toContain(w.notificationId) },
    { status: 200, check: (res) => expect(ids(res)).toEqual([]) },
  ),
  ...(['otherSeller', 'seller'] as const).map((as): RealCase => ({
    route: 'GET /api/notifications/unread-count',
    as,
    relation: as === 'seller' ? 'owner' : 'other',
    what: 'counts the caller’s own only',
    request: () => ({ url: '/api/notifications/unread-count' }),
    status: 200,
    check: async (res, w, app) => {
      const url = '/api/notifications?unread=true&limit=100';
      const unread = ids(await ownerView(app, w.actors[as], url));
      expect(res.json()).toEqual({ count: unread.length });
      if (as === 'seller') expect(unread.length).toBeGreaterThan(0);
    },
  })),
  ...ownerAndOther(
    'POST /api/notifications/read-all',
    'marks the caller’s own read, and only those',
    () => ({ url: '/api/notifications/read-all' }),
    { status: 200, check: (res) => expect(res.json()).toEqual({ count: 0 }) },
    {
      status: 200,
      check: async (_res, w, app) => {
        const res = await ownerView(app, w.actors.dealer, '/api/notifications/unread-count');
        expect(res.json<{ count: number }>().count).toBeGreaterThan(0);
      },
    },
    // The dealer's unread notifications are the object here; the seller reads them elsewhere.
    ['dealer', 'otherSeller'],
  ),
];

// SPEC §13.3: a sold auction's thread is its seller's, its winning dealer's and staff's; to
// anyone else a 404, and what they send never reaches it.
const threadOf = (w: World) => `/api/auctions/${w.sold.auctionId}/messages`;
const STRANGER_WORDS = 'Not a party, writing anyway';
async function strangerNotInThread(_res: LightMyRequestResponse, w: World, app: FastifyInstance) {
  const thread = await ownerView(app, w.actors.seller, `${threadOf(w)}?limit=100`);
  const bodies = thread.json<{ items: { body: string }[] }>().items.map((m) => m.body);
  expect(bodies).not.toContain(STRANGER_WORDS);
}
const messageCases: RealCase[] = (['GET', 'POST'] as const).flatMap((method) => {
  const route = `${method} /api/auctions/:id/messages`;
  const request = (body: string) => (w: World) =>
    method === 'GET' ? { url: threadOf(w) } : { url: threadOf(w), payload: { body } };
  const party = (from: 'seller' | 'dealer' | 'staff'): Outcome =>
    method === 'GET'
      ? { status: 200, check: (res) => expect(res.json()).toHaveProperty('items') }
      : { status: 201, check: (res) => expect(res.json()).toMatchObject({ from }) };
  return [
    {
      route,
      as: 'anonymous',
      relation: 'anyone',
      what: 'the sold auction’s thread',
      request: request('Hello?'),
      ...mustBe(401, 'unauthenticated'),
    },
    ...(['otherSeller', 'otherDealer'] as const).map((as): RealCase => ({
      route,
      as,
      relation: 'other',
      what: 'the thread of a sale it is no party of',
      request: request(STRANGER_WORDS),
      ...NOT_FOUND,
      check: strangerNotInThread,
    })),
    ...(['seller', 'dealer'] as const).map((as): RealCase => ({
      route,
      as,
      relation: 'owner',
      what: `the thread of its sale (the ${as === 'seller' ? 'seller' : 'winning dealer'})`,
      request: request(`From the ${as}`),
      ...party(as),
    })),
    {
      route,
      as: 'admin',
      relation: 'role',
      what: 'staff read the thread and write as staff',
      request: request('From Gavel staff'),
      ...party('staff'),
    },
  ];
});

const metricsCases: RealCase[] = [
  {
    route: 'GET /api/metrics',
    as: 'anonymous',
    relation: 'anyone',
    what: 'the scraper with METRICS_TOKEN',
    request: (w) => ({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${w.metricsToken}` },
    }),
    ...OK,
  },
  {
    route: 'GET /api/metrics',
    as: 'anonymous',
    relation: 'anyone',
    // Tokens never travel in URLs; an unknown query parameter is a 422 (SPEC §2).
    what: 'METRICS_TOKEN in the query string',
    request: (w) => ({ url: `/api/metrics?token=${w.metricsToken}` }),
    ...mustBe(422, 'validation_error'),
  },
];

// SPEC §12: another dealer's saved search is a 404; the list is the caller's own.
const SEARCHES = '/api/dealer/saved-searches';
/** The dealer's search is as the world made it, whatever another dealer did. */
async function searchUnchanged(_res: LightMyRequestResponse, w: World, app: FastifyInstance) {
  const list = await ownerView(app, w.actors.dealer, SEARCHES);
  expect(list.json<{ items: { id: string; alert: string }[] }>().items).toContainEqual(
    expect.objectContaining({ id: w.savedSearchId, alert: 'instant' }),
  );
}
const savedSearchCases: RealCase[] = [
  ...ownerAndOther(
    'GET /api/dealer/saved-searches',
    'the dealer’s saved search is listed for the dealer only',
    () => ({ url: SEARCHES }),
    { status: 200, check: (res, w) => expect(ids(res)).toContain(w.savedSearchId) },
    { status: 200, check: (res, w) => expect(ids(res)).not.toContain(w.savedSearchId) },
    DEALERS,
  ),
  ...ownerAndOther(
    'PATCH /api/dealer/saved-searches/:id',
    'renaming the dealer’s saved search',
    (w) => ({ url: `${SEARCHES}/${w.savedSearchId}`, payload: { name: 'Cameras' } }),
    { status: 200, check: searchUnchanged },
    { ...NOT_FOUND, check: searchUnchanged },
    DEALERS,
  ),
  {
    route: 'DELETE /api/dealer/saved-searches/:id',
    as: 'otherDealer',
    relation: 'other',
    what: 'the dealer’s saved search',
    request: (w) => ({ url: `${SEARCHES}/${w.savedSearchId}` }),
    ...NOT_FOUND,
    check: searchUnchanged,
  },
  {
    route: 'DELETE /api/dealer/saved-searches/:id',
    as: 'dealer',
    relation: 'owner',
    what: 'the dealer’s saved search (made again after)',
    request: (w) => ({ url: `${SEARCHES}/${w.savedSearchId}` }),
    status: 204,
    check: async (_res, w, app) => {
      const again = await app.inject({
        method: 'POST',
        url: SEARCHES,
        headers: w.actors.dealer.headers,
        payload: { name: 'Cameras', filters: { category: 'electronics' }, alert: 'instant' },
      });
      expect(again.statusCode, again.body).toBe(201);
      // The other cells name the search by the world's id.
      w.savedSearchId = again.json<{ id: string }>().id;
    },
  },
];

// SPEC §13.1: the negotiation is the seller's and the highest bidder's; to anyone else a 404.
const negotiationOf = (side: 'seller' | 'dealer', w: World) =>
  `/api/${side}/auctions/${w.unsoldAuctionId}/negotiation`;
/** Neither the other user's request nor the owner's refused offer made an offer. */
async function noOffers(_res: LightMyRequestResponse, w: World, app: FastifyInstance) {
  const view = await ownerView(app, w.actors.seller, negotiationOf('seller', w));
  expect(view.json<{ status: string; offers: unknown[] }>()).toMatchObject({
    status: 'open',
    offers: [],
  });
}
const negotiationCases: RealCase[] = (['seller', 'dealer'] as const).flatMap((side) => {
  const pair: [ActorName, ActorName] = side === 'seller' ? ['seller', 'otherSeller'] : DEALERS;
  const offers = (w: World) => `/api/${side}/auctions/${w.unsoldAuctionId}/offers`;
  return [
    ...ownerAndOther(
      `GET /api/${side}/auctions/:id/negotiation`,
      'the negotiation of the auction that ended below its reserve',
      (w) => ({ url: negotiationOf(side, w) }),
      { status: 200, check: noOffers },
      NOT_FOUND,
      pair,
    ),
    ...ownerAndOther(
      `POST /api/${side}/auctions/:id/offers`,
      'an offer of the highest bid itself (the owner: 422 on its amount, nothing made)',
      (w) => ({ url: offers(w), payload: { amount_cents: 150_000 } }),
      { status: 422, code: 'validation_error', check: noOffers },
      { ...NOT_FOUND, check: noOffers },
      pair,
    ),
  ];
});

// SPEC §13.2: a dealer's invoices are its own; another dealer's are a 404 and never listed.
const invoiceCases: RealCase[] = [
  ...ownerAndOther(
    'GET /api/dealer/invoices',
    'the buyer-fee invoice of the sold auction is listed for its dealer only',
    () => ({ url: '/api/dealer/invoices' }),
    { status: 200, check: (res, w) => expect(ids(res)).toContain(w.invoiceId) },
    { status: 200, check: (res) => expect(ids(res)).toEqual([]) },
    DEALERS,
  ),
  ...ownerAndOther(
    'GET /api/dealer/invoices/:id',
    'the invoice',
    (w) => ({ url: `/api/dealer/invoices/${w.invoiceId}` }),
    { status: 200, check: (res, w) => expect(res.json<{ id: string }>().id).toBe(w.invoiceId) },
    NOT_FOUND,
    DEALERS,
  ),
  ...ownerAndOther(
    'GET /api/dealer/invoices/:id/pdf',
    'the invoice as a PDF',
    (w) => ({ url: `/api/dealer/invoices/${w.invoiceId}/pdf` }),
    {
      status: 200,
      check: (res) => expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-'),
    },
    NOT_FOUND,
    DEALERS,
  ),
];

// SPEC §13.4: the dispute of the sold auction is its dealer's, its seller's and staff's; another
// dealer sees the auction (409: it did not win it) but never the dispute (404).
const disputeUrl = (side: 'seller' | 'dealer', w: World) => `/api/${side}/disputes/${w.disputeId}`;
/** The world's dispute is still the sale's one, open. */
async function oneOpenDispute(_res: LightMyRequestResponse, w: World, app: FastifyInstance) {
  const view = await ownerView(
    app,
    w.actors.dealer,
    `/api/dealer/auctions/${w.sold.auctionId}/dispute`,
  );
  expect(view.json<{ dispute: { id: string; status: string } }>().dispute).toMatchObject({
    id: w.disputeId,
    status: 'open',
  });
}
const isTheDispute = (res: LightMyRequestResponse, w: World) =>
  expect(res.json<{ id: string }>().id).toBe(w.disputeId);
const disputeCases: RealCase[] = [
  ...ownerAndOther(
    'POST /api/dealer/auctions/:id/disputes',
    'a dispute on the sold auction (the winner: a second one)',
    (w) => ({
      url: `/api/dealer/auctions/${w.sold.auctionId}/disputes`,
      payload: { reason: 'other', description: 'Not the camera in the photos.' },
    }),
    { ...mustBe(409, 'invalid_state'), check: oneOpenDispute },
    { ...mustBe(409, 'invalid_state'), check: oneOpenDispute },
    DEALERS,
  ),
  {
    route: 'POST /api/dealer/auctions/:id/disputes',
    as: 'otherDealer',
    relation: 'other',
    what: 'a dispute on an auction no dealer can see yet',
    request: (w) => ({
      url: `/api/dealer/auctions/${w.pendingAuctionId}/disputes`,
      payload: { reason: 'other', description: 'Not the camera in the photos.' },
    }),
    ...NOT_FOUND,
  },
  ...(['seller', 'dealer'] as const).flatMap((side) => {
    const pair: [ActorName, ActorName] = side === 'seller' ? ['seller', 'otherSeller'] : DEALERS;
    return [
      ...ownerAndOther(
        `GET /api/${side}/auctions/:id/dispute`,
        'the sold auction’s dispute',
        (w) => ({ url: `/api/${side}/auctions/${w.sold.auctionId}/dispute` }),
        {
          status: 200,
          check: (res, w) =>
            expect(res.json<{ dispute: { id: string } }>().dispute.id).toBe(w.disputeId),
        },
        NOT_FOUND,
        pair,
      ),
      ...ownerAndOther(
        `GET /api/${side}/disputes/:id`,
        'the dispute',
        (w) => ({ url: disputeUrl(side, w) }),
        { status: 200, check: isTheDispute },
        NOT_FOUND,
        pair,
      ),
    ];
  }),
  ...ownerAndOther(
    'POST /api/seller/disputes/:id/response',
    'the seller’s answer to the dispute',
    (w) => ({ url: `${disputeUrl('seller', w)}/response`, payload: { body: 'As described.' } }),
    {
      status: 200,
      check: (res) =>
        expect(res.json<{ seller_response: { body: string } }>().seller_response.body).toBe(
          'As described.',
        ),
    },
    {
      ...NOT_FOUND,
      check: async (_res, w, app) => {
        const view = await ownerView(app, w.actors.seller, disputeUrl('seller', w));
        expect(view.json<{ seller_response: unknown }>().seller_response).toBeNull();
      },
    },
  ),
  ...(['admin', 'ops'] as const).flatMap((as): RealCase[] => [
    {
      route: 'GET /api/admin/disputes',
      as,
      relation: 'role',
      what: 'the open dispute in the queue',
      request: () => ({ url: '/api/admin/disputes?status=open' }),
      status: 200,
      check: (res, w) => expect(ids(res)).toContain(w.disputeId),
    },
    {
      route: 'GET /api/admin/disputes/:id',
      as,
      relation: 'role',
      what: 'the dispute',
      request: (w) => ({ url: `/api/admin/disputes/${w.disputeId}` }),
      status: 200,
      check: isTheDispute,
    },
    {
      route: 'POST /api/admin/disputes/:id/resolve',
      as,
      relation: 'role',
      what: 'a price adjustment without its price (422, the dispute still open)',
      request: (w) => ({
        url: `/api/admin/disputes/${w.disputeId}/resolve`,
        payload: { decision: 'price_adjusted', note: 'Half the price.' },
      }),
      status: 422,
      code: 'validation_error',
      check: oneOpenDispute,
    },
  ]),
];

export const REAL_CASES: RealCase[] = [
  ...metricsCases,
  ...sellerCases,
  ...kycCases,
  ...uploadCases,
  ...publicCases,
  ...dealerCases,
  ...notificationCases,
  ...messageCases,
  ...savedSearchCases,
  ...negotiationCases,
  ...invoiceCases,
  ...disputeCases,
];
