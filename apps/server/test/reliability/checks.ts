import { feeFor } from '@gavel/contract';
import type pg from 'pg';
import { expect, vi } from 'vitest';
import type { StormResult } from './storm.js';

/**
 * What must hold in the database after any crash (not a test file itself): the bid rules of
 * SPEC §5.2 and §8 and the exactly-once settlement of §5.1, read straight from the tables.
 */

export interface StoredBid {
  id: string;
  dealer_id: string;
  amount_cents: number;
  max_amount_cents: number | null;
  is_proxy: boolean;
  seq: number;
  created_at: Date;
}

export interface AuctionRow {
  id: string;
  listing_id: string;
  status: string;
  outcome: string | null;
  current_price_cents: number | null;
  reserve_price_cents: number | null;
  bid_count: number;
  bidder_count: number;
  leader_dealer_id: string | null;
  seq: number;
  hammer_price_cents: number | null;
  winner_dealer_id: string | null;
  fee_cents: number | null;
  fee_status: string | null;
}

export async function auctionRow(sql: pg.Pool, id: string): Promise<AuctionRow> {
  const { rows } = await sql.query<AuctionRow>('select * from auctions where id = $1', [id]);
  if (!rows[0]) throw new Error(`no auction ${id}`);
  return rows[0];
}

export async function storedBids(sql: pg.Pool, auctionId: string): Promise<StoredBid[]> {
  const { rows } = await sql.query<StoredBid>(
    `select id, dealer_id, amount_cents, max_amount_cents, is_proxy, seq, created_at
       from bids where auction_id = $1 order by seq`,
    [auctionId],
  );
  return rows;
}

/**
 * The auction's bids are totally ordered, the price never falls, amounts rise strictly except
 * where SPEC §8 allows a tie (a proxy step of the earlier maximum at the amount just bid), the
 * auction row agrees with its last bid, proxy steps stay within their dealer's maximum, and
 * every bid has exactly one `bid.placed` audit event. Answers the bids.
 */
export async function expectConsistentBids(sql: pg.Pool, auctionId: string): Promise<StoredBid[]> {
  const bids = await storedBids(sql, auctionId);
  const auction = await auctionRow(sql, auctionId);
  for (let i = 1; i < bids.length; i++) {
    const [before, after] = [bids[i - 1], bids[i]];
    if (!before || !after) continue;
    const where = `bids ${before.seq} → ${after.seq} of ${auctionId}`;
    expect(after.seq, where).toBeGreaterThan(before.seq);
    expect(after.created_at.getTime(), where).toBeGreaterThanOrEqual(before.created_at.getTime());
    if (after.amount_cents === before.amount_cents) {
      expect(
        [after.is_proxy, before.is_proxy, after.dealer_id !== before.dealer_id],
        where,
      ).toEqual([true, false, true]);
    } else {
      expect(after.amount_cents, where).toBeGreaterThan(before.amount_cents);
    }
  }
  const last = bids.at(-1);
  expect({
    bid_count: auction.bid_count,
    current_price_cents: auction.current_price_cents,
    leader_dealer_id: auction.leader_dealer_id,
  }).toEqual({
    bid_count: bids.length,
    current_price_cents: last?.amount_cents ?? null,
    leader_dealer_id: last?.dealer_id ?? null,
  });
  expect(auction.seq).toBeGreaterThanOrEqual(last?.seq ?? 0);

  const { rows: bidders } = await sql.query<{
    dealer_id: string;
    max_cents: number;
    alias_number: number;
  }>('select dealer_id, max_cents, alias_number from auction_bidders where auction_id = $1', [
    auctionId,
  ]);
  const maxOf = new Map(bidders.map((b) => [b.dealer_id, b.max_cents]));
  expect(bidders.map((b) => b.alias_number).sort((a, b) => a - b)).toEqual(
    bidders.map((_, i) => i + 1),
  );
  expect(auction.bidder_count).toBe(bidders.length);
  for (const bid of bids) {
    const max = maxOf.get(bid.dealer_id);
    expect(max, `bidder row of ${bid.dealer_id}`).toBeDefined();
    expect(bid.amount_cents).toBeLessThanOrEqual(max ?? 0);
  }

  const { rows: audited } = await sql.query<{ bid_id: string; n: number }>(
    `select data->>'bid_id' as bid_id, count(*)::int as n from audit_events
      where type = 'bid.placed' and subject_id = $1 group by 1`,
    [auctionId],
  );
  expect(audited.filter((a) => a.n !== 1)).toEqual([]);
  expect(new Set(audited.map((a) => a.bid_id))).toEqual(new Set(bids.map((b) => b.id)));
  return bids;
}

async function countOf(sql: pg.Pool, query: string, params: unknown[]): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(query, params);
  return rows[0]?.n ?? 0;
}

/**
 * The auction ended once: one `auction.ended` event, one `ended` live event, the outcome and
 * sale terms its bids call for, its listing sold or unsold, the seller told once, a buyer told
 * once, and one queued email for each of those notifications (these soon after, ADR 041).
 */
