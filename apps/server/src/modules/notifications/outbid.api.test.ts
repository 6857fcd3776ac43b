import type { FastifyInstance } from 'fastify';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/index.js';
import { bids } from '../../db/schema.js';
import { activeDealer, approvedAuction, staff, type Actor } from '../../../test/actors.js';
import {
  createLifecycleApp,
  instanceOn,
  schedule,
  sharedPostgres,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';
import { notificationsOf } from '../../../test/mail-fixtures.js';

// `bid.outbid` is made once per overtaking (SPEC §5.7): when the lead passes from one dealer to
// another, the one who lost it is told once, however many proxy steps the bid set off; a bid
// that a proxy answers at once (the leader stays) tells nobody.

type Dealer = Actor & { profileId: string };
interface BidAnswer {
  bid: { id: string } | null;
  auction: { is_leading: boolean; current_price_cents: number; min_next_bid_cents: number };
}

let t: LifecycleApp;
let admin: Actor;
beforeAll(async () => {
  t = await createLifecycleApp();
  admin = await staff(t.app);
});
afterAll(() => t.close());

async function placeBid(
  app: FastifyInstance,
  who: Actor,
  auctionId: string,
  body: { amount_cents: number; max_amount_cents?: number },
) {
  return app.inject({
    method: 'POST',
    url: `/api/dealer/auctions/${auctionId}/bids`,
    headers: who.headers,
    payload: body,
  });
}

/** The outbid notices `who` has, once the subscribers made them (ADR 041). */
const outbidsOf = async (db: Database, who: Actor) => {
  await t.app.jobs.drain();
  return (await notificationsOf(db, who.id, 'bid.outbid')).filter(Boolean);
};

describe('a proxy war', () => {
  it('of 20 steps makes one outbid notice per overtaking, none per proxy step', async () => {
    const a = await activeDealer(t.app, admin);
    const b = await activeDealer(t.app, admin);
    const { auctionId, listingId } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 0, 3600);

    const maxOf = new Map<Dealer, number>();
    let leader: Dealer | null = null;
    let minNext = 120_000;
    let price = 0;
    const lostLead = new Map<Dealer, number>([
      [a, 0],
      [b, 0],
    ]);
    let overtakings = 0;
    let held = 0;
    let steps = 0;
    for (let step = 0; step < 20; step++) {
      t.clock.advance(5);
      // The challenger is whoever does not lead (A opens).
      const challenger: Dealer = leader === a ? b : a;
      const leaderMax = leader ? (maxOf.get(leader) ?? 0) : 0;
      let body: { amount_cents: number; max_amount_cents?: number };
      if (step % 5 === 4 && leader) {
        // The leader raises its own maximum: no bid, no notice (200 `{bid: null}`).
        const raised = leaderMax + 20_000;
        const res = await placeBid(t.app, leader, auctionId, {
          amount_cents: minNext,
          max_amount_cents: raised,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<BidAnswer>().bid).toBeNull();
        maxOf.set(leader, raised);
        steps++;
        continue;
      }
      if (step % 5 === 2 && leader) {
        // A plain bid below the leader's maximum: its proxy answers, the leader stays.
        body = { amount_cents: minNext };
      } else {
        body = { amount_cents: minNext, max_amount_cents: Math.max(minNext, leaderMax) + 30_000 };
      }
      const res = await placeBid(t.app, challenger, auctionId, body);
      expect(res.statusCode, res.body).toBe(201);
      const answer = res.json<BidAnswer>();
      maxOf.set(challenger, Math.max(maxOf.get(challenger) ?? 0, body.max_amount_cents ?? 0));
      if (answer.auction.is_leading) {
        if (leader) {
          overtakings++;
          lostLead.set(leader, (lostLead.get(leader) ?? 0) + 1);
        }
        leader = challenger;
      } else {
        held++;
      }
      expect(answer.auction.current_price_cents).toBeGreaterThan(price);
      price = answer.auction.current_price_cents;
      minNext = answer.auction.min_next_bid_cents;
      steps++;
    }
    expect(steps).toBe(20);
    expect(overtakings).toBeGreaterThanOrEqual(10);
    expect(held).toBeGreaterThan(0);

    const stored = await t.db.read((ex) =>
      ex.select().from(bids).where(eq(bids.auctionId, auctionId)),
    );
    // Every overtaking and every held bid set the proxies off: many more bids than notices.
    expect(stored.filter((r) => r.isProxy).length).toBeGreaterThanOrEqual(overtakings + held);

    const aNotices = await outbidsOf(t.db, a);
    const bNotices = await outbidsOf(t.db, b);
    expect(aNotices).toHaveLength(lostLead.get(a) ?? -1);
    expect(bNotices).toHaveLength(lostLead.get(b) ?? -1);
    expect(aNotices.length + bNotices.length).toBe(overtakings);

    const last = [...aNotices, ...bNotices].sort(
      (x, y) => y.createdAt.getTime() - x.createdAt.getTime(),
    )[0];
    expect(last).toMatchObject({
      title: 'You have been outbid on “Vintage Leica M3 camera”',
      link: `/dealer/listings/${listingId}`,
      data: {
        auction_id: auctionId,
        listing_id: listingId,
        currency: 'USD',
        current_price_cents: expect.any(Number) as number,
        min_next_bid_cents: expect.any(Number) as number,
      },
    });
    // The last overtaking set the price that the notice tells, unless a held bid came after it.
    expect(last?.data.current_price_cents).toBeLessThanOrEqual(price);
    expect(last?.body).toMatch(/^Another dealer now leads at \$[\d,]+\.\d\d\. Bid \$/);
  });
});

/**
 * Concurrent bids from several dealers through `apps` (round-robin): afterwards the stored
 * bids say who led after each accepted bid (each bid's transaction stores the dealer's own bid
 * first and ends with the leader's), so the notices every dealer should have got are known.
 */
async function storm(db: Database, apps: FastifyInstance[], dealers: Dealer[], auctionId: string) {
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  let accepted = 0;
  for (let round = 0; round < 6; round++) {
    const current = await apps[0]?.inject({ method: 'GET', url: `/api/auctions/${auctionId}` });
    const minNext = current?.json<{ min_next_bid_cents: number }>().min_next_bid_cents ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => {
        const who = dealers[i % dealers.length];
        const app = apps[i % apps.length];
        if (!who || !app) throw new Error('no dealer or app');
        const amount = minNext + Math.floor(random() * 4) * 1_000;
        const withMax = random() < 0.6;
        const body = withMax
          ? { amount_cents: amount, max_amount_cents: amount + Math.floor(random() * 8) * 5_000 }
          : { amount_cents: amount };
        return placeBid(app, who, auctionId, body);
      }),
    );
    for (const res of answers) {
      expect([200, 201, 409], res.body).toContain(res.statusCode);
      if (res.statusCode === 201) accepted++;
    }
  }
  expect(accepted).toBeGreaterThan(5);
  // One proxy maximum can lead through every round, so nobody would be overtaken and the
  // counts below would all be 0. A last bid far above every maximum (at most 35,000 above its
  // bid) overtakes whoever leads: every run checks at least one notice.
  const [last] = await db.read((ex) =>
    ex.select().from(bids).where(eq(bids.auctionId, auctionId)).orderBy(desc(bids.seq)).limit(1),
  );
  const challenger = dealers.find((d) => d.profileId !== last?.dealerId);
  const finalApp = apps.at(-1);
  if (!challenger || !finalApp) throw new Error('no challenger or app');
  const latest = await finalApp.inject({ method: 'GET', url: `/api/auctions/${auctionId}` });
  const overtaking = await placeBid(finalApp, challenger, auctionId, {
    amount_cents: latest.json<{ min_next_bid_cents: number }>().min_next_bid_cents + 1_000_000,
  });
  expect(overtaking.statusCode, overtaking.body).toBe(201);
  await apps[0]?.jobs.drain();

  const rows = await db.read((ex) =>
    ex.select().from(bids).where(eq(bids.auctionId, auctionId)).orderBy(asc(bids.seq)),
  );
  const expected = new Map<string, number>(dealers.map((d) => [d.profileId, 0]));
  let leader: string | null = null;
  for (const [i, row] of rows.entries()) {
    const next = rows[i + 1];
    // The last bid of a transaction: the next one is another dealer's own bid, or there is none.
    if (next?.isProxy) continue;
    if (leader !== null && leader !== row.dealerId) {
      expected.set(leader, (expected.get(leader) ?? 0) + 1);
    }
    leader = row.dealerId;
  }
  let total = 0;
  for (const d of dealers) {
    const notices = await notificationsOf(db, d.id, 'bid.outbid');
    expect(
      notices.filter((n) => n.data.auction_id === auctionId),
      d.profileId,
    ).toHaveLength(expected.get(d.profileId) ?? -1);
    total += notices.length;
  }
  expect(total).toBeGreaterThan(0);
}

describe('concurrent bids', () => {
  it('make one notice per overtaking, whatever the interleaving', async () => {
    const dealers = [
      await activeDealer(t.app, admin),
      await activeDealer(t.app, admin),
      await activeDealer(t.app, admin),
    ];
    const { auctionId } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 0, 3600);
    await storm(t.db, [t.app], dealers, auctionId);
  });

  it.runIf(inject('testDb') === 'postgres')(
    'through two API instances on one database, too',
    async () => {
      const shared = await sharedPostgres();
      // Without job workers: the notices are made when the test drains, not behind its back.
      const one = await instanceOn(shared.url, t.clock, { jobWorkers: false });
      const two = await instanceOn(shared.url, t.clock, { jobWorkers: false });
      try {
        const boss = await staff(one.app);
        const dealers = [
          await activeDealer(one.app, boss),
          await activeDealer(two.app, boss),
          await activeDealer(one.app, boss),
        ];
        const { auctionId } = await approvedAuction(two.app, boss);
        await schedule(one.app, t.clock, boss, auctionId, 0, 3600);
        await storm(one.app.db, [one.app, two.app], dealers, auctionId);
      } finally {
        await one.close();
        await two.close();
        await shared.drop();
      }
    },
  );
});
