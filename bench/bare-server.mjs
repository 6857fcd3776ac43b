// The limit of scenario 3: a bare Fastify server (no plugins, no database) answering the two
// public reads and the dealer's live list with JSON bodies captured from Gavel's own answers,
// held in memory. Gavel ÷ this is what auth, validation, serialisation schemas, the database and
// the presenters cost. It ignores query strings and the dealer's bearer header.
// Usage: node bench/bare-server.mjs <bodies.json> <port>
//   bodies.json: { "list": <GET /api/auctions?status=live answer>, "detail": <GET /api/auctions/{id} answer>,
//                  "dealerList": <GET /api/dealer/auctions?scope=live answer> }
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChildServer } from './lib/child-server.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Starts the bare server in its own process, as Gavel runs in its own; answers its base URL. */
export async function startBareServer(bodies) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-bare-'));
  const file = path.join(dir, 'bodies.json');
  fs.writeFileSync(file, JSON.stringify(bodies));
  const port = 8800 + Math.floor(Math.random() * 500);
  const server = await startChildServer(
    fileURLToPath(import.meta.url),
    [file, String(port)],
    port,
    'bare server',
  );
  return {
    base: server.base,
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main(file, port) {
  // The Fastify that Gavel itself runs, so the comparison is of the same framework version.
  const require = createRequire(path.join(root, 'apps/server/package.json'));
  const Fastify = require('fastify');
  const bodies = JSON.parse(fs.readFileSync(file, 'utf8'));
  const app = Fastify({ logger: false });
  app.get('/api/auctions', async () => bodies.list);
  app.get('/api/auctions/:id', async () => bodies.detail);
  app.get('/api/dealer/auctions', async () => bodies.dealerList);
  await app.listen({ host: '127.0.0.1', port: Number(port) });
  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [file, port] = process.argv.slice(2);
  if (!file || !port) {
    console.error('Usage: node bench/bare-server.mjs <bodies.json> <port>');
    process.exit(2);
  }
  await main(file, port);
}
