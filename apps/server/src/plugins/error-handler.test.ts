import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/errors.js';
import { errorHandler } from './error-handler.js';

async function appWith(routes: (app: ReturnType<typeof base>) => void) {
  const app = base();
  await app.register(errorHandler);
  routes(app);
  await app.ready();
  return app;
}
function base() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

describe('error handler', () => {
  it('hides the stack, SQL and message of unexpected errors behind internal_error', async () => {
    const app = await appWith((a) =>
      a.get('/boom', () => {
        throw new Error(
          'syntax error at or near "FROM" in SELECT * FROM users WHERE password_hash = $1',
        );
      }),
    );
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: {
        code: 'internal_error',
        message: 'Something went wrong on our side. Please try again.',
      },
    });
    expect(res.body).not.toMatch(/SELECT|users|password|at .*\.ts/);
  });

  it('puts a refused record key, even an empty one, on the record', async () => {
    const app = await appWith((a) =>
      a.post(
        '/items',
        {
          schema: {
            body: z.strictObject({ specifics: z.record(z.string().min(1), z.string()) }),
          },
        },
        () => ({}),
      ),
    );
    for (const key of ['', 'ok']) {
      const res = await app.inject({
        method: 'POST',
        url: '/items',
        payload: { specifics: key === '' ? { '': 'x' } : { ok: 1 } },
      });
      expect(res.statusCode).toBe(422);
      const fields = res.json<{ error: { details: { fields: { path: string }[] } } }>().error
        .details.fields;
      expect(fields.map((f) => f.path)).toEqual([key === '' ? 'specifics' : 'specifics.ok']);
    }
  });

  it('maps AppError to its status, code, message, details and headers', async () => {
    const app = await appWith((a) =>
      a.get('/conflict', () => {
        throw new AppError(
          'bid_too_low',
          'Bid at least $10.00.',
          { min_next_bid_cents: 1000 },
          { 'retry-after': '3' },
        );
      }),
    );
    const res = await app.inject('/conflict');
    expect(res.statusCode).toBe(409);
    expect(res.headers['retry-after']).toBe('3');
    expect(res.json()).toEqual({
      error: {
        code: 'bid_too_low',
        message: 'Bid at least $10.00.',
        details: { min_next_bid_cents: 1000 },
      },
    });
  });

  it('reports query validation failures with their paths, unknown parameters included', async () => {
    const app = await appWith((a) =>
      a.get(
        '/list',
        {
          schema: {
            querystring: z.strictObject({ limit: z.coerce.number().int().min(1).max(100) }),
          },
        },
        () => ({}),
      ),
    );
    const res = await app.inject('/list?limit=500&sort=up');
    expect(res.statusCode).toBe(422);
    const body = res.json<{ error: { code: string; details: { fields: { path: string }[] } } }>();
    expect(body.error.code).toBe('validation_error');
    expect(body.error.details.fields.map((f) => f.path).sort()).toEqual(['limit', 'sort']);
  });

  it('reports nested body paths with dots', async () => {
    const app = await appWith((a) =>
      a.post(
        '/kyc',
        {
          schema: {
            body: z.strictObject({ address: z.strictObject({ city: z.string().min(1) }) }),
          },
        },
        () => ({}),
      ),
    );
    const res = await app.inject({
      method: 'POST',
      url: '/kyc',
      payload: { address: { city: '' } },
    });
    expect(
      res.json<{ error: { details: { fields: { path: string }[] } } }>().error.details.fields[0]
        ?.path,
    ).toBe('address.city');
  });

  it('answers 503 unavailable when the database connection is refused', async () => {
    const app = await appWith((a) =>
      a.get('/db', () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
          code: 'ECONNREFUSED',
        });
      }),
    );
    const res = await app.inject('/db');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: { code: 'unavailable' } });
  });
});
