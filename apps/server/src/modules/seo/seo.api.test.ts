import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { robotsTxt, w3cDateTime } from './documents.js';
import { sitemapAuctions } from './repository.js';
import { MAX_SITEMAP_URLS, RECENTLY_ENDED_DAYS } from './service.js';
import { auctions, listings } from '../../db/schema.js';
import {
  activeDealer,
  approvedAuction,
  completeListing,
  listingWithPhotos,
  seller,
  submittedListing,
  useActor,
  type Actor,
} from '../../../test/actors.js';
import { createTestApp, useTestApp } from '../../../test/helpers.js';
import { auctionRow, bid, schedule } from '../../../test/lifecycle-fixtures.js';

// The web build is there, so its SPA fallback answers every other path: the two routes must win.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-web-dist-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Gavel</title>');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const DAY = 86_400;
const t = useTestApp({
  PUBLIC_URL: 'https://gavel.example/',
  WEB_DIST_DIR: dist,
  // The story moves the clock by two months.
  ACCESS_TOKEN_TTL_SECONDS: String(90 * DAY),
});
const admin = useActor(t, 'ADMIN');

const W3C_SECONDS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const TEXT = `[^<>&]*(?:&(?:amp|lt|gt|quot|apos);[^<>&]*)*`;
const DOCUMENT = new RegExp(
  '^<\\?xml version="1\\.0" encoding="UTF-8"\\?>\\n' +
    '<urlset xmlns="http://www\\.sitemaps\\.org/schemas/sitemap/0\\.9">\\n' +
    '((?:<url>.*</url>\\n)*)</urlset>\\n$',
);
const URL_ENTRY = new RegExp(
  `^<url><loc>(${TEXT})</loc>(?:<lastmod>(\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ)</lastmod>)?</url>$`,
);

/**
 * The sitemap's entries, after checking the whole text is a sitemaps.org urlset: the XML
 * declaration, the namespace, only `<url>` elements of one `<loc>` (escaped text) and an
 * optional W3C `<lastmod>`, nothing else; every loc absolute and listed once.
 */
function parseSitemap(body: string): { loc: string; lastmod: string | undefined }[] {
  const doc = DOCUMENT.exec(body);
  expect(doc, body).not.toBeNull();
  const entries = (doc?.[1] ?? '')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const m = URL_ENTRY.exec(line);
      expect(m, line).not.toBeNull();
      return { loc: m?.[1] ?? '', lastmod: m?.[2] };
    });
  const locs = entries.map((e) => e.loc);
  expect(new Set(locs).size, 'each page once').toBe(locs.length);
  expect(locs.length).toBeLessThanOrEqual(MAX_SITEMAP_URLS);
  return entries;
}

async function sitemap() {
  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  return { body: res.body, entries: parseSitemap(res.body) };
}

const page = (listingId: string) => `https://gavel.example/auctions/${listingId}`;
const PUBLIC_PAGES = ['/', '/auctions', '/terms', '/privacy'].map(
  (p) => `https://gavel.example${p}`,
);
const runDue = () => t.app.services.auctionScheduler.runDue(t.clock.now());

/** When the sitemap says an auction page last changed: its auction's or its listing's change. */
async function changedAt(listingId: string) {
  const rows = await t.db.read((ex) =>
    ex
      .select({ auction: auctions.updatedAt, listing: listings.updatedAt })
      .from(auctions)
      .innerJoin(listings, eq(listings.id, auctions.listingId))
      .where(eq(auctions.listingId, listingId)),
  );
  return w3cDateTime(
    new Date(Math.max(...rows.flatMap((r) => [r.auction.getTime(), r.listing.getTime()]))),
  );
}

describe('GET /robots.txt', () => {
  it('allows the public pages, disallows the signed-in areas and the API, and names the sitemap on PUBLIC_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    // The text itself is pinned by documents.test.ts.
    expect(res.body).toBe(robotsTxt('https://gavel.example'));
    const head = await t.app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(head.statusCode).toBe(200);
    // Any other path still falls back to the web app.
    const other = await t.app.inject({ method: 'GET', url: '/robots' });
    expect(other.headers['content-type']).toContain('text/html');
  });
});

