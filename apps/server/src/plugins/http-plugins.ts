import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { AppError } from '../lib/errors.js';
import { rateLimitStoreOf, type LimitStore } from '../lib/limits/index.js';
import { openApiObjectTransform, openApiTransform } from './openapi.js';

/**
 * The external plugins, in order: CORS, the opt-in rate limit (`global: false`: only routes that
 * ask for it, counted in the shared `limits` store), the OpenAPI document and its UI at `/api/docs`. Breaks encapsulation on purpose:
 * they serve the whole app.
 */
export const httpPlugins = fp(
  async (app: FastifyInstance, { config, limits }: { config: Config; limits: LimitStore }) => {
    await app.register(fastifyCors, {
      origin: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: [
        'Authorization',
        'Content-Type',
        'Accept',
        'Idempotency-Key',
        'Last-Event-ID',
      ],
      exposedHeaders: ['Retry-After', 'X-Request-Id'],
      maxAge: 600,
    });
    if (config.rateLimit.enabled) {
      await app.register(fastifyRateLimit, {
        global: false,
        // Counted where every instance counts (Redis or PostgreSQL), not in this process.
        store: rateLimitStoreOf(limits),
        errorResponseBuilder: (_request, context) =>
          new AppError('rate_limited', 'Too many requests. Please wait before trying again.', {
            retry_after_seconds: Math.ceil(context.ttl / 1000),
          }),
      });
    }
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Gavel API',
          description: 'Timed online auctions between private sellers and dealers.',
          version: '0.1.0',
        },
        // Where this instance is reached (PUBLIC_URL); the paths carry the `/api` prefix.
        servers: [{ url: config.publicUrl, description: 'This Gavel instance' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: openApiTransform,
      transformObject: openApiObjectTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'http-plugins' },
);
