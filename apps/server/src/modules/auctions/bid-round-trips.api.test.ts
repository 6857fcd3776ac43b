import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { activeDealer, useActor } from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { client } from '../../../test/http.js';
import { publicAuction } from '../../../test/live-fixtures.js';

const t = useTestApp({ ACCESS_TOKEN_TTL_SECONDS: '86400' });
const req = client(t);
const admin = useActor(t, 'ADMIN');

/** Statements sent to PostgreSQL while `fn` runs: each is one round trip. */
async function roundTrips(fn: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  // eslint-disable-next-line @typescript-eslint/unbound-method -- put back below
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
    // Its start, the same for the same statement whatever its values, and whether it carries a
    // COMMIT further on (a transaction's last write, issue 36).
    const line = (text ?? '?').replace(/\s+/g, ' ');
    const commits = !line.startsWith('commit') && line.includes('; commit; ');
    sent.push(line.slice(0, 60) + (commits ? ' …; commit; …' : ''));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}

describe('one accepted bid (ADR 020, ADR 041)', () => {
  it('costs the same round trips with its domain events as without', async () => {
    if (t.db.kind !== 'postgres') return;
    const dealer = await activeDealer(t.app, admin);
    // The same bid each time: the first on a fresh auction.
    const bid = async () => {
      const id = await publicAuction(t.app, admin, 0);
      const res = await t.app.inject({ method: 'GET', url: `/api/auctions/${id}` });
      const { min_next_bid_cents: min } = res.json<{ min_next_bid_cents: number }>();
      let status = 0;
      const sent = await roundTrips(async () => {
        status = (
          await req(dealer, 'POST', `/api/dealer/auctions/${id}/bids`, { amount_cents: min })
        ).statusCode;
      });
      expect(status).toBe(201);
      return sent;
    };
    const trigger = (on: boolean) =>
      t.db.executeSql(
        `alter table audit_events ${on ? 'enable' : 'disable'} trigger audit_events_domain_event`,
      );
    await bid(); // warms the prepared statements
    await trigger(false);
    const without = await bid();
    await trigger(true);
    const withEvents = await bid();
    expect(withEvents).toEqual(without);
    // Issue 36: the read before the lock; BEGIN with the lock, the dealer and the maxima
    // (`bid_lock`); the one write with COMMIT and the public count (ADR 020, 027). It was 7
    // (BEGIN, the lock, the maxima and the new bidder's status each took one), then 4 (the
    // write and COMMIT apart).
    expect(withEvents).toEqual([
      expect.stringMatching(/^select /),
      expect.stringMatching(/^begin; select "auction", "dealer", "bidders" from bid_lock\(/),
      expect.stringMatching(/^with .* …; commit; …$/),
    ]);
    // Nobody subscribes to `bid.placed`: the trigger copies none (migration 0014).
    const events = await t.db.executeSql(
      "select count(*)::int as n from domain_events where type = 'bid.placed'",
    );
    expect(events.rows).toEqual([{ n: 0 }]);
  });

  it('costs no more when it overtakes a dealer, who is told after the commit', async () => {
    if (t.db.kind !== 'postgres') return;
    const [first, second] = [await activeDealer(t.app, admin), await activeDealer(t.app, admin)];
    const overtake = async () => {
      const id = await publicAuction(t.app, admin, 0);
      const minNext = async () =>
        (await t.app.inject({ method: 'GET', url: `/api/auctions/${id}` })).json<{
          min_next_bid_cents: number;
        }>().min_next_bid_cents;
      const opening = await req(first, 'POST', `/api/dealer/auctions/${id}/bids`, {
        amount_cents: await minNext(),
      });
      expect(opening.statusCode).toBe(201);
      const amount = await minNext();
      let status = 0;
      const sent = await roundTrips(async () => {
        status = (
          await req(second, 'POST', `/api/dealer/auctions/${id}/bids`, { amount_cents: amount })
        ).statusCode;
      });
      expect(status).toBe(201);
      return { id, sent };
    };
    await overtake(); // warms the prepared statements
    const { id, sent } = await overtake();
    // 3, as for a first bid (issue 36; 7, then 4 before): the notice is not a part of the bid —
    // the one write records a `bid.outbid` domain event, and notifications makes the notice and
    // email.
    expect(sent).toHaveLength(3);
    const outbid = await t.db.executeSql(
      "select count(*)::int as n from domain_events where type = 'bid.outbid' and subject_id = $1",
      [id],
    );
    expect((outbid.rows[0] as { n: number }).n).toBe(1);
  });
});
