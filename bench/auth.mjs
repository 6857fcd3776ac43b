// Foundation benchmark: health and authenticated reads against a production build.
// Usage: npm run build && node bench/auth.mjs [--duration 10] [--connections 50]
// Uses PostgreSQL when DATABASE_URL is set, otherwise a throwaway embedded database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = 8300 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-bench-'));

const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 200) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  const email = `bench-${Date.now()}@example.com`;
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Bench-passphrase-1', role: 'dealer', name: 'Bench' }),
  });
  const { access_token } = await reg.json();

  const scenarios = [
    { name: 'GET /api/health', url: `${base}/api/health` },
    {
      name: 'GET /api/auth/me',
      url: `${base}/api/auth/me`,
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
    `\nDatabase: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${os.cpus().length} cores; ${duration}s per scenario\n`,
  );
  console.log('| scenario | connections | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
