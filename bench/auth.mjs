// Foundation benchmark: health and authenticated reads against a production build.
// Usage: npm run build && node bench/auth.mjs [--duration 10] [--connections 50]
// Uses PostgreSQL when DATABASE_URL is set, otherwise a throwaway embedded database.
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { client, freshPostgres, startServer } from './lib.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

const db = await freshPostgres(process.env.DATABASE_URL);
const server = await startServer(db ? { DATABASE_URL: db.url } : {});
try {
  const api = client(server.base);
  const { access_token } = await api.call('POST', '/api/auth/register', {
    body: {
      email: `bench-${Date.now()}@example.com`,
      password: 'Bench-passphrase-1',
      role: 'dealer',
      name: 'Bench',
    },
  });
  const scenarios = [
    { name: 'GET /api/health', url: `${server.base}/api/health` },
    {
      name: 'GET /api/auth/me',
      url: `${server.base}/api/auth/me`,
      headers: { authorization: `Bearer ${access_token}` },
    },
  ];
  const rows = [];
  for (const s of scenarios) {
    const r = await autocannon({ url: s.url, headers: s.headers, connections, duration });
    rows.push(
      `| ${s.name} | ${connections} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.errors} |`,
    );
  }
  console.log(
    `\nDatabase: ${db ? 'PostgreSQL' : 'PGlite'}; ${os.cpus().length} cores; ${duration}s per scenario\n`,
  );
  console.log('| scenario | connections | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await server.stop();
  await db?.drop();
}
