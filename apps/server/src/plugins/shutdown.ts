import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

/**
 * While draining, requests that arrive on open keep-alive connections are turned away with the
 * API's envelope. Breaks encapsulation on purpose: it must see every request.
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
  },
  { name: 'shutdown' },
);
