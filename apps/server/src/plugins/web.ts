import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './error-handler.js';
import { PAGE_GZIP } from '../lib/filled-gzip.js';
import { AppError } from '../lib/errors.js';

/** Renders the public pages (modules/pages, ADR 034). */
export interface PageRenderer {
  /** The public pages and unknown paths; the rest are the browser's (index.html). */
  handles(pathname: string): boolean;
  /** The page's status and HTML, or a redirect to the URL the app writes for it. */
  render(url: string): Promise<{
    status: number;
    html: string;
    location?: string | undefined;
    /** The gzip of `html` when the renderer keeps it (ADR 050). */
    gzip?: (() => Buffer) | undefined;
  }>;
  /**
   * Every other page: index.html with the page's shell (header, footer, a skeleton), the same
   * for everyone, which the browser paints before the app runs and the app then replaces.
   */
  shell?(): string;
}

/** The shell changes only with the build (and the year in its footer): compressed once. */
let gzippedShell: { html: string; gzip: Buffer } | undefined;
function gzipShell(html: string): Buffer {
  if (gzippedShell?.html !== html) gzippedShell = { html, gzip: zlib.gzipSync(html, PAGE_GZIP) };
  return gzippedShell.gzip;
}

/**
 * Whether an Accept-Encoding header allows gzip: named (or `*`, when gzip is not named) with a
 * q-value above 0. No header means no compression.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return allowed;
    if (coding === '*') wildcard = allowed;
  }
  return wildcard;
}

/**
 * Serves the built web app on every path outside /api. The public pages, and paths no route
 * knows (404), are rendered on the server (SPEC §10, ADR 034); every other page is index.html
 * with the page's shell in it (header, footer, a skeleton: the same for everyone), rendered in
 * the browser. Hashed assets are cached for a year; pages are revalidated every time.
 * Rendered pages are gzipped for clients that accept it; the built files have their .br and .gz.
 */
export const webPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { distDir: string | undefined; pages: PageRenderer | null },
  ) => {
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

    const pages = hasWeb ? opts.pages : null;

    app.setNotFoundHandler(async (request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
        void reply.header('cache-control', 'no-cache');
        const pathname = request.url.split('?')[0] ?? '/';
        if (pages?.handles(pathname)) {
          try {
            const page = await pages.render(request.url);
            if (page.location !== undefined)
              return await reply.redirect(page.location, page.status);
            const gzip = acceptsGzip(request.headers['accept-encoding']);
            // A kept page's fixed parts are compressed once (ADR 050); any other page here.
            const body = gzip ? (page.gzip?.() ?? zlib.gzipSync(page.html, PAGE_GZIP)) : page.html;
            if (gzip) void reply.header('content-encoding', 'gzip');
            return await reply
              .status(page.status)
              .type('text/html; charset=utf-8')
              .header('vary', 'accept-encoding')
              .send(body);
          } catch (err) {
            // The browser can still render the page itself.
            request.log.error({ err }, 'could not render the page on the server');
          }
        } else if (pages?.shell) {
          let html: string | undefined;
          try {
            html = pages.shell();
          } catch (err) {
            request.log.error({ err }, 'could not render the page shell');
          }
          if (html !== undefined) {
            const gzip = acceptsGzip(request.headers['accept-encoding']);
            if (gzip) void reply.header('content-encoding', 'gzip');
            return reply
              .type('text/html; charset=utf-8')
              .header('vary', 'accept-encoding')
              .send(gzip ? gzipShell(html) : html);
          }
        }
        return reply.sendFile('index.html');
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
