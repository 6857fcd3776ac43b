import type { SavedSearchFiltersInput } from '@gavel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeDealer,
  completeListing,
  listingWithPhotos,
  seller,
  staff,
  submitSellerKyc,
  type Actor,
} from '../../../test/actors.js';
import { createLifecycleApp, times, type LifecycleApp } from '../../../test/lifecycle-fixtures.js';
import { notificationsOfType, outboxEmailsTo } from '../../../test/mail-fixtures.js';
import { VALID_VIN } from '../../../test/vehicle-fixtures.js';
import { savedSearchMatches, savedSearches } from '../../db/schema.js';
import { recordDomainEvent } from '../../lib/jobs/index.js';
import { createAlerts } from './alerts.js';

// Instant alerts (SPEC §12, ADR 051): a first publication tells each matching instant search's
// dealer once, in the app and by email.

let t: LifecycleApp;
let admin: Actor;
let owner: Actor;
/** Two dealers share the searches of each filter kind (25 each at most). */
let alpha: Actor & { profileId: string };
let gamma: Actor & { profileId: string };
/** Suspended before the publication: told nothing. */
let beta: Actor & { profileId: string };

beforeAll(async () => {
  t = await createLifecycleApp();
  admin = await staff(t.app);
  owner = await seller(t.app);
  await submitSellerKyc(t.app, owner, admin);
  alpha = await activeDealer(t.app, admin, 'Alpha Autos Ltd');
  gamma = await activeDealer(t.app, admin, 'Gamma Cars Ltd');
  beta = await activeDealer(t.app, admin, 'Beta Motors Ltd');
});
afterAll(() => t.close());

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  who: Actor,
  payload?: unknown,
) => t.app.inject({ method, url, headers: who.headers, payload: payload as never });

