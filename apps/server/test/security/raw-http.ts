import net from 'node:net';

/**
 * A hand-driven HTTP/1.1 client on a raw socket (not a test file itself): it sends exactly the
 * bytes a test asks for, when it asks, so tests can hold a body back, trickle it, or announce
 * more than they send, and see what the server answers and when.
 */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawConnection {
  socket: net.Socket;
  /** Writes bytes; false once the server has closed or reset the connection. */
  send(bytes: string | Buffer): Promise<boolean>;
  /** The first complete answer, or null when none came within `timeoutMs`. */
  answer(timeoutMs?: number): Promise<RawAnswer | null>;
  /** Resolves when the server closes the connection; false when it is still open at the limit. */
  closed(timeoutMs?: number): Promise<boolean>;
  close(): void;
}

function parse(raw: Buffer): RawAnswer | null {
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) return null;
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  const body = raw.subarray(end + 4);
  if (body.length < length) return null;
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: body.subarray(0, length).toString('utf8'),
  };
}

export async function connect(port: number): Promise<RawConnection> {
  const socket = net.connect({ port, host: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = Buffer.alloc(0);
  let isClosed = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    wake();
  });
  socket.on('error', () => undefined); // a reset is an answer the tests look at, not a failure
  socket.on('close', () => {
    isClosed = true;
    wake();
  });

  async function until<T>(check: () => T | null, timeoutMs: number): Promise<T | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = check();
      if (value !== null) return value;
      const left = deadline - Date.now();
      if (left <= 0) return null;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, left);
        function done() {
          clearTimeout(timer);
          waiters.delete(done);
          resolve();
        }
        waiters.add(done);
      });
    }
  }

  return {
    socket,
    send: (bytes) =>
      new Promise((resolve) => {
        if (isClosed || socket.destroyed) {
          resolve(false);
          return;
        }
        socket.write(bytes, (err) => resolve(!err));
      }),
    answer: (timeoutMs = 3_000) => until(() => parse(received), timeoutMs),
    closed: async (timeoutMs = 3_000) =>
      (await until(() => (isClosed ? true : null), timeoutMs)) ?? false,
    close: () => socket.destroy(),
  };
}

/** The head of a PUT of `length` bytes to `path` (a path with its query). */
export function putHead(path: string, contentType: string, length: number): string {
  return (
    `PUT ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\n` +
    `Content-Length: ${length}\r\n\r\n`
  );
}
