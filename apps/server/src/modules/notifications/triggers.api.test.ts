import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, emailOutbox, notifications, users } from '../../db/schema.js';
import { recordAuditEvent } from '../../lib/audit.js';
import { recordDomainEvent } from '../../lib/jobs/index.js';
import {
  activeDealer,
  approvedAuction,
  dealer,
  listingWithPhotos,
  seller,
  staff,
  submitSellerKyc,
  submittedListing,
  type Actor,
} from '../../../test/actors.js';
import {
  bid,
  caller,
  createLifecycleApp,
  schedule,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';
import { notificationsOf as storedNotificationsOf } from '../../../test/mail-fixtures.js';
import { uploadFile } from '../../../test/upload-fixtures.js';

// Each trigger of SPEC §5.7 makes its notification exactly once, after the change that causes
// it commits (notifications subscribe to its domain event, ADR 041): a refused or repeated
// action makes none.

let t: LifecycleApp;
let admin: Actor;
const call = caller(() => t.app);

beforeAll(async () => {
  t = await createLifecycleApp();
  admin = await staff(t.app);
});
afterAll(() => t.close());

/** A user's notifications once the subscribers ran: the test app has no job workers. */
const notificationsOf = async (...args: Parameters<typeof storedNotificationsOf>) => {
  await t.app.jobs.drain();
  return storedNotificationsOf(...args);
};

const typesOf = async (who: { id: string }) =>
  (await notificationsOf(t.db, who.id)).map((n) => n.type).sort();

const ok = async (res: Promise<{ statusCode: number; body: string }>, status = 200) => {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
};

describe('KYC reviews', () => {
  it('tells the seller the result of each review of its KYC, once per review', async () => {
    const owner = await seller(t.app);
    const first = await submitSellerKyc(t.app, owner);
    expect(await typesOf(owner)).toEqual([]);
    await ok(
      call('POST', `/api/admin/kyc/${first.id}/request-resubmission`, admin, {
        reason: 'The photo is blurred',
      }),
    );
    const [asked] = await notificationsOf(t.db, owner.id, 'kyc.reviewed');
    expect(asked).toMatchObject({
      title: 'Your identity check needs changes',
      body: 'Staff asked you to submit it again: The photo is blurred.',
      link: '/seller/kyc',
      data: {
        kyc_id: first.id,
        kind: 'seller',
        status: 'resubmission_requested',
        note: 'The photo is blurred',
      },
      readAt: null,
    });

    t.clock.advance(1);
    await submitSellerKyc(t.app, owner);
    await ok(call('POST', `/api/admin/kyc/${first.id}/approve`, admin, { note: 'Thanks' }));
    // A second review of the same record is refused and tells nobody.
    const twice = await call('POST', `/api/admin/kyc/${first.id}/reject`, admin, { reason: 'x' });
    expect(twice.statusCode).toBe(409);
    const reviews = await notificationsOf(t.db, owner.id, 'kyc.reviewed');
    expect(reviews.map((n) => n.data.status)).toEqual(['resubmission_requested', 'approved']);
    expect(reviews[1]).toMatchObject({ title: 'Your identity check is approved' });
  });

  it('tells a rejected seller why', async () => {
    const owner = await seller(t.app);
    const kyc = await submitSellerKyc(t.app, owner);
    await ok(
      call('POST', `/api/admin/kyc/${kyc.id}/reject`, admin, { reason: 'Expired passport' }),
    );
    expect(await notificationsOf(t.db, owner.id)).toEqual([
      expect.objectContaining({
        type: 'kyc.reviewed',
        title: 'Your identity check was not approved',
        body: 'Reason: Expired passport. You can correct your details and submit them again.',
      }),
    ]);
  });

  it('tells a dealer about its KYC review and its activation, once each', async () => {
    const buyer = await activeDealer(t.app, admin);
    const rows = await notificationsOf(t.db, buyer.id);
    expect(rows.map((n) => n.type).sort()).toEqual(['dealer.activated', 'kyc.reviewed']);
    expect(rows.find((n) => n.type === 'kyc.reviewed')).toMatchObject({
      link: '/dealer/onboarding',
      data: { kind: 'dealer', status: 'approved', note: null },
    });
    expect(rows.find((n) => n.type === 'dealer.activated')).toMatchObject({
      title: 'Your dealer account is active',
      link: '/dealer/profile',
      data: { dealer_id: buyer.profileId, reinstated: false },
    });
    // Saving the profile again changes nothing.
    await ok(
      call('POST', '/api/dealer/profile', buyer, {
        company_name: 'Renamed Motors Ltd',
        contact_name: 'Nia North',
        phone: '+441134960000',
        email: 'desk@renamed.example',
        address: { line1: '7 Canal Wharf', city: 'Leeds', postal_code: 'LS11 5PS', country: 'GB' },
      }),
    );
    expect(await typesOf(buyer)).toEqual(['dealer.activated', 'kyc.reviewed']);
  });

  it('activates once when the KYC is approved before the profile exists', async () => {
    const buyer = await dealer(t.app);
    const address = { line1: '2 Quay St', city: 'Bristol', postal_code: 'BS1 4DB', country: 'GB' };
    const doc = await uploadFile(t.app, buyer.token, { purpose: 'kyc_document' });
    const kyc = await call('POST', '/api/dealer/kyc', buyer, {
      business_name: 'Quay Cars Ltd',
      registration_number: '01234567',
      address,
      representative_name: 'Quinn Quay',
      document_upload_ids: [doc.id],
    });
    await ok(call('POST', `/api/admin/kyc/${kyc.json<{ id: string }>().id}/approve`, admin));
    expect(await typesOf(buyer)).toEqual(['kyc.reviewed']);
    const body = {
      company_name: 'Quay Cars Ltd',
      contact_name: 'Quinn Quay',
      phone: '+441179000000',
      email: 'desk@quay.example',
      address,
    };
    await ok(call('POST', '/api/dealer/profile', buyer, body), 201);
    await ok(call('POST', '/api/dealer/profile', buyer, { ...body, contact_name: 'Q. Quay' }));
    expect(await typesOf(buyer)).toEqual(['dealer.activated', 'kyc.reviewed']);
  });
});

describe('listing review', () => {
  it('tells the seller its listing is approved, with the auction it made; once', async () => {
    const { owner, listing } = await submittedListing(t.app, admin);
    const before = await typesOf(owner);
    await ok(call('POST', `/api/admin/listings/${listing.id}/approve`, admin));
    const again = await call('POST', `/api/admin/listings/${listing.id}/approve`, admin);
    expect(again.statusCode).toBe(409);
    const approved = await notificationsOf(t.db, owner.id, 'listing.approved');
    const auction = await call('GET', `/api/seller/listings/${listing.id}/auction`, owner);
    expect(approved).toEqual([
      expect.objectContaining({
        title: 'Your listing “Vintage Leica M3 camera” is approved',
        link: `/seller/listings/${listing.id}`,
        data: {
          listing_id: listing.id,
          listing_title: 'Vintage Leica M3 camera',
          auction_id: auction.json<{ id: string }>().id,
        },
      }),
    ]);
    expect(await typesOf(owner)).toEqual([...before, 'listing.approved'].sort());
  });

  it('tells the seller its listing is rejected, with the reason; once per rejection', async () => {
    const { owner, listing } = await submittedListing(t.app, admin);
    const reason = 'Photos do not show the item';
    await ok(call('POST', `/api/admin/listings/${listing.id}/reject`, admin, { reason }));
    t.clock.advance(1);
    expect(
      (await call('POST', `/api/admin/listings/${listing.id}/reject`, admin, { reason }))
        .statusCode,
    ).toBe(409);
    // Edited and submitted again, then rejected again: a second notice.
    await ok(call('POST', `/api/seller/listings/${listing.id}/submit`, owner));
    await ok(
      call('POST', `/api/admin/listings/${listing.id}/reject`, admin, { reason: 'Still no' }),
    );
    const rejected = await notificationsOf(t.db, owner.id, 'listing.rejected');
    expect(rejected.map((n) => n.data.reason)).toEqual([reason, 'Still no']);
    expect(rejected[0]).toMatchObject({
      title: 'Your listing “Vintage Leica M3 camera” was not approved',
      body: `Reason: ${reason}. You can edit the listing and submit it again.`,
      link: `/seller/listings/${listing.id}`,
    });
  });

  it('tells nobody when the approval is refused (seller KYC not approved)', async () => {
    const owner = await seller(t.app);
    await submitSellerKyc(t.app, owner);
    const listing = await listingWithPhotos(t.app, owner);
    await ok(call('POST', `/api/seller/listings/${listing.id}/submit`, owner));
    const res = await call('POST', `/api/admin/listings/${listing.id}/approve`, admin);
    expect(res.statusCode).toBe(409);
    expect(await typesOf(owner)).toEqual([]);
  });
});

describe('dealer status', () => {
  it('tells a dealer it is suspended (with the reason) and reinstated; once each', async () => {
    const buyer = await activeDealer(t.app, admin);
    const suspend = `/api/admin/dealers/${buyer.profileId}/suspend`;
    await ok(call('POST', suspend, admin, { reason: 'Unpaid fees' }));
    expect((await call('POST', suspend, admin, { reason: 'Again' })).statusCode).toBe(409);
    expect(await notificationsOf(t.db, buyer.id, 'dealer.suspended')).toEqual([
      expect.objectContaining({
        title: 'Your dealer account is suspended',
        body: 'Reason: Unpaid fees. You cannot bid while it is suspended.',
        link: '/dealer/profile',
        data: { dealer_id: buyer.profileId, reason: 'Unpaid fees' },
      }),
    ]);
    t.clock.advance(1);
    const reinstate = `/api/admin/dealers/${buyer.profileId}/reinstate`;
    await ok(call('POST', reinstate, admin));
    expect((await call('POST', reinstate, admin)).statusCode).toBe(409);
    const activations = await notificationsOf(t.db, buyer.id, 'dealer.activated');
    expect(activations.map((n) => n.data.reinstated)).toEqual([false, true]);
    expect(activations[1]?.title).toBe('Your dealer account is active again');
  });
});

describe('auction ends', () => {
  let buyer: Actor & { profileId: string };
  let rival: Actor & { profileId: string };
  beforeAll(async () => {
    buyer = await activeDealer(t.app, admin);
    rival = await activeDealer(t.app, admin);
  });

  it('tells the winner it won and the seller it sold; once, however often the scheduler runs', async () => {
    const { auctionId, listingId, owner } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 0, 600);
    await bid(t.app, rival, auctionId, 150_000);
    await bid(t.app, buyer, auctionId, 200_000);
    t.clock.advance(600);
    expect((await t.runDue()).ended).toBe(1);
    await t.runDue();
    t.clock.advance(60);
    await t.runDue();

    expect(await notificationsOf(t.db, buyer.id, 'auction.won')).toEqual([
      expect.objectContaining({
        title: 'You won “Vintage Leica M3 camera”',
        body:
          "You bought it for $2,000.00. The buyer's fee of $99.00 is now due. The seller's " +
          'contact details are on the listing page: get in touch to complete the deal.',
        link: `/dealer/listings/${listingId}`,
        data: {
          auction_id: auctionId,
          listing_id: listingId,
          listing_title: 'Vintage Leica M3 camera',
          currency: 'USD',
          hammer_price_cents: 200_000,
          fee_cents: 9_900,
          accepted_below_reserve: false,
        },
      }),
    ]);
    expect(await notificationsOf(t.db, rival.id, 'auction.won')).toEqual([]);
    expect(await notificationsOf(t.db, owner.id, 'auction.ended')).toEqual([
      expect.objectContaining({
        title: '“Vintage Leica M3 camera” sold for $2,000.00',
        body: "Your auction ended with 2 bids. The buyer's contact details are on the outcome page.",
        link: `/seller/outcomes/${auctionId}`,
        data: expect.objectContaining({
          outcome: 'sold',
          hammer_price_cents: 200_000,
          highest_bid_cents: 200_000,
          bid_count: 2,
        }) as unknown,
      }),
    ]);
  });

  it('tells the seller of a reserve not met; accepting the bid tells the dealer it won, once', async () => {
    const { auctionId, owner } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 0, 600);
    await bid(t.app, buyer, auctionId, 150_000);
    t.clock.advance(600);
    await t.runDue();
    const [ended] = await notificationsOf(t.db, owner.id, 'auction.ended');
    expect(ended).toMatchObject({
      title: '“Vintage Leica M3 camera” ended below your reserve',
      body: 'The highest of 1 bid was $1,500.00. You can accept it within 48 hours, or request a rerun.',
      data: { outcome: 'reserve_not_met', hammer_price_cents: null, highest_bid_cents: 150_000 },
    });
    const wins = () => notificationsOf(t.db, buyer.id, 'auction.won');
    const before = (await wins()).length;

    const accept = `/api/seller/auctions/${auctionId}/accept-highest-bid`;
    await ok(call('POST', accept, owner));
    expect((await call('POST', accept, owner)).statusCode).toBe(409);
    const after = await wins();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({
      body: expect.stringMatching(
        /^The seller accepted your highest bid of \$1,500\.00\./,
      ) as string,
      data: { auction_id: auctionId, hammer_price_cents: 150_000, accepted_below_reserve: true },
    });
    expect(await notificationsOf(t.db, owner.id, 'auction.ended')).toHaveLength(1);
  });

  it('tells the seller of an auction without bids, and of a force-end, once', async () => {
    const quiet = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, quiet.auctionId, 0, 600);
    const forced = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, forced.auctionId, 0, 3600);
    const end = `/api/admin/auctions/${forced.auctionId}/force-end`;
    await ok(call('POST', end, admin, { reason: 'Withdrawn' }));
    expect((await call('POST', end, admin, { reason: 'Again' })).statusCode).toBe(409);
    t.clock.advance(600);
    await t.runDue();
    for (const { owner } of [quiet, forced]) {
      expect(await notificationsOf(t.db, owner.id, 'auction.ended')).toEqual([
        expect.objectContaining({
          title: '“Vintage Leica M3 camera” ended without bids',
          data: expect.objectContaining({ outcome: 'no_bids', bid_count: 0 }) as unknown,
        }),
      ]);
    }
  });
});

