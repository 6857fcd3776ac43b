import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

/** How often, once the server is closing, its idle and silent connections are ended. */
const REAP_MS = 50;

/**
 * While draining, requests that arrive on open keep-alive connections are turned away with the
 * API's envelope. Breaks encapsulation on purpose: it must see every request.
 *
 * Once the server's `close()` has stopped it accepting, it waits for every connection to end,
 * so closing also ends those that carry no request, every 50 ms until none is left:
 * - a keep-alive connection whose last request finishes after `close()` began (Node closes the
 *   idle ones only when `close()` is called; this one would wait for `keepAliveTimeout`, 72 s);
 * - a connection that has sent nothing at all (a browser's speculative connection, an HTTP
 *   client's spare socket), which Node 24's `closeIdleConnections()` leaves open
 *   (nodejs/node#63452, fixed in Node 26 by nodejs/node#63470). `close()` stops the check of
 *   `headersTimeout`, so only its client or the idle timeout (`connectionTimeout`, 120 s) would
 *   end it: it held a test's `app.close()` past its 60 s (ADR 059), and would hold a deploy's
 *   shutdown until its forced exit.
 * A connection whose request has begun is waited for: its bytes have been read.
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
    const reap = () => {
      server.closeIdleConnections();
      for (const socket of open) if (socket.bytesRead === 0) socket.destroy();
    };
    const close = server.close.bind(server);
    server.close = (callback?: (err?: Error) => void) => {
      close(callback);
      // From the next turn, when what has arrived on the open connections has been read.
      const reaper = setInterval(reap, REAP_MS).unref();
      setImmediate(reap);
      server.once('close', () => clearInterval(reaper));
      return server;
    };
  },
  { name: 'shutdown' },
);
