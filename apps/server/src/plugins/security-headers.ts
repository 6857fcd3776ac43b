import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's middleware, built once: @fastify/helmet builds it again on every request, which
 * showed as 2.6 % of the public list's CPU (issue 15). No route has its own helmet settings.
 * Breaks encapsulation on purpose: every answer carries the headers.
 */
export const securityHeaders = fp(
  (app: FastifyInstance) => {
    const headers = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // React and Sonner set style attributes and inject style tags at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // Uploaded photos are served to other origins (the Vite dev server).
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      // Helmet 8 throws instead of passing an error on; `next` is only ever called without one.
      headers(request.raw, reply.raw, () => {
        done();
      });
    });
  },
  { name: 'security-headers' },
);
