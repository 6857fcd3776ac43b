import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

/**
 * While draining, requests that arrive on open keep-alive connections are turned away with the
 * API's envelope. Breaks encapsulation on purpose: it must see every request.
 *
 * Closing also ends the connections that were accepted but have sent nothing yet (a browser's
 * speculative connection, an HTTP client's spare socket). Node's `close()` and
 * `closeIdleConnections()` leave them open until the client closes them or `headersTimeout`
 * passes (nodejs/node#63452; fixed in Node 26 by nodejs/node#63470, not in Node 24), so one of
 * them held a shutdown, or a test's `app.close()`, for up to a minute (ADR 059). They carry no
 * request, so they end as an idle keep-alive connection does: through `closeIdleConnections`,
 * which `close()` calls and the shutdown's reaper repeats (server.ts).
 */
export const shutdown = fp(
  (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', (done) => {
      closing = true;
      done();
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!closing) return;
      void reply.header('connection', 'close');
      throw new AppError('unavailable', 'The server is restarting. Please try again.');
    });

    const server = app.server;
    const open = new Set<Socket>();
    server.on('connection', (socket: Socket) => {
      open.add(socket);
      socket.once('close', () => open.delete(socket));
    });
    const closeIdle = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => {
      closeIdle();
      for (const socket of open) if (socket.bytesRead === 0) socket.destroy();
    };
  },
  { name: 'shutdown' },
);
