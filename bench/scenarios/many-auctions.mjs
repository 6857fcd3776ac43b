// Scenario 2: bids spread over 1,000 live auctions, so they rarely wait on one another's lock.
import pg from 'pg';
import { bidLoad } from '../lib/bid-load.mjs';
import { dealerTokens } from '../lib/dealers.mjs';
import { cloneAuctions } from '../lib/pgbench.mjs';
import { adminToken, client, freshPostgres, liveAuction, startServer, tinyPng } from '../lib.mjs';

export const meta = { id: 'many-auctions', title: 'Many auctions' };

const START_CENTS = 10_000;

export async function run(ctx) {
  const seconds = ctx.seconds(20);
  const auctions = ctx.quick ? 50 : 1000;
  const connections = 50;
  const db = await freshPostgres(ctx.pgUrl);
  const server = await startServer({ DATABASE_URL: db.url });
  const sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  try {
    const api = client(server.base);
    const admin = await adminToken(api);
    const tokens = await dealerTokens(api, admin, connections, ctx.log);
    const first = await liveAuction(api, admin, await tinyPng(), {
      startingPriceCents: START_CENTS,
    });
    // The copies share the first auction's listing content and live window: one API-made
    // auction, then SQL copies, as 1,000 reviews and schedulings through the API would take
    // longer than the measurement.
    const ids = [first, ...(await cloneAuctions(sql, first, auctions - 1))];
    await sql.query('analyze');
    ctx.log(`many auctions: ${ids.length} live, ${connections} bidders`);
    const gavel = await bidLoad({
      base: server.base,
      tokens,
      auctionIds: ids,
      startCents: START_CENTS,
      connections,
      seconds,
    });
    return [
      {
        scenario: 2,
        name: `Many auctions: ${connections} bidders over ${ids.length.toLocaleString('en-GB')} live auctions, ${seconds} s`,
        database: 'PostgreSQL',
        figures: gavel.figures,
        limit: null,
        ratio: null,
        target: {
          text: 'p99 < 50 ms; no errors',
          met: gavel.figures.p99_ms < 50 && gavel.figures.errors === 0,
        },
        outcomes: gavel.outcomes,
      },
    ];
  } finally {
    await sql.end();
    await server.stop();
    await db.drop();
  }
}
