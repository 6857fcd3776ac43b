import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { activeDealer, staff, type Actor } from '../actors.js';
import { freePort } from '../process.js';
import { expectSettledOnce, expectStormKept, storedBids } from './checks.js';
import { runStorm, type StormDealer } from './storm.js';
import {
  createWorld,
  errorLines,
  Gate,
  killHard,
  awaitKillPoint,
  openTransactions,
  pendingAuctions,
  scheduleLive,
  send,
  startServer,
  stopServer,
  waitFor,
  type ServerProcess,
  type World,
} from './support.js';

// SPEC §5.1–§5.2 under `kill -9`: the production server runs as its own process on PostgreSQL;
// a bid storm hits it over HTTP until it is killed mid-storm with transactions open, and goes
// on against the restarted process. Every bid answered 201 must be stored, the history must
// obey every bid rule, and auctions ending around a second kill, landed while the server is
// settling, must each settle exactly once.
const DEALERS = 16;
/** The storm auction ends this long after the test starts; the storm stops just before. */
const STORM_MS = 25_000;
/** Acknowledged bids before the first kill. */
const ACKS_BEFORE_KILL = 60;
/** Other auctions ending around the second kill, in three waves a second apart. */
const SETTLING = 9;

describe.skipIf(inject('testDb') !== 'postgres')('kill -9 during a bid storm', () => {
  let world: World;
  let admin: Actor;
  let dealers: StormDealer[];
  let stormId: string;
  let settlingIds: string[];
  let port: number;
  let server: ServerProcess;
  let stormEnd: number;
  let stormBids: number;

  beforeAll(async () => {
    world = await createWorld();
    admin = await staff(world.setup);
    dealers = [];
    for (let i = 0; i < DEALERS; i++) dealers.push(await activeDealer(world.setup, admin));
    const { ids } = await pendingAuctions(world.setup, world.sql, admin, SETTLING + 1);
    [stormId = '', ...settlingIds] = ids;
    port = await freePort();
    server = await startServer('gavel-1', port, {
      DATABASE_URL: world.url,
      DATA_DIR: world.dataDir,
    });
  }, 120_000);

  afterAll(async () => {
    await stopServer(server);
    await world.close();
  });

  const bid = (who: StormDealer, auctionId: string, amount: number, max?: number) =>
    send(server.base, 'POST', `/api/dealer/auctions/${auctionId}/bids`, who, {
      amount_cents: amount,
      ...(max === undefined ? {} : { max_amount_cents: max }),
    });

  it('keeps every acknowledged bid and every bid rule through a kill mid-storm', async () => {
    stormEnd = Date.now() + STORM_MS;
    await scheduleLive(world.setup, admin, stormId, stormEnd);
    // Three waves after the storm's end: no bids, below the reserve, sold to a proxy.
    for (const [i, id] of settlingIds.entries()) {
      await scheduleLive(world.setup, admin, id, stormEnd + 400 + Math.floor(i / 3) * 1_000);
      const [a, b] = [dealers[0], dealers[1]];
      if (!a || !b) throw new Error('no dealers');
      if (i % 3 === 1) expect((await bid(a, id, 120_000))?.status).toBe(201);
      if (i % 3 === 2) {
        expect((await bid(a, id, 150_000, 250_000))?.status).toBe(201);
        expect((await bid(b, id, 200_000))?.status).toBe(201);
      }
    }

    const gate = new Gate();
    const running = runStorm({
      base: server.base,
      auctionId: stormId,
      dealers,
      gate,
      startingPriceCents: 120_000,
      stopAt: stormEnd - 500,
    });
    // Kill while bids are on the wire and the server holds a transaction open.
    const killAfter = Date.now() + 6_000;
    await waitFor(
      () => running.acked() >= ACKS_BEFORE_KILL || (Date.now() > killAfter && running.acked() > 10),
      'the first acknowledged bids',
      12_000,
      5,
    );
    const killedWhile = await awaitKillPoint(world.sql, server.name, () => running.inFlight() >= 2);
    gate.close();
    const inFlightAtKill = running.inFlight();
    const acksBeforeKill = running.acked();
    await killHard(server);
    running.nextLife();
    const restartStarted = Date.now();
    server = await startServer('gavel-2', port, {
      DATABASE_URL: world.url,
      DATA_DIR: world.dataDir,
    });
    const restartMs = Date.now() - restartStarted;
    gate.open();
    const storm = await running.done;

    expect(storm.unexpected).toEqual([]);
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(storm.unanswered.length).toBeGreaterThan(0);
    const acksAfter = storm.acks.filter((a) => a.life === 1).length;
    expect(acksAfter, 'bids accepted by the restarted server').toBeGreaterThan(0);

    const { bids, silent } = await expectStormKept(world.sql, stormId, storm);
    stormBids = bids.length;

    // The restarted server answers from the same state.
    const view = await send(server.base, 'GET', `/api/auctions/${stormId}`, undefined);
    expect(view?.body).toMatchObject({
      bid_count: bids.length,
      current_price_cents: bids.at(-1)?.amount_cents,
    });

    console.info(
      `[crash] storm: ${storm.acks.length} bids acknowledged (${acksBeforeKill} before the kill, ` +
        `${acksAfter} after), ${storm.raises.length} maximum raises, ${bids.length} stored ` +
        `(${bids.filter((b) => b.is_proxy).length} proxy steps), refusals ` +
        `${JSON.stringify(storm.refusals)}; killed ${killedWhile} with ${inFlightAtKill} requests in flight, ` +
        `${storm.unanswered.length} unanswered (${silent.length} of them committed), ` +
        `${storm.acks.filter((a) => a.retried).length} answered on an Idempotency-Key retry; ` +
        `restart ${restartMs} ms`,
    );
  }, 75_000);

  it('settles each auction exactly once although the server is killed while settling', async () => {
    const all = [stormId, ...settlingIds];
    const endedCount = async () => {
      const { rows } = await world.sql.query<{ n: number }>(
        `select count(*)::int as n from auctions where id = any($1) and status = 'ended'`,
        [all],
      );
      return rows[0]?.n ?? 0;
    };
    // After the first wave has settled, kill the server while it holds the next settlement
    // transaction open (one writing outcomes, listings or audit events).
    await waitFor(async () => (await endedCount()) > 0, 'the first settlement', 15_000, 20);
    const kill = { midSettlement: false };
    await waitFor(
      async () => {
        const open = await openTransactions(world.sql, server.name);
        kill.midSettlement = open.some((q) =>
          /savepoint|audit_events|"listings"|auction_events/i.test(q),
        );
        return kill.midSettlement || (await endedCount()) >= all.length - 3;
      },
      'a settlement in progress',
      10_000,
      2,
    );
    await killHard(server);
    const endedAtKill = await endedCount();
    expect(endedAtKill).toBeLessThan(all.length);
    server = await startServer('gavel-3', port, {
      DATABASE_URL: world.url,
      DATA_DIR: world.dataDir,
    });
    await waitFor(async () => (await endedCount()) === all.length, 'every auction to end', 20_000);

    // The storm auction's outcome follows from its bids; the others' from how they were bid on.
    await expectSettledOnce(world.sql, stormId);
    const outcomes = [];
    for (const id of settlingIds) outcomes.push(await expectSettledOnce(world.sql, id));
    expect(outcomes).toEqual(
      settlingIds.map((_, i) => ['no_bids', 'reserve_not_met', 'sold'][i % 3]),
    );
    // Settling added no bid to the storm auction.
    expect(await storedBids(world.sql, stormId)).toHaveLength(stormBids);
    expect(errorLines(server)).toEqual([]);
    console.info(
      `[crash] settlement: killed ${kill.midSettlement ? 'inside a settlement transaction' : 'between settlements'} ` +
        `with ${endedAtKill} of ${all.length} auctions ended; the restarted server settled the rest`,
    );
  }, 120_000);
});
