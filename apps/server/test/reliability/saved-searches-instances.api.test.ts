import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { activeDealer, staff, type Actor } from '../actors.js';
import { freePort } from '../process.js';
import {
  createWorld,
  pendingAuctions,
  scheduleLive,
  startServer,
  stopServer,
  waitFor,
  type ServerProcess,
  type World,
} from './support.js';

// SPEC §12 across instances (ADR 051): two server processes on one PostgreSQL database both
// take jobs; auctions are published with instant and daily searches waiting for them, and the
// digest hour has passed (DIGEST_HOUR_UTC=0). Each (search, auction) is told once, and each
// dealer gets one digest for the day, whichever instance runs what and however often.
describe.skipIf(inject('testDb') !== 'postgres')('saved-search alerts on two instances', () => {
  let world: World;
  let admin: Actor;
  let dealers: Actor[];
  let servers: ServerProcess[];
  let pending: string[];

  beforeAll(async () => {
    world = await createWorld();
    admin = await staff(world.setup);
    dealers = [await activeDealer(world.setup, admin), await activeDealer(world.setup, admin)];
    // The reliability listings are JCB machinery: each dealer has an instant and a daily search
    // that match them all.
    for (const [i, who] of dealers.entries()) {
      for (const [alert, filters] of [
        ['instant', i === 0 ? { category: 'machinery' } : { make: 'jcb' }],
        ['daily', i === 0 ? { make: 'JCB' } : { category: 'machinery', q: 'reliability' }],
      ] as const) {
        const res = await world.setup.inject({
          method: 'POST',
          url: '/api/dealer/saved-searches',
          headers: who.headers,
          payload: { name: `${alert} ${i}`, filters, alert },
        });
        if (res.statusCode !== 201) throw new Error(`saved search failed: ${res.body}`);
      }
    }
    ({ ids: pending } = await pendingAuctions(world.setup, world.sql, admin, 6));
    servers = [];
    for (const name of ['gavel-1', 'gavel-2']) {
      servers.push(
        await startServer(name, await freePort(), {
          DATABASE_URL: world.url,
          DATA_DIR: world.dataDir,
          DIGEST_HOUR_UTC: '0',
        }),
      );
    }
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) await stopServer(server);
    await world.close();
  });

  const count = async (query: string, values: unknown[] = []) =>
    (await world.sql.query<{ n: number }>(query, values)).rows[0]?.n ?? 0;
  const alerts = () =>
    count("select count(*)::int as n from notifications where type = 'saved_search.match'");
  const digests = () => count('select count(*)::int as n from saved_search_digests');
  const publish = async (ids: string[]) => {
    for (const id of ids) await scheduleLive(world.setup, admin, id, Date.now() + 3_600_000);
  };
  const logs = () => servers.map((s) => s.log()).join('\n');

  it('tells each (search, auction) once and sends one digest per dealer and day', async () => {
    const first = pending.slice(0, 4);
    await publish(first);
    // Two instant searches match each auction.
    await waitFor(async () => (await alerts()) >= 2 * first.length, 'the instant alerts', 90_000);
    // The digest pass runs every minute on whichever instance takes its cron job.
    await waitFor(async () => (await digests()) >= 2, 'the digests', 150_000, 500).catch(
      (err: unknown) => {
        throw new Error(`${String(err)}\n${logs()}`);
      },
    );

    // The UTC day of the first digests; a test that runs across midnight may see the next day's.
    const [{ day: firstDay } = { day: '' }] = (
      await world.sql.query<{ day: string }>(
        'select min(day)::text as day from saved_search_digests',
      )
    ).rows;
    const today = () => new Date().toISOString().slice(0, 10);

    // More matches the same day: told at once, but no second digest today.
    await publish(pending.slice(4));
    await waitFor(async () => (await alerts()) >= 2 * pending.length, 'more alerts', 90_000);
    // Recorded by now: the matches are made in the alerts' transaction.
    const laterAt = new Date();
    // Wait for a digest pass that started after those matches were recorded: the same day it
    // leaves them for tomorrow's digest (after midnight, it may send that one).
    await waitFor(
      async () =>
        (await count(
          `select count(*)::int as n from pgboss.job
           where name = 'saved-searches.digest' and state = 'completed' and started_on > $1`,
          [laterAt],
        )) >= 1 &&
        (today() !== firstDay ||
          (await count(
            "select count(*)::int as n from saved_search_matches where alert = 'daily' and digest_id is null",
          )) ===
            2 * (pending.length - first.length)),
      'a digest pass after the later matches',
      150_000,
      500,
    );

    expect(await alerts()).toBe(2 * pending.length);
    // Exactly one per (search, auction): the data names them, the dedupe key too.
    expect(
      await count(`select count(*)::int as n from (
        select data->>'saved_search_id', data->>'auction_id' from notifications
        where type = 'saved_search.match' group by 1, 2 having count(*) > 1) twice`),
    ).toBe(0);
    expect(
      await count(`select count(distinct dedupe_key)::int as n from notifications
        where type = 'saved_search.match'`),
    ).toBe(2 * pending.length);
    // One digest per dealer and day, each with its one email; the first day's lists the first
    // auctions only.
    expect(
      await count(`select count(*)::int as n from (select dealer_id, day from saved_search_digests
        group by 1, 2 having count(*) > 1) twice`),
    ).toBe(0);
    expect(
      await count('select count(*)::int as n from saved_search_digests where day = $1', [firstDay]),
    ).toBe(2);
    expect(
      await count("select count(*)::int as n from email_outbox where kind = 'saved_search_digest'"),
    ).toBe(await digests());
    expect(
      await count(
        `select count(*)::int as n from saved_search_matches m
         join saved_search_digests d on d.id = m.digest_id where d.day = $1`,
        [firstDay],
      ),
    ).toBe(2 * first.length);
    // Both instances took jobs from the same queues throughout, and logged no error.
    for (const server of servers) {
      expect(server.child.exitCode).toBeNull();
      expect(server.log()).not.toMatch(/"level":(50|60)/);
    }
  }, 420_000);
});
