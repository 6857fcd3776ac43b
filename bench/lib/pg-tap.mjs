// A PostgreSQL wire-protocol tap: a TCP proxy between the server and PostgreSQL that records
// the SQL text and bound parameters of every statement the server sends, unchanged. It lets the
// growth scenario EXPLAIN exactly what the production build runs, whatever the ORM generated,
// without logging access to the shared PostgreSQL server.
import net from 'node:net';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

/**
 * Starts the tap in front of `targetUrl`. `url` is the same database through the tap; each
 * statement is recorded with the label set by `label()` when it was sent.
 */
export async function startPgTap(targetUrl) {
  const target = new URL(targetUrl);
  const statements = [];
  let current = null;
  const sockets = new Set();

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client);
    sockets.add(upstream);
    const parser = frontendParser((statement) => statements.push({ ...statement, label: current }));
    client.on('data', (chunk) => {
      upstream.write(chunk);
      parser(chunk);
    });
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close);
    upstream.on('error', close);
    client.on('close', close);
    upstream.on('close', close);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(server.address().port);

  return {
    url: url.toString(),
    statements,
    /** Statements sent from now on carry this label (null: unlabelled). */
    label(name) {
      current = name;
    },
    stop: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Parses the frontend (client → server) side of one connection. Calls `emit({ sql, params })`
 * for each simple query and for each Bind of an extended-protocol statement.
 */
function frontendParser(emit) {
  let buffer = Buffer.alloc(0);
  let started = false;
  const prepared = new Map(); // statement name → SQL text

  return (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (!started) {
        // Startup-phase messages have no type byte: length, then a request code.
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        if (code !== SSL_REQUEST && code !== GSSENC_REQUEST && code !== CANCEL_REQUEST) {
          started = true;
        }
        buffer = buffer.subarray(length);
        continue;
      }
      if (buffer.length < 5) return;
      const type = String.fromCharCode(buffer[0]);
      const length = buffer.readInt32BE(1);
      if (buffer.length < 1 + length) return;
      const body = buffer.subarray(5, 1 + length);
      buffer = buffer.subarray(1 + length);
      if (type === 'Q') {
        emit({ sql: cString(body, 0).value, params: [] });
      } else if (type === 'P') {
        const name = cString(body, 0);
        const text = cString(body, name.next);
        prepared.set(name.value, text.value);
      } else if (type === 'B') {
        const bind = parseBind(body);
        const sql = prepared.get(bind.statement);
        if (sql !== undefined) emit({ sql, params: bind.params });
      }
    }
  };
}

function cString(buf, offset) {
  const end = buf.indexOf(0, offset);
  return { value: buf.toString('utf8', offset, end), next: end + 1 };
}

function parseBind(body) {
  const portal = cString(body, 0);
  const statement = cString(body, portal.next);
  let at = statement.next;
  const formatCount = body.readInt16BE(at);
  at += 2;
  const formats = [];
  for (let i = 0; i < formatCount; i++, at += 2) formats.push(body.readInt16BE(at));
  const paramCount = body.readInt16BE(at);
  at += 2;
  const params = [];
  for (let i = 0; i < paramCount; i++) {
    const len = body.readInt32BE(at);
    at += 4;
    if (len === -1) {
      params.push(null);
      continue;
    }
    const bytes = body.subarray(at, at + len);
    at += len;
    const format = formats.length === 1 ? formats[0] : (formats[i] ?? 0);
    // node-postgres sends text parameters, except Buffers (binary), which no read here uses.
    params.push(format === 0 ? bytes.toString('utf8') : Buffer.from(bytes));
  }
  return { statement: statement.value, params };
}
