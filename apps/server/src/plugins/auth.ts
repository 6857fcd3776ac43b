import type { Role } from '@gavel/contract';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Clock } from '../lib/clock.js';
import { AppError } from '../lib/errors.js';
import { AccessTokens, type AccessClaims } from '../lib/tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireAuth`; null on routes that take no token. */
    auth: AccessClaims | null;
  }
  interface FastifyInstance {
    /** onRequest hook: a valid access token is required; with roles, one of them too. */
    requireAuth: (...roles: Role[]) => onRequestAsyncHookHandler;
    /** Signs and verifies access tokens; the auth module issues them. */
    accessTokens: AccessTokens;
  }
}

/** The signed-in caller; only call on routes guarded by `requireAuth`. */
export function caller(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw new AppError('unauthenticated', 'Sign in to continue.');
  return request.auth;
}

/** Requests to routes that take a token: their answers are private, whatever their status. */
const guarded = new WeakSet<FastifyRequest>();

/**
 * True for answers no cache may keep: every answer of a route that takes a token (private data,
 * and its 401/403 too) and every `/api/auth/*` answer (tokens). Public reads and files keep their
 * own caching.
 */
export const isPrivateAnswer = (request: FastifyRequest): boolean =>
  guarded.has(request) ||
  request.auth !== null ||
  request.url === '/api/auth' ||
  request.url.startsWith('/api/auth/') ||
  request.url.startsWith('/api/auth?');

const BEARER = /^Bearer ([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]*)$/;

/** Access tokens signed with `secret`: `JWT_SECRET`, or the shared one (`lib/secrets.ts`). */
export function accessTokensFor(config: Config, clock: Clock, secret: string): AccessTokens {
  return new AccessTokens(secret, {
    issuer: config.jwt.issuer,
    audience: config.jwt.audience,
    ttlSeconds: config.accessTokenTtlSeconds,
    clock,
  });
}

/** Breaks encapsulation on purpose: every module guards its routes with `app.requireAuth`. */
export const authPlugin = fp(
  (app: FastifyInstance, { tokens }: { tokens: AccessTokens }) => {
    app.decorate('accessTokens', tokens);
    app.decorateRequest('auth', null);
    // Tokens and private data must not be kept by the browser's or any shared cache.
    app.addHook('onSend', async (request, reply) => {
      if (isPrivateAnswer(request)) void reply.header('cache-control', 'no-store');
    });
    app.decorate('requireAuth', (...roles: Role[]): onRequestAsyncHookHandler => {
      return async (request) => {
        guarded.add(request);
        const match = BEARER.exec(request.headers.authorization ?? '');
        const claims = match?.[1] ? await tokens.verify(match[1]) : null;
        if (!claims) throw new AppError('unauthenticated', 'Sign in to continue.');
        if (roles.length > 0 && !claims.roles.some((r) => roles.includes(r))) {
          throw new AppError('forbidden', 'You do not have access to this.');
        }
        request.auth = claims;
      };
    });
  },
  { name: 'auth' },
);