describe('GET /sitemap.xml', () => {
  let bidder: Actor;
  type Name = 'old' | 'recent' | 'live' | 'upcoming' | 'pending';
  const ids = {} as Record<Name | 'draft' | 'review' | 'rejected', string>;
  const auctionIds = {} as Record<Name, string>;
  const owners = {} as Record<Name, Actor>;

  /** Through review to an auction, scheduled to start `startIn` seconds from now unless null. */
  async function auction(name: Name, startIn: number | null, length = 600) {
    const made = await approvedAuction(t.app, admin, {
      ...completeListing,
      title: `${name} & co <lot>`,
    });
    ids[name] = made.listingId;
    auctionIds[name] = made.auctionId;
    owners[name] = made.owner;
    if (startIn !== null) await schedule(t.app, t.clock, admin, made.auctionId, startIn, length);
    return made;
  }

  beforeAll(async () => {
    bidder = await activeDealer(t.app, admin, 'Northern Bidders Ltd');
    // Ended more than RECENTLY_ENDED_DAYS ago.
    await auction('old', 0);
    await runDue();
    t.clock.advance(601);
    await runDue();
    t.clock.advance((RECENTLY_ENDED_DAYS + 1) * DAY);

    // Ended a moment ago, live, scheduled, and awaiting scheduling.
    await auction('recent', 0);
    await runDue();
    t.clock.advance(601);
    await runDue();
    await auction('live', 0, 3_600);
    await auction('upcoming', 3_600, 3_600);
    await runDue();
    await auction('pending', null);

    // Listings without an auction: a draft, one in review, one rejected.
    const author = await seller(t.app);
    ids.draft = (await listingWithPhotos(t.app, author)).id;
    ids.review = (await submittedListing(t.app, admin)).listing.id;
    ids.rejected = (await submittedListing(t.app, admin)).listing.id;
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/listings/${ids.rejected}/reject`,
      headers: admin.headers,
      payload: { reason: 'Photos are blurry' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
  });

  it('lists the public pages and the live, scheduled and recently ended auctions, on PUBLIC_URL', async () => {
    const statuses = await Promise.all(
      (['old', 'recent', 'live', 'upcoming', 'pending'] as const).map(
        async (name) => (await auctionRow(t.db, auctionIds[name])).status,
      ),
    );
    expect(statuses).toEqual(['ended', 'ended', 'live', 'scheduled', 'pending']);

    const { entries } = await sitemap();
    const locs = entries.map((e) => e.loc);
    expect([...locs].sort()).toEqual(
      [...PUBLIC_PAGES, page(ids.live), page(ids.upcoming), page(ids.recent)].sort(),
    );
    for (const hidden of ['old', 'pending', 'draft', 'review', 'rejected'] as const) {
      expect(locs, hidden).not.toContain(page(ids[hidden]));
    }
    for (const name of ['live', 'upcoming', 'recent'] as const) {
      const entry = entries.find((e) => e.loc === page(ids[name]));
      expect(entry?.lastmod, name).toMatch(W3C_SECONDS);
      expect(entry?.lastmod, name).toBe(await changedAt(ids[name]));
    }
  });

  it('moves lastmod with the auction: a bid makes it the most recently changed page', async () => {
    t.clock.advance(60);
    await bid(t.app, bidder, auctionIds.live, completeListing.starting_price_cents);
    const now = w3cDateTime(t.clock.now());
    const { entries } = await sitemap();
    // The pages that list auctions changed with it; terms and privacy carry no date.
    expect(entries.slice(0, 4)).toEqual([
      { loc: 'https://gavel.example/', lastmod: now },
      { loc: 'https://gavel.example/auctions', lastmod: now },
      { loc: 'https://gavel.example/terms', lastmod: undefined },
      { loc: 'https://gavel.example/privacy', lastmod: undefined },
    ]);
    expect(entries[4]).toEqual({ loc: page(ids.live), lastmod: now });
  });

  it('shows nothing private: no reserve, no seller or dealer identity, no listing text', async () => {
    const { body } = await sitemap();
    for (const secret of [
      String(completeListing.reserve_price_cents),
      'reserve',
      ...Object.values(owners).flatMap((o) => [o.email, o.id]),
      bidder.email,
      'Northern Bidders',
      'lot&gt;',
      completeListing.description,
      'Leica',
      'Leeds',
    ]) {
      expect(body).not.toContain(secret);
    }
  });

  it('lists a listing once, by its newest public auction, when it is put up again', async () => {
    const listingId = ids.recent;
    const rerun = await t.app.inject({
      method: 'POST',
      url: `/api/seller/listings/${listingId}/request-rerun`,
      headers: owners.recent.headers,
    });
    expect(rerun.statusCode, rerun.body).toBe(200);
    // The new auction awaits scheduling, so the page still shows the one that ended.
    const entriesOf = async () =>
      (await sitemap()).entries.filter((e) => e.loc === page(listingId));
    expect(await entriesOf()).toEqual([
      { loc: page(listingId), lastmod: await changedAt(listingId) },
    ]);

    const [next] = await t.db.read((ex) =>
      ex
        .select({ id: auctions.id })
        .from(auctions)
        .where(and(eq(auctions.listingId, listingId), eq(auctions.status, 'pending'))),
    );
    t.clock.advance(30);
    if (!next) throw new Error('the rerun made no auction');
    await schedule(t.app, t.clock, admin, next.id, 2 * 3_600);
    const now = w3cDateTime(t.clock.now());
    expect(await entriesOf()).toEqual([{ loc: page(listingId), lastmod: now }]);
  });

  it('drops an auction RECENTLY_ENDED_DAYS after it ended', async () => {
    t.clock.advance(3 * 3_600);
    await runDue();
    await runDue();
    const ended = await t.app.inject({ method: 'GET', url: `/api/auctions/${auctionIds.live}` });
    const endAt = new Date(ended.json<{ end_at: string }>().end_at).getTime();
    // One second past the window of the live auction's end; `upcoming` ended an hour later.
    t.clock.advance(
      (endAt + RECENTLY_ENDED_DAYS * DAY * 1000 - t.clock.now().getTime()) / 1000 + 1,
    );
    const locs = (await sitemap()).entries.map((e) => e.loc);
    expect(locs).not.toContain(page(ids.live));
    expect(locs).toContain(page(ids.upcoming));
  });

  it('answers at most the limit it is asked for, most recently changed first', async () => {
    const rows = await t.db.read((ex) =>
      sitemapAuctions(ex, { endedSince: new Date(0), limit: 2 }),
    );
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((r) => r.changedAt.getTime());
    expect(first).toBeGreaterThanOrEqual(second ?? Infinity);
  });
});

describe('without a web build, behind a PUBLIC_URL with a path', () => {
  it('answers both, on that path; other paths get the 404 envelope', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-no-web-'));
    const bare = await createTestApp({
      PUBLIC_URL: 'https://gavel.example/market/',
      WEB_DIST_DIR: empty,
    });
    try {
      const robots = await bare.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toContain('Disallow: /market/seller\n');
      expect(robots.body).toContain('Sitemap: https://gavel.example/market/sitemap.xml\n');
      const map = await bare.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(map.statusCode).toBe(200);
      expect(parseSitemap(map.body).map((e) => e.loc)).toEqual(
        ['/', '/auctions', '/terms', '/privacy'].map((p) => `https://gavel.example/market${p}`),
      );
      const other = await bare.app.inject({ method: 'GET', url: '/sitemap' });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ error: { code: 'not_found' } });
    } finally {
      await bare.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
