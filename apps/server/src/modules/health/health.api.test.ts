import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/helpers.js';

const t = useTestApp();

describe('GET /api/health/live and GET /api/health', () => {
  it('both answer ok while the database answers', async () => {
    for (const url of ['/api/health/live', '/api/health']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });

  it('liveness stays ok while the database is gone; readiness answers 503', async () => {
    const other = await createTestApp();
    try {
      if (other.db.kind === 'postgres') {
        // The app's database disappears under it: every new connection is refused.
        const name = new URL((other.db as unknown as { url: string }).url).pathname.slice(1);
        const admin = new pg.Client({ connectionString: inject('postgresUrl') });
        await admin.connect();
        await admin.query(`drop database ${name} with (force)`);
        await admin.end();
      } else {
        await other.db.close();
      }
      const ready = await other.app.inject('/api/health');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ error: { code: 'unavailable' } });
      const live = await other.app.inject('/api/health/live');
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
    } finally {
      await other.close();
    }
  });
});