export async function expectSettledOnce(sql: pg.Pool, auctionId: string): Promise<string> {
  const auction = await auctionRow(sql, auctionId);
  const bids = await expectConsistentBids(sql, auctionId);
  const last = bids.at(-1);
  const outcome =
    last === undefined
      ? 'no_bids'
      : auction.reserve_price_cents !== null && last.amount_cents < auction.reserve_price_cents
        ? 'reserve_not_met'
        : 'sold';
  expect({ id: auctionId, status: auction.status, outcome: auction.outcome }).toEqual({
    id: auctionId,
    status: 'ended',
    outcome,
  });
  if (outcome === 'sold' && last) {
    expect(auction).toMatchObject({
      hammer_price_cents: last.amount_cents,
      winner_dealer_id: last.dealer_id,
      fee_cents: feeFor(last.amount_cents),
    });
  } else {
    expect(auction).toMatchObject({ hammer_price_cents: null, winner_dealer_id: null });
  }

  const { rows: ended } = await sql.query<{ data: { outcome: string } }>(
    `select data from audit_events where type = 'auction.ended' and subject_id = $1`,
    [auctionId],
  );
  expect(
    ended.map((e) => e.data.outcome),
    `auction.ended events of ${auctionId}`,
  ).toEqual([outcome]);
  expect(
    await countOf(
      sql,
      `select count(*)::int as n from auction_events where auction_id = $1 and name = 'ended'`,
      [auctionId],
    ),
  ).toBe(1);
  const { rows: listing } = await sql.query<{ status: string; seller_id: string }>(
    'select status, seller_id from listings where id = $1',
    [auction.listing_id],
  );
  expect(listing[0]?.status).toBe(outcome === 'sold' ? 'sold' : 'unsold');

  const told = async () =>
    (
      await sql.query<{ type: string; user_id: string; emails: number }>(
        `select n.type, n.user_id, (select count(*)::int from email_outbox e
                                     where e.notification_id = n.id) as emails
           from notifications n
          where n.type in ('auction.ended', 'auction.won') and n.data->>'auction_id' = $1`,
        [auctionId],
      )
    ).rows.sort((a, b) => a.type.localeCompare(b.type));
  const winnerUser =
    outcome === 'sold' && last
      ? (
          await sql.query<{ user_id: string }>(
            'select user_id from dealer_profiles where id = $1',
            [last.dealer_id],
          )
        ).rows[0]?.user_id
      : undefined;
  const expected = [
    { type: 'auction.ended', user_id: listing[0]?.seller_id, emails: 1 },
    ...(winnerUser ? [{ type: 'auction.won', user_id: winnerUser, emails: 1 }] : []),
  ];
  // Told after the end commits, by notifications' subscriber on a working instance (ADR 041):
  // soon, and once however often its job ran. A job a killed server had fetched runs again once
  // its expiry (15 s) has passed, at the next supervise pass (1 s here) after its retry delay (5 s).
  await vi.waitFor(async () => expect(await told()).toEqual(expected), {
    timeout: 30_000,
    interval: 100,
  });
  return outcome;
}

/**
 * Nothing a bid storm was told is lost, whatever died under it: the bids obey every rule
 * (`expectConsistentBids`), every 201 is stored as answered, a dealer's own bid nobody was told
 * about belongs to a request that got no answer, every acknowledged maximum stands, and every
 * stored Idempotency-Key answer names a stored bid. Answers the bids, and those of requests
 * that got no answer (committed, never acknowledged).
 */
export async function expectStormKept(
  sql: pg.Pool,
  auctionId: string,
  storm: StormResult,
): Promise<{ bids: StoredBid[]; silent: StoredBid[] }> {
  const bids = await expectConsistentBids(sql, auctionId);
  const byId = new Map(bids.map((b) => [b.id, b]));
  // Every 201 is stored as answered: its amount, its dealer, as the dealer's own bid.
  for (const ack of storm.acks) {
    expect(byId.get(ack.bidId), `acknowledged bid ${ack.bidId}`).toMatchObject({
      dealer_id: ack.dealerId,
      amount_cents: ack.amount,
      max_amount_cents: ack.max,
      is_proxy: false,
    });
  }
  // Own bids nobody was told about exist only for requests that got no answer.
  const acked = new Set(storm.acks.map((a) => a.bidId));
  const unanswered = new Set(storm.unanswered.map((u) => `${u.dealerId}:${u.amount}`));
  const silent = bids.filter((b) => !b.is_proxy && !acked.has(b.id));
  for (const b of silent) expect(unanswered).toContain(`${b.dealer_id}:${b.amount_cents}`);
  // Acknowledged maxima (bids and raises alike) are standing maxima now.
  const { rows: maxima } = await sql.query<{ dealer_id: string; max_cents: number }>(
    'select dealer_id, max_cents from auction_bidders where auction_id = $1',
    [auctionId],
  );
  const maxOf = new Map(maxima.map((m) => [m.dealer_id, m.max_cents]));
  for (const sent of [...storm.acks, ...storm.raises]) {
    expect(maxOf.get(sent.dealerId)).toBeGreaterThanOrEqual(sent.max ?? sent.amount);
  }
  // A stored Idempotency-Key answer names a stored bid.
  const { rows: keys } = await sql.query<{ status: number; body: { bid: { id: string } } }>(
    `select k.status, k.body from idempotency_keys k
      where k.status = 201 and k.body->'auction'->>'id' = $1`,
    [auctionId],
  );
  for (const key of keys) expect(byId.has(key.body.bid.id)).toBe(true);
  return { bids, silent };
}
