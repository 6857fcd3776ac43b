import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import pino from 'pino';
import type { Config } from '../config.js';
import { redactError, redactText } from '../lib/log-redaction.js';
import { clientErrorHandler, frameworkErrors } from './error-handler.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Headers are small: even a poor mobile link sends them in well under this (ADR 024). */
const HEADERS_TIMEOUT_MS = 20_000;
/**
 * Idle connections stay open this long between requests: longer than the 60 s idle timeout of
 * common load balancers, so the balancer never reuses a connection the server just closed.
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/**
 * A connection on which nothing at all moves for this long is closed: a client that stopped
 * reading. Live streams send a heartbeat every 15 s, so a reader that keeps up never gets near it.
 */
const CONNECTION_IDLE_TIMEOUT_MS = 120_000;
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The Fastify instance's own options: limits, timeouts, request ids and the redacting logger. */
export function serverOptions(
  config: Config,
  logStream?: { write(line: string): void },
): FastifyHttpOptions<Server> {
  const requestTimeoutMs = config.requestTimeoutSeconds * 1000;
  return {
    bodyLimit: BODY_LIMIT_BYTES,
    // Node counts the request timeout until the request has arrived, not while it is answered,
    // so live streams are not cut. Connections are checked against it every second (Node's
    // default is every 30 s, which would let a slow body live half a minute longer).
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: CONNECTION_IDLE_TIMEOUT_MS,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1000, requestTimeoutMs / 4),
    },
    clientErrorHandler,
    trustProxy: config.trustProxy,
    // Answered by the `shutdown` plugin with the API's own envelope.
    return503OnClosing: false,
    frameworkErrors,
    forceCloseConnections: 'idle',
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.refresh_token',
          '*.access_token',
          '*.token',
          '*.refreshToken',
          // The account flows' secrets (SPEC §3.1), should an object holding one be logged.
          '*.current_password',
          '*.new_password',
          '*.mfa_token',
          '*.secret',
          '*.otpauth_url',
          '*.recovery_codes',
          '*.mfaToken',
          '*.currentPassword',
          '*.newPassword',
        ],
        censor: '[REDACTED]',
      },
      serializers: {
        req: (req: { method: string; url: string; ip?: string; id: string }) => ({
          id: req.id,
          method: req.method,
          // Signed file links, upload tokens and stray access tokens travel in the query.
          url: redactText(req.url),
          ip: req.ip,
        }),
        // An error's message or an SDK's request may quote a signed URL or a header.
        err: (err: Error) => redactError(pino.stdSerializers.err(err)),
      },
    },
  };
}
