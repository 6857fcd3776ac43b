import type { Role } from '@gavel/contract';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import type { AccessClaims, AccessTokens } from '../modules/auth/tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireAuth`; null on routes that take no token. */
    auth: AccessClaims | null;
  }
  interface FastifyInstance {
    /** onRequest hook: a valid access token is required; with roles, one of them too. */
    requireAuth: (...roles: Role[]) => onRequestAsyncHookHandler;
  }
}

/** The signed-in caller; only call on routes guarded by `requireAuth`. */
export function caller(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw new AppError('unauthenticated', 'Sign in to continue.');
  return request.auth;
}

const BEARER = /^Bearer ([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]*)$/;

export const authPlugin = fp(
  (app: FastifyInstance, opts: { tokens: AccessTokens }) => {
    app.decorateRequest('auth', null);
    app.decorate('requireAuth', (...roles: Role[]): onRequestAsyncHookHandler => {
      return async (request) => {
        const match = BEARER.exec(request.headers.authorization ?? '');
        const claims = match?.[1] ? await opts.tokens.verify(match[1]) : null;
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
