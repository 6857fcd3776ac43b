import { ERROR_STATUS, errorEnvelopeSchema } from '@gavel/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Actor } from '../actors.js';
import { materialise, type FuzzCase } from './requests.js';

/** Sending a fuzz case and judging the answer. */

export const ANSWER_LIMIT_MS = 5_000;

/** Statuses any operation may answer besides its documented ones (framework level, SPEC §2). */
const ANY_OPERATION = [400, 404, 413, 415, 422];

export interface Answer {
  status: number;
  type: string;
  location: string | undefined;
  body: string;
  ms: number;
}

function deadline<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer within ${ANSWER_LIMIT_MS} ms: ${what}`));
    }, ANSWER_LIMIT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Sends a case through `app.inject`; event streams are read up to their headers only. */
export async function send(
  app: FastifyInstance,
  c: FuzzCase,
  actors: Record<string, Actor>,
): Promise<Answer> {
  const { url, headers, payload } = materialise(c.op, c.parts);
  if ('role' in c.caller) {
    const actor = actors[c.caller.role];
    if (actor) Object.assign(headers, actor.headers);
  } else if (c.caller.authorization !== undefined) {
    headers.authorization = c.caller.authorization;
  }
  const started = performance.now();
  const exchange = (async () => {
    const res = await app.inject({
      method: c.op.method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
      payloadAsStream: true,
    });
    const type = res.headers['content-type'] ?? '';
    const stream = res.stream();
    let body = '';
    if (type.startsWith('text/event-stream')) stream.destroy();
    else body = await readAll(stream);
    const location = res.headers.location;
    return {
      status: res.statusCode,
      type,
      location: typeof location === 'string' ? location : undefined,
      body,
      ms: 0,
    };
  })();
  const answer = await deadline(exchange, `${c.op.method} ${url.slice(0, 200)}`);
  answer.ms = performance.now() - started;
  return answer;
}

const norm = (path: string) => path.split(/[./]/).filter(Boolean).join('.');
/** One path names the other or a part of it (`address` and `address.city`). */
const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/** What every answer must be, valid input or not (SPEC §2). */
export function checkAnswer(c: FuzzCase, a: Answer) {
  const context = `${a.status} ${a.body.slice(0, 500)}`;
  expect(a.status, `5xx: ${context}`).toBeLessThan(500);
  const anonymous = !('role' in c.caller) || c.caller.role === 'none';
  const documented = [...c.op.statuses, ...ANY_OPERATION, ...(anonymous ? [401] : [])];
  expect(documented, `status not in the OpenAPI document: ${context}`).toContain(a.status);
  if (a.status >= 400) {
    expect(a.type, context).toMatch(/^application\/json/);
    const envelope = errorEnvelopeSchema.safeParse(JSON.parse(a.body));
    expect(envelope.success, `not the SPEC §2 envelope: ${context}`).toBe(true);
    if (envelope.success) {
      expect(ERROR_STATUS[envelope.data.error.code], `code and status differ: ${context}`).toBe(
        a.status,
      );
    }
  } else if (a.status === 204) {
    expect(a.body, context).toBe('');
  } else if (a.status >= 300) {
    expect(a.location, `redirect without Location: ${context}`).toBeTruthy();
  } else if (a.type.startsWith('application/json')) {
    // The shape of a 2xx body is checked by the server itself: its serializer validates every
    // answer against the route's response schema and would have failed with a 500.
    expect(() => JSON.parse(a.body) as unknown, context).not.toThrow();
  }
}

/** What a request invalid by construction must get: its exact refusal. */
export function checkRefusal(c: FuzzCase, a: Answer) {
  const wanted = c.expect;
  if (!wanted) return;
  const context = `${a.status} ${a.body.slice(0, 500)}`;
  expect(a.status, `wrong status: ${context}`).toBe(wanted.status);
  const { error } = errorEnvelopeSchema.parse(JSON.parse(a.body));
  expect(error.code, context).toBe(wanted.code);
  if (wanted.field === undefined || wanted.fieldMayDiffer) return;
  const fields = (error.details?.fields ?? []) as { path: string }[];
  const field = norm(wanted.field);
  expect(
    fields.some((f) => related(norm(f.path), field)),
    `no field error on "${wanted.field}": ${context}`,
  ).toBe(true);
}
