import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './error-handler.js';
import { AppError } from '../lib/errors.js';

/**
 * Serves the built web app on every path outside /api, with index.html as the SPA fallback.
 * Hashed assets are cached for a year; index.html is revalidated every time.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string | undefined }) => {
    const dist = opts.distDir;
    const hasWeb = dist !== undefined && fs.existsSync(path.join(dist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: false,
        // The web build writes .br and .gz beside each asset.
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          void reply.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return sendError(
        reply,
        new AppError(
          'not_found',
          `No route for ${request.method} ${request.url.split('?')[0] ?? ''}.`,
        ),
      );
    });
  },
  { name: 'web' },
);
