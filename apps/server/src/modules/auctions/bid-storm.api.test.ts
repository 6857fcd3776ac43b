import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auctionBidders, auctions, bids } from '../../db/schema.js';
import { activeDealer, approvedAuction, staff, type Actor } from '../../../test/actors.js';
import { schedule } from '../../../test/lifecycle-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { holdLock, waitForWaiters } from '../../../test/lock-waits.js';

// Real concurrency: 50 dealers over real HTTP connections against one auction. On PostgreSQL the
// requests truly contend for the auction row's lock; on PGlite they queue. Either way every
// invariant of SPEC §5.2 must hold.
const DEALERS = 50;

let t: TestApp;
let base: string;
let admin: Actor;
let dealers: (Actor & { profileId: string })[];
let auctionId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staff(t.app);
  dealers = [];
  for (let i = 0; i < DEALERS; i++) dealers.push(await activeDealer(t.app, admin));
  ({ auctionId } = await approvedAuction(t.app, admin));
  await schedule(t.app, t.clock, admin, auctionId, 0, 3600);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 300_000);
afterAll(() => t.close());

interface Reply {
  status: number;
  body: {
    bid?: { id: string; amount_cents: number } | null;
    error?: { code: string; details?: { min_next_bid_cents?: number } };
  };
}
const post = async (who: Actor, body: Record<string, unknown>): Promise<Reply> => {
  const res = await fetch(`${base}/api/dealer/auctions/${auctionId}/bids`, {
    method: 'POST',
    headers: { ...who.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Reply['body'] };
};

const storedBids = (id = auctionId) =>
  t.db.read((db) => db.select().from(bids).where(eq(bids.auctionId, id)).orderBy(asc(bids.seq)));

/**
 * The auction's bidders in alias order, after checking that the aliases ("Bidder N") are exactly
 * 1…n, each once, that the auction counts n bidders, and that aliases follow the order of each
 * bidder's first bid.
 */
async function expectAliasesInOrder(id: string) {
  const bidders = await t.db.read((db) =>
    db
      .select()
      .from(auctionBidders)
      .where(eq(auctionBidders.auctionId, id))
      .orderBy(asc(auctionBidders.aliasNumber)),
  );
  expect(bidders.map((b) => b.aliasNumber)).toEqual(bidders.map((_, i) => i + 1));
  const [auction] = await t.db.read((db) => db.select().from(auctions).where(eq(auctions.id, id)));
  expect(auction?.bidderCount).toBe(bidders.length);
  const firstSeq = new Map<string, number>();
  for (const bid of await storedBids(id)) {
    if (!firstSeq.has(bid.dealerId)) firstSeq.set(bid.dealerId, bid.seq);
  }
  const firsts = bidders.map((b) => firstSeq.get(b.dealerId) ?? -1);
  expect(firsts).toEqual([...firsts].sort((x, y) => x - y));
  expect(firsts).not.toContain(-1);
  return bidders;
}

describe(`${DEALERS} dealers bidding at once`, () => {
  it('accept exactly one of 50 identical opening bids; the rest are told the new minimum', async () => {
    const replies = await Promise.all(dealers.map((d) => post(d, { amount_cents: 120_000 })));
    const accepted = replies.filter((r) => r.status === 201);
    expect(accepted).toHaveLength(1);
    for (const r of replies.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.error).toMatchObject({
        code: 'bid_too_low',
        details: { min_next_bid_cents: 125_000 },
      });
    }
    expect(await storedBids()).toHaveLength(1);
  });

  it('keeps bids totally ordered and strictly increasing, and numbers the bidders 1…n, when 50 different amounts race', async () => {
    const [{ current } = { current: 0 }] = await t.db.read((db) =>
      db
        .select({ current: auctions.currentPriceCents })
        .from(auctions)
        .where(eq(auctions.id, auctionId)),
    );
    const before = (await storedBids()).length;
    // Dealer i bids current + i increments: whoever arrives after a higher bid is too low.
    const amounts = dealers.map((_, i) => (current ?? 0) + (i + 1) * 5_000);
    const replies = await Promise.all(dealers.map((d, i) => post(d, { amount_cents: amounts[i] })));

    const accepted = replies.filter((r) => r.status === 201);
    // A dealer that leads when its bid arrives raises its maximum instead (200, no bid).
    for (const r of replies.filter((r) => r.status === 200)) expect(r.body.bid).toBeNull();
    const refused = replies.filter((r) => r.status !== 201 && r.status !== 200);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(['bid_too_low', 'already_leading']).toContain(r.body.error?.code);
    }
    // The highest amount is never too low: it is placed, or raises the leader's maximum.
    expect([200, 201]).toContain(replies[DEALERS - 1]?.status);

    const rows = (await storedBids()).slice(before);
    expect(rows.filter((r) => !r.isProxy)).toHaveLength(accepted.length);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]?.seq).toBe((rows[i - 1]?.seq ?? 0) + 1);
      expect(rows[i]?.amountCents).toBeGreaterThan(rows[i - 1]?.amountCents ?? Infinity);
    }
    const acceptedIds = new Set(accepted.map((r) => r.body.bid?.id));
    expect(new Set(rows.map((r) => r.id))).toEqual(acceptedIds);

    const [auction] = await t.db.read((db) =>
      db.select().from(auctions).where(eq(auctions.id, auctionId)),
    );
    const all = await storedBids();
    expect(auction?.bidCount).toBe(all.length);
    expect(auction?.currentPriceCents).toBe(all.at(-1)?.amountCents);
    expect(auction?.currentPriceCents).toBe(
      Math.max(...accepted.map((r) => r.body.bid?.amount_cents ?? 0)),
    );

    // Bidder 1…n, each number once, in the order they joined: this round brought many new
    // bidders at once.
    const bidders = await expectAliasesInOrder(auctionId);
    expect(bidders.length).toBeGreaterThan(5);
  });

  // PostgreSQL: two dealers new to an auction whose bids wait for its lock together. The test
  // holds the auction's row and sends the second bid only once PostgreSQL shows the first
  // waiting, so the first holds its place in the row's queue and is served first (at a lower
  // amount: both win). Both transactions are open at once; the second must read the count of
  // bidders the first wrote, not the one both saw before the wait.
  it.runIf(inject('testDb') === 'postgres')(
    'numbers two new bidders one after another when they wait for the auction together',
    async () => {
      const { auctionId: id } = await approvedAuction(t.app, admin);
      await schedule(t.app, t.clock, admin, id, 0, 3600);
      type Dealer = (typeof dealers)[number];
      const [opener, ...joining] = dealers.slice(0, 3) as [Dealer, Dealer, Dealer];
      const bid = (who: Actor, amount: number) =>
        t.app.inject({
          method: 'POST',
          url: `/api/dealer/auctions/${id}/bids`,
          headers: who.headers,
          payload: { amount_cents: amount },
        });
      expect((await bid(opener, 120_000)).statusCode).toBe(201);
      const held = await holdLock(
        t.db,
        sql`select id from ${auctions} where ${auctions.id} = ${id} for update`,
      );
      const sent: Promise<LightMyRequestResponse>[] = [];
      try {
        for (const [i, who] of joining.entries()) {
          sent.push(bid(who, 170_000 + i * 100_000));
          await waitForWaiters(t.db, held.pid, i + 1);
        }
      } finally {
        await held.release();
      }
      const answers = await Promise.all(sent);
      expect(
        answers.map((r) => r.statusCode),
        answers.map((r) => r.body).join(),
      ).toEqual([201, 201]);
      const bidders = await expectAliasesInOrder(id);
      expect(bidders.map((b) => b.dealerId)).toEqual([opener, ...joining].map((d) => d.profileId));
    },
  );
});
