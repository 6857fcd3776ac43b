import pLimit from 'p-limit';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { activeDealer, staff, type Actor } from '../actors.js';
import { freePort } from '../process.js';
import {
  createWorld,
  pendingAuctions,
  scheduleLive,
  send,
  startServer,
  stopServer,
  type ServerProcess,
  type World,
} from './support.js';

// SPEC §13.2 across instances (ADR 054): two server processes on one PostgreSQL database sell
// 50 auctions concurrently (staff force-end each one, above its reserve, half on each instance,
// eight in flight at a time). Every sale issues its invoice in its own transaction: the 50 invoices are
// numbered 000001 to 000050 of the year, without a gap or a duplicate.
describe.skipIf(inject('testDb') !== 'postgres')('invoice numbers on two instances', () => {
  const SALES = 50;
  let world: World;
  let admin: Actor;
  let buyer: Actor;
  let auctions: string[];
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    world = await createWorld();
    admin = await staff(world.setup);
    buyer = await activeDealer(world.setup, admin);
    ({ ids: auctions } = await pendingAuctions(world.setup, world.sql, admin, SALES));
    for (const id of auctions) {
      await scheduleLive(world.setup, admin, id, Date.now() + 3_600_000);
      const res = await world.setup.inject({
        method: 'POST',
        url: `/api/dealer/auctions/${id}/bids`,
        headers: buyer.headers,
        payload: { amount_cents: 190_000 },
      });
      if (res.statusCode !== 201) throw new Error(`bid failed: ${res.statusCode} ${res.body}`);
    }
    for (const name of ['gavel-1', 'gavel-2']) {
      servers.push(
        await startServer(name, await freePort(), {
          DATABASE_URL: world.url,
          DATA_DIR: world.dataDir,
        }),
      );
    }
  }, 300_000);

  afterAll(async () => {
    for (const server of servers) await stopServer(server);
    servers = [];
    await world.close();
  });

  it(
    'numbers 50 concurrent sales 000001–000050 of the year, no gap, no duplicate',
    { timeout: 120_000 },
    async () => {
      // Eight force-ends in flight at a time, alternating instances: every sale waits on the
      // counter row the others hold, without queueing past the pools' connection wait (which
      // would be 503 `unavailable`, an overload answer, not what this test is about).
      const limit = pLimit(8);
      const answers = await Promise.all(
        auctions.map((id, i) =>
          limit(() =>
            send(servers[i % 2]?.base ?? '', 'POST', `/api/admin/auctions/${id}/force-end`, admin, {
              reason: 'Numbering proof',
            }),
          ),
        ),
      );
      const logs = servers.map((s) => s.log()).join('\n');
      expect(
        answers.map((a) => a?.status),
        logs,
      ).toEqual(auctions.map(() => 200));
      expect(answers.map((a) => a?.body.outcome)).toEqual(auctions.map(() => 'sold'));

      const { rows } = await world.sql.query<{
        number: string;
        year: number;
        sequence: number;
        auction_id: string;
      }>('select number, year, sequence, auction_id from invoices order by sequence');
      const year = new Date().getUTCFullYear();
      expect(rows.map((r) => r.number)).toEqual(
        Array.from(
          { length: SALES },
          (_, i) => `GAV-${String(year)}-${String(i + 1).padStart(6, '0')}`,
        ),
      );
      expect(new Set(rows.map((r) => r.auction_id))).toEqual(new Set(auctions));
      const { rows: counter } = await world.sql.query<{ last: number }>(
        "select last from document_sequences where series = 'invoice' and year = $1",
        [year],
      );
      expect(counter).toEqual([{ last: SALES }]);
    },
  );
});
