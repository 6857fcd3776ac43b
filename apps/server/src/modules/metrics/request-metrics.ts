import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppMetrics } from '../../lib/metrics.js';

/** Times every answered request by route pattern, method and status class. */
export const requestMetrics = fp(
  (app: FastifyInstance, { metrics }: { metrics: AppMetrics }) => {
    app.addHook('onResponse', (request, reply, done) => {
      // A live-event stream ends when the client leaves: its length is no latency. The SSE
      // gauge counts the open ones.
      const type = reply.raw.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('text/event-stream')) {
        done();
        return;
      }
      metrics.observeRequest(
        request.routeOptions.url,
        request.method,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
  },
  { name: 'request-metrics' },
);
