import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/helpers.js';
import type { Database } from './index.js';
import { loginFailures } from './schema.js';

// On both drivers: on PostgreSQL the opening travels with BEGIN as one simple query.
describe('transactionThen with an opening statement (issue 36)', () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await freshDatabase());
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  const failures = () =>
    db.read((ex) =>
      ex
        .select({ n: count() })
        .from(loginFailures)
        .then(([r]) => r?.n ?? 0),
    );

  it('hands the opening’s rows to the transaction, which commits with it, then runs afterCommit', async () => {
    const before = await failures();
    const seen = await db.transactionThen(
      async (tx, opened) => {
        await tx.insert(loginFailures).values({ key: 'opened', createdAt: new Date() });
        return opened;
      },
      "select set_config('application_name', 'after-commit', false)",
      "select 41 + 1 as answer, 'x' as text",
    );
    expect(seen).toEqual([{ answer: 42, text: 'x' }]);
    expect(await failures()).toBe(before + 1);
  });

  it('rolls back what the opening did when the transaction fails, and stays usable', async () => {
    const before = await failures();
    await expect(
      db.transactionThen(
        () => Promise.reject(new Error('refused')),
        'select 1',
        "insert into login_failures (key, created_at) values ('rolled-back', now()) returning key",
      ),
    ).rejects.toThrow('refused');
    expect(await failures()).toBe(before);
  });

  it('rolls back after a failing opening and the next transaction works', async () => {
    const before = await failures();
    await expect(
      db.transactionThen(() => Promise.resolve('never'), 'select 1', 'select 1 / 0'),
    ).rejects.toThrow();
    const again = await db.transactionThen(async (tx) => {
      await tx.insert(loginFailures).values({ key: 'after', createdAt: new Date() });
      return 'ok';
    }, 'select 1');
    expect(again).toBe('ok');
    expect(await failures()).toBe(before + 1);
  });
});
