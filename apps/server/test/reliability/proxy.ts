import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small round-robin HTTP load balancer on loopback (not a test file itself), as a stand-in
 * for the one in front of several API instances: each request goes to the next upstream, bodies
 * stream both ways (so an SSE answer reaches the client event by event), and the client address
 * is passed on in `X-Forwarded-For`. The answer names the upstream that served it in
 * `X-Upstream`; a test may pin a request to one with the `X-Pin-Upstream` header.
 */

export const PIN_HEADER = 'x-pin-upstream';
export const UPSTREAM_HEADER = 'x-upstream';

// Hop-by-hop headers belong to one connection and are never forwarded (RFC 9110 §7.6.1).
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

function forwardable(
  headers: http.IncomingHttpHeaders,
  drop: string[] = [],
): http.OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name) && !drop.includes(name)),
  );
}

export interface Balancer {
  base: string;
  /** Requests each upstream received. */
  served: number[];
  /** Takes upstream `index` out of the rotation, as a failed health check would. */
  drop: (index: number) => void;
  close: () => Promise<void>;
}

export async function startBalancer(upstreams: string[]): Promise<Balancer> {
  const targets = upstreams.map((u) => new URL(u));
  const agents = targets.map(() => new http.Agent({ keepAlive: true }));
  const served = targets.map(() => 0);
  let next = 0;
  const dropped = new Set<number>();
  const nextIndex = () => {
    // At most one turn round the ring: an upstream not dropped, or none (-1: 400).
    for (const _ of targets) {
      const index = next++ % targets.length;
      if (!dropped.has(index)) return index;
    }
    return -1;
  };

  const server = http.createServer((req, res) => {
    const pin = req.headers[PIN_HEADER];
    const index = typeof pin === 'string' ? Number(pin) : nextIndex();
    const target = targets[index];
    const agent = agents[index];
    if (!target || !agent) {
      res.writeHead(400).end();
      return;
    }
    served[index] = (served[index] ?? 0) + 1;
    const headers = forwardable(req.headers, [PIN_HEADER]);
    // The balancer sets the client address itself; a client's own value is not passed on.
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    headers['x-forwarded-proto'] = 'http';

    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, {
          ...forwardable(answer.headers),
          [UPSTREAM_HEADER]: String(index),
        });
        // Sent on as it arrives: no buffering, so event streams stay live.
        res.flushHeaders();
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) res.destroy();
      else
        res
          .writeHead(502, { 'content-type': 'application/json' })
          .end('{"error":{"code":"bad_gateway","message":"The upstream did not answer."}}');
    });
    // A client that goes away (an SSE reader closing) closes its upstream request too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    served,
    drop: (index) => dropped.add(index),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const agent of agents) agent.destroy();
    },
  };
}
