// The limit of scenario 4: the same fan-out with nothing of Gavel's in the way. A bare
// node:http server whose POST /publish sends its body through pg_notify, and whose LISTEN
// writes every notification, as one SSE frame built once, to each of its open GET /events
// streams. Same transport between instances (PostgreSQL NOTIFY), same frames, same sockets;
// no bid transaction, no framework, no read of the stored event.
// Run as a child process: DATABASE_URL=… node fanout-bare-server.mjs; prints its port.
import http from 'node:http';
import pg from 'pg';

const CHANNEL = 'bench_bare_fanout';
const url = process.env.DATABASE_URL;
const pool = new pg.Pool({ connectionString: url, max: 4 });
const listener = new pg.Client({ connectionString: url });
await listener.connect();
await listener.query(`LISTEN ${CHANNEL}`);

const streams = new Set();
let nextId = 1;
listener.on('notification', (msg) => {
  const frame = `id: ${nextId++}\nevent: bid\ndata: ${msg.payload}\n\n`;
  for (const res of streams) res.write(frame);
});

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/events') {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'close',
    });
    res.write(': connected\n\n');
    streams.add(res);
    res.on('close', () => streams.delete(res));
    return;
  }
  if (req.method === 'POST' && req.url === '/publish') {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      pool.query('select pg_notify($1, $2)', [CHANNEL, body]).then(
        () => res.writeHead(201, { 'content-type': 'application/json' }).end('{}'),
        (err) => res.writeHead(500).end(String(err)),
      );
    });
    return;
  }
  res.writeHead(404).end();
});

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});

process.once('SIGTERM', async () => {
  for (const res of streams) res.destroy();
  server.close();
  await listener.end();
  await pool.end();
  process.exit(0);
});