async function save(
  who: Actor,
  name: string,
  filters: SavedSearchFiltersInput,
  alert: 'instant' | 'daily' | 'off' = 'instant',
): Promise<string> {
  const res = await inject('POST', '/api/dealer/saved-searches', who, { name, filters, alert });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

/** An approved listing's auction, awaiting scheduling; with a grade-2 report when `graded`. */
async function approved(fields: Record<string, unknown>, graded: boolean) {
  const listing = await listingWithPhotos(t.app, owner, 1, { ...completeListing, ...fields });
  if (graded) {
    const report = await inject(
      'PUT',
      `/api/seller/listings/${listing.id}/condition-report`,
      owner,
      {
        damages: [{ panel: 'bonnet', kind: 'dent', severity: 'moderate' }],
        warning_lights: false,
        runs_and_drives: true,
        keys: 2,
      },
    );
    expect(report.json<{ grade: number }>().grade, report.body).toBe(2);
  }
  expect(
    (await inject('POST', `/api/seller/listings/${listing.id}/submit`, owner)).statusCode,
  ).toBe(200);
  expect(
    (await inject('POST', `/api/admin/listings/${listing.id}/approve`, admin)).statusCode,
  ).toBe(200);
  const auction = await inject('GET', `/api/seller/listings/${listing.id}/auction`, owner);
  return { auctionId: auction.json<{ id: string }>().id, listingId: listing.id };
}

const publish = async (auctionId: string, startIn: number) => {
  const res = await inject(
    'POST',
    `/api/admin/auctions/${auctionId}/schedule`,
    admin,
    times(t.clock, startIn, 7_200),
  );
  expect(res.statusCode, res.body).toBe(200);
};

/** The alerts made, as (search id → the notification's data and text). */
async function alerts() {
  const rows = await notificationsOfType(t.db, 'saved_search.match');
  return rows.map((r) => ({
    userId: r.userId,
    data: r.data as { saved_search_id: string; auction_id: string; listing_id: string },
    title: r.title,
    body: r.body,
    link: r.link,
    dedupeKey: r.dedupeKey,
  }));
}

const VAN = {
  title: 'Ford Focus estate, one owner',
  category: 'vehicles',
  starting_price_cents: 1_000_000,
  reserve_price_cents: null,
  attributes: {},
  location_country: 'DE',
  specifics: {
    vin: VALID_VIN,
    make: 'Ford',
    model: 'Focus',
    year: 2019,
    mileage: 42_000,
    mileage_unit: 'km',
    fuel: 'diesel',
    transmission: 'manual',
    body_type: 'estate',
  },
};

/** For each filter kind, a value the van matches and one it does not. */
const KINDS: [string, SavedSearchFiltersInput, SavedSearchFiltersInput][] = [
  ['q', { q: 'focus owner' }, { q: 'tractor' }],
  ['category', { category: 'vehicles' }, { category: 'electronics' }],
  ['make', { make: 'FORD' }, { make: 'BMW' }],
  ['model', { model: 'focus' }, { model: 'Kuga' }],
  ['year_min', { year_min: 2019 }, { year_min: 2020 }],
  ['year_max', { year_max: 2019 }, { year_max: 2018 }],
  ['mileage_max_km', { mileage_max_km: 42_000 }, { mileage_max_km: 41_999 }],
  ['fuel', { fuel: ['petrol', 'diesel'] }, { fuel: ['electric'] }],
  ['transmission', { transmission: ['manual'] }, { transmission: ['automatic'] }],
  ['body_type', { body_type: ['estate', 'suv'] }, { body_type: ['suv'] }],
  ['grade_max', { grade_max: 2 }, { grade_max: 1 }],
  ['price_min', { price_min: 1_000_000 }, { price_min: 1_000_001 }],
  ['price_max', { price_max: 1_000_000 }, { price_max: 999_999 }],
  ['country', { country: 'DE' }, { country: 'GB' }],
  [
    'all',
    { make: 'ford', fuel: ['diesel'], price_max: 2_000_000, country: 'DE' },
    { make: 'ford', country: 'GB' },
  ],
];

describe('instant alerts', () => {
  it('tell each matching instant search once, by each filter kind; not daily, off, suspended or a reschedule', async () => {
    const matching: string[] = [];
    const notMatching: string[] = [];
    for (const [i, [kind, yes, no]] of KINDS.entries()) {
      const who = i % 2 === 0 ? alpha : gamma;
      matching.push(await save(who, `Yes ${kind}`, yes));
      notMatching.push(await save(who, `No ${kind}`, no));
    }
    const everything = await save(alpha, 'Everything', {});
    const daily = await save(alpha, 'Daily Fords', { make: 'Ford' }, 'daily');
    const off = await save(alpha, 'Quiet Fords', { make: 'Ford' }, 'off');
    const suspendedOnes = await save(beta, 'Beta Fords', { make: 'Ford' });
    const suspend = await inject('POST', `/api/admin/dealers/${beta.profileId}/suspend`, admin, {
      reason: 'Unpaid fees',
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    // Not published yet: approval alone tells nobody.
    const van = await approved(VAN, true);
    await t.app.jobs.drain();
    expect(await alerts()).toEqual([]);

    await publish(van.auctionId, 3_600);
    await t.app.jobs.drain();
    const made = await alerts();
    const told = made.map((a) => a.data.saved_search_id);
    expect(told.sort()).toEqual([...matching, everything].sort());
    for (const id of [...notMatching, daily, off, suspendedOnes]) expect(told).not.toContain(id);

    const first = made.find((a) => a.data.saved_search_id === matching[0]);
    expect(first).toEqual({
      userId: alpha.id,
      data: { saved_search_id: matching[0], auction_id: van.auctionId, listing_id: van.listingId },
      title: 'New match for “Yes q”: “Ford Focus estate, one owner”',
      body: expect.stringContaining('matches your saved search “Yes q”') as string,
      link: `/auctions/${van.listingId}`,
      dedupeKey: `saved_search:${matching[0]}:${van.auctionId}`,
    });
    // Each told search records when; the others do not.
    const rows = await t.db.read((ex) => ex.select().from(savedSearches));
    for (const row of rows) {
      expect(row.lastAlertedAt !== null, row.name).toBe(told.includes(row.id));
    }
    // The daily search's match waits for the digest.
    const dailyMatch = await t.db.read((ex) =>
      ex.select().from(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, daily)),
    );
    expect(dailyMatch).toMatchObject([
      { auctionId: van.auctionId, alert: 'daily', digestId: null },
    ]);

    // And by email, to the dealer's account.
    const emails = await outboxEmailsTo(t.app.config.dataDir, gamma.email);
    const subjects = emails.map((e) => e.parsed.subject);
    expect(subjects).toContain('New match for “Yes category”: “Ford Focus estate, one owner”');
    expect(emails.find((e) => e.parsed.subject?.includes('Yes category'))?.parsed.text).toContain(
      `/auctions/${van.listingId}`,
    );

    // A reschedule is not a publication: a search saved since is not told of this auction.
    const later = await save(gamma, 'Later Fords', { make: 'Ford' });
    await publish(van.auctionId, 7_200);
    await t.app.jobs.drain();
    expect((await alerts()).length).toBe(made.length);
    expect((await alerts()).map((a) => a.data.saved_search_id)).not.toContain(later);

    // The publication's job run again (at least once: a retry, another instance) tells nobody
    // twice.
    await t.db.transaction((tx) =>
      recordDomainEvent(tx, {
        type: 'auction.scheduled',
        actorId: admin.id,
        subjectType: 'auction',
        subjectId: van.auctionId,
        data: { rescheduled: false },
        at: t.clock.now(),
      }),
    );
    await t.app.jobs.drain();
    const again = await alerts();
    // Only the search saved since is new; nothing else twice.
    expect(again.map((a) => a.data.saved_search_id).sort()).toEqual([...told, later].sort());
    expect(new Set(again.map((a) => a.dedupeKey)).size).toBe(again.length);
    const emailsAfter = await outboxEmailsTo(t.app.config.dataDir, gamma.email);
    expect(emailsAfter.length).toBe(emails.length + 1);
  });

  it('tells a search of a listing going live at once, and matches brand on other categories', async () => {
    const dealer = await activeDealer(t.app, admin);
    const sony = await save(dealer, 'Sony', { brand: 'sony', category: 'electronics' });
    const canon = await save(dealer, 'Canon', { brand: 'Canon' });
    const camera = await approved(
      {
        title: 'Mirrorless camera',
        category: 'electronics',
        attributes: {},
        specifics: { brand: 'Sony', model: 'A7 III' },
      },
      false,
    );
    await publish(camera.auctionId, 0);
    await t.app.jobs.drain();
    const mine = (await alerts()).filter((a) => a.userId === dealer.id);
    expect(mine.map((a) => a.data)).toEqual([
      { saved_search_id: sony, auction_id: camera.auctionId, listing_id: camera.listingId },
    ]);
    expect(mine.map((a) => a.data.saved_search_id)).not.toContain(canon);
    const matches = await t.db.read((ex) =>
      ex
        .select()
        .from(savedSearchMatches)
        .where(eq(savedSearchMatches.auctionId, camera.auctionId)),
    );
    expect(matches.map((m) => m.savedSearchId)).toContain(sony);
  });

  it('tells each search once when the publication is handled twice at the same time', async () => {
    const dealer = await activeDealer(t.app, admin);
    const searches = [
      await save(dealer, 'Racing Leicas', { brand: 'Leica' }),
      await save(dealer, 'Racing cameras', { category: 'electronics', q: 'rangefinder' }),
    ];
    const camera = await approved(
      {
        title: 'Rangefinder camera',
        category: 'electronics',
        attributes: {},
        specifics: { brand: 'Leica', model: 'M6' },
      },
      false,
    );
    await publish(camera.auctionId, 3_600);
    // The subscriber's job is queued, not run yet: two handlers of the same publication race
    // (two instances, or a retry beside a slow first run), on separate connections on PostgreSQL.
    const handler = createAlerts({
      db: t.app.db,
      clock: t.clock,
      notifier: () => t.app.services.notifier,
    });
    const at = t.clock.now();
    const made = await Promise.all([
      handler.published(camera.auctionId, at),
      handler.published(camera.auctionId, at),
      handler.published(camera.auctionId, at),
    ]);
    // Each (search, auction) recorded by one of them only (other tests' searches match too).
    const recorded = await t.db.read((ex) =>
      ex
        .select({ id: savedSearchMatches.savedSearchId })
        .from(savedSearchMatches)
        .where(eq(savedSearchMatches.auctionId, camera.auctionId)),
    );
    expect(made.reduce((a, b) => a + b, 0)).toBe(recorded.length);
    expect(recorded.map((r) => r.id)).toEqual(expect.arrayContaining(searches));
    // And the queued job after them: nothing more.
    await t.app.jobs.drain();
    const mine = (await alerts()).filter((a) => a.userId === dealer.id);
    expect(mine.map((a) => a.data.saved_search_id).sort()).toEqual([...searches].sort());
    const emails = await outboxEmailsTo(t.app.config.dataDir, dealer.email);
    expect(emails.filter((e) => e.parsed.subject?.startsWith('New match for'))).toHaveLength(
      searches.length,
    );
  });
});