describe('emails', () => {
  it("queues one email per notification, to the account's address", async () => {
    await t.app.jobs.drain();
    const rows = await t.db.read((ex) =>
      ex
        .select({ id: notifications.id, email: users.email, to: emailOutbox.toAddress })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .leftJoin(emailOutbox, eq(emailOutbox.notificationId, notifications.id)),
    );
    expect(rows.length).toBeGreaterThan(20);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const row of rows) expect(row.to).toBe(row.email);
  });

  it('makes no notification for an unknown or refused action', async () => {
    const before = await t.db.read((ex) => ex.$count(notifications));
    const res = await call('POST', `/api/admin/kyc/${randomUUID()}/approve`, admin);
    expect(res.statusCode).toBe(404);
    await t.app.jobs.drain();
    expect(await t.db.read((ex) => ex.$count(notifications))).toBe(before);
  });
});

describe('as subscribers of domain events (ADR 041)', () => {
  const countFor = (userId: string) =>
    t.db.read(async (ex) => ({
      notices: await ex.$count(notifications, eq(notifications.userId, userId)),
      emails: await ex.$count(
        emailOutbox,
        sql`${emailOutbox.notificationId} in (select id from notifications where user_id = ${userId})`,
      ),
    }));

  it('make one notice of an event delivered twice (a relay or a job run again)', async () => {
    const buyer = await activeDealer(t.app, admin);
    await t.app.jobs.drain();
    const before = await countFor(buyer.id);
    await ok(call('POST', `/api/admin/dealers/${buyer.profileId}/suspend`, admin, { reason: 'x' }));
    // The event as the relay found it; delivered, then found again, as after a relay whose
    // instance died after inserting the jobs, or a job whose worker died before completing it.
    const [event] = await t.db.read((ex) =>
      ex.select().from(domainEvents).where(eq(domainEvents.subjectId, buyer.profileId)),
    );
    if (!event) throw new Error('no domain event');
    // The notice's job, then its email's delivery.
    expect(await t.app.jobs.drain()).toBe(2);
    await t.db.transaction((tx) => tx.insert(domainEvents).values(event));
    // The notice's job again, which makes nothing: no second email to deliver.
    expect(await t.app.jobs.drain()).toBe(1);
    expect(await countFor(buyer.id)).toEqual({
      notices: before.notices + 1,
      emails: before.emails + 1,
    });
  });

  it('pass over an event recorded before they subscribed (its notice was made then)', async () => {
    await t.app.jobs.drain();
    const before = await t.db.read((ex) => ex.$count(notifications));
    await t.db.transaction((tx) =>
      recordDomainEvent(tx, {
        type: 'listing.approved',
        subjectType: 'listing',
        subjectId: randomUUID(),
        data: { auction_id: randomUUID() },
        at: t.clock.now(),
      }),
    );
    expect(await t.app.jobs.drain()).toBe(1);
    // Completed, not failed and waiting for a retry.
    const figures = await t.app.jobs.figures();
    expect(figures.find((f) => f.name === 'listing.approved/notify')).toMatchObject({
      queued: 0,
      failed: 0,
    });
    expect(await t.db.read((ex) => ex.$count(notifications))).toBe(before);
  });

  it('make none of a change rolled back', async () => {
    const buyer = await activeDealer(t.app, admin);
    await t.app.jobs.drain();
    const before = await countFor(buyer.id);
    await expect(
      t.db.transaction(async (tx) => {
        await recordAuditEvent(tx, {
          type: 'dealer.suspended',
          actorId: admin.id,
          subjectType: 'dealer',
          subjectId: buyer.profileId,
          data: { user_id: buyer.id, reason: 'Rolled back' },
          at: t.clock.now(),
        });
        throw new Error('the change fails after its event');
      }),
    ).rejects.toThrow('the change fails');
    expect(await t.app.jobs.drain()).toBe(0);
    expect(await countFor(buyer.id)).toEqual(before);
  });
});
