import type { FieldError } from '@gavel/contract';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';
import { isDatabaseUnavailable } from '../db/errors.js';

function send(reply: FastifyReply, err: AppError) {
  if (err.headers) void reply.headers(err.headers);
  return reply.code(err.status).type('application/json; charset=utf-8').send(err.toEnvelope());
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

function toFields(issues: ValidationIssue[]): FieldError[] {
  const fields: FieldError[] = [];
  for (const issue of issues) {
    const segments = (issue.instancePath ?? '').replace(/^\//, '').split('/');
    const path = segments.filter(Boolean).join('.');
    const keys = issue.params?.keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const key of keys) {
        fields.push({
          path: path ? `${path}.${String(key)}` : String(key),
          message: 'Unknown field',
        });
      }
      continue;
    }
    // A record's key that its key schema refuses (an attribute name with a line break): the
    // key schema's own message, on the record, not zod's "Invalid key in record" on a path
    // that repeats the refused key.
    const inner = issue.params?.issues;
    if (issue.keyword === 'invalid_key' && Array.isArray(inner)) {
      const first = inner[0] as { message?: unknown } | undefined;
      fields.push({
        // The last segment is the refused key, which may be empty.
        path: segments.slice(0, -1).filter(Boolean).join('.'),
        message: typeof first?.message === 'string' ? first.message : 'Invalid name',
      });
      continue;
    }
    // zod reports a missing value as an invalid type that "received undefined".
    const missing =
      issue.keyword === 'invalid_type' && (issue.message ?? '').includes('received undefined');
    fields.push({ path, message: missing ? 'Required' : (issue.message ?? 'Invalid value') });
  }
  return fields;
}

/** Maps every error to the SPEC §2 envelope; 5xx answers never carry internals. */
function toAppError(err: FastifyError & { validationContext?: string }): AppError {
  if (err instanceof AppError) return err;
  if (hasZodFastifySchemaValidationErrors(err) || Array.isArray(err.validation)) {
    const fields = toFields(err.validation ?? []);
    const places: Record<string, string> = {
      body: 'request body',
      querystring: 'query string',
      params: 'path',
      headers: 'headers',
    };
    const where = places[err.validationContext ?? 'body'] ?? 'request';
    return new AppError('validation_error', `Some fields of the ${where} are not valid.`, {
      fields,
    });
  }
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large', 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('unsupported_media_type', 'Send the body as application/json.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('bad_request', 'The request body is malformed.');
  }
  if (isDatabaseUnavailable(err)) {
    return new AppError(
      'unavailable',
      'The service is temporarily unavailable. Try again shortly.',
    );
  }
  const status = err.statusCode ?? 500;
  if (status === 413) return new AppError('payload_too_large', 'The request body is too large.');
  if (status === 415)
    return new AppError('unsupported_media_type', 'Send the body as application/json.');
  if (status === 404) return new AppError('not_found', 'Not found.');
  if (status >= 400 && status < 500)
    return new AppError('bad_request', 'The request is malformed.');
  return new AppError('internal_error', 'Something went wrong on our side. Please try again.');
}

function answer(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(err);
  if (appError.status >= 500) request.log.error({ err }, 'request failed');
  else request.log.info({ code: appError.code }, appError.message);
  return send(reply, appError);
}

export const errorHandler = fp(
  (app: FastifyInstance) => {
    app.setErrorHandler(answer);
  },
  { name: 'error-handler' },
);

/**
 * Fastify's `frameworkErrors` option: URLs the router refuses before any route or error handler
 * runs (bad percent-encoding, a path parameter over `maxParamLength`) get the SPEC §2 envelope
 * too, instead of Fastify's own body.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  void answer(err, request, reply);
}

/** What a request Node refused before Fastify saw it is answered with. */
function clientAppError(code: string | undefined): AppError {
  switch (code) {
    // Too slow: the request timeout, or the headers timeout within it.
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new AppError(
        'bad_request',
        'The request took too long to arrive. Check the connection and try again.',
      );
    case 'HPE_HEADER_OVERFLOW':
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return new AppError('payload_too_large', 'The request headers are too large.');
    default:
      return new AppError('bad_request', 'The request is malformed.');
  }
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses or cuts (too slow, headers
 * too large, not HTTP) still gets the SPEC §2 envelope, written to the socket, which then closes.
 * Only the error's code is logged: the error carries the raw bytes of the request.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  err: Error & { code?: string },
  socket: Socket,
) {
  this.log.debug({ code: err.code }, 'client error');
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // Never after an answer has started on this socket: that would corrupt it.
  const answer = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !answer?.headersSent) {
    const appError = clientAppError(err.code);
    const text = JSON.stringify(appError.toEnvelope());
    socket.write(
      `HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status] ?? ''}\r\n` +
        'Connection: close\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
  }
  socket.destroy();
}

export { send as sendError };
