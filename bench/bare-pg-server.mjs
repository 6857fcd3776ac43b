// The second limit of scenario 3 (issue 36): a bare node:http server that reads each answer's
// bytes from PostgreSQL with one prepared query through node-postgres per request and sends
// them. Gavel ÷ this is what a database-backed read costs beyond the least any such read can
// cost in Node on this machine: one round trip, one row, the bytes written. Its pool has
// Gavel's default size (DATABASE_POOL_SIZE, 10). It ignores query strings and the dealer's
// bearer header, like the bare server.
// Usage: node bench/bare-pg-server.mjs <database url> <port>
//   The bodies are in the table `bench_bodies` (name, body), written by startBarePgServer.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startChildServer } from './lib/child-server.mjs';

/** Gavel's default pool (apps/server/src/config.ts, DATABASE_POOL_SIZE). */
const POOL_SIZE = 10;
const TABLE = 'bench_bodies';

/**
 * Writes `bodies` (`{ list, detail, dealerList }`, Gavel's own answers) into `dbUrl`'s
 * `bench_bodies` and starts the server in its own process; answers its base URL.
 */
export async function startBarePgServer(dbUrl, bodies) {
  const sql = new pg.Client({ connectionString: dbUrl });
  await sql.connect();
  try {
    await sql.query(
      `create table if not exists ${TABLE} (name text primary key, body text not null)`,
    );
    for (const [name, body] of Object.entries(bodies)) {
      await sql.query(
        `insert into ${TABLE} (name, body) values ($1, $2)
         on conflict (name) do update set body = excluded.body`,
        [name, JSON.stringify(body)],
      );
    }
  } finally {
    await sql.end();
  }
  const port = 9300 + Math.floor(Math.random() * 500);
  return startChildServer(
    fileURLToPath(import.meta.url),
    [dbUrl, String(port)],
    port,
    'bare+pg server',
  );
}

/** Which stored answer a path reads. */
function nameOf(url) {
  const p = url.split('?')[0];
  if (p === '/api/auctions') return 'list';
  if (p === '/api/dealer/auctions') return 'dealerList';
  if (p.startsWith('/api/auctions/')) return 'detail';
  return null;
}

function main(dbUrl, port) {
  const pool = new pg.Pool({ connectionString: dbUrl, max: POOL_SIZE });
  pool.on('error', () => undefined);
  const server = http.createServer((req, res) => {
    const name = nameOf(req.url ?? '/');
    if (!name) {
      res.writeHead(404).end();
      return;
    }
    pool
      .query({
        name: 'bench_body',
        text: `select body from ${TABLE} where name = $1`,
        values: [name],
      })
      .then(({ rows }) => {
        const body = Buffer.from(rows[0].body);
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': body.length,
        });
        res.end(body);
      })
      .catch(() => {
        res.writeHead(500).end();
      });
  });
  server.keepAliveTimeout = 72_000;
  server.listen(Number(port), '127.0.0.1');
  process.on('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    void pool.end().then(() => process.exit(0));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dbUrl, port] = process.argv.slice(2);
  if (!dbUrl || !port) {
    console.error('Usage: node bench/bare-pg-server.mjs <database url> <port>');
    process.exit(2);
  }
  main(dbUrl, port);
}
