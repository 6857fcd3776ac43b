import { count, eq, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useFreshDatabase } from '../../test/helpers.js';
import { loginFailures } from './schema.js';

// On both drivers: on PostgreSQL the opening travels with BEGIN as one simple query.
describe('transactionThen with an opening statement (issue 36)', () => {
  const db = useFreshDatabase();

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

  // On PostgreSQL the last write goes with COMMIT, its values written in (inline.ts).
  const tricky = "it's a \\ back'slash, $1 and $$ in a value, ünï © 🚗\nnew line";

  it('runs the last write after the transaction’s own work, in it, with every value intact', async () => {
    const before = await failures();
    const at = new Date('2026-11-30T01:02:03.456Z');
    const answer = await db.transactionThen(async (tx, _opened, last) => {
      await tx.insert(loginFailures).values({ key: 'first', createdAt: at });
      last(
        sql`insert into login_failures (key, created_at) values (${tricky}, ${at.toISOString()})`,
      );
      return 'done';
    }, 'select 1');
    expect(answer).toBe('done');
    expect(await failures()).toBe(before + 2);
    const [row] = await db.read((ex) =>
      ex.select().from(loginFailures).where(eq(loginFailures.key, tricky)),
    );
    expect(row?.createdAt.toISOString()).toBe(at.toISOString());
  });

  it('rolls back the whole transaction when its last write fails, and stays usable', async () => {
    const before = await failures();
    await expect(
      db.transactionThen(async (tx, _opened, last) => {
        await tx.insert(loginFailures).values({ key: 'kept?', createdAt: new Date() });
        last(sql`select 1 / ${0}`);
      }, 'select 1'),
    ).rejects.toThrow();
    expect(await failures()).toBe(before);
    await db.transactionThen(async (tx) => {
      await tx.insert(loginFailures).values({ key: 'after a failed last', createdAt: new Date() });
    }, 'select 1');
    expect(await failures()).toBe(before + 1);
  });

  it('sends a last write whose values cannot be written in on its own, with the same effect', async () => {
    const before = await failures();
    await db.transactionThen((_tx, _opened, last) => {
      // A Date as a raw value: node-postgres converts it, so it is sent as a parameter.
      last(sql`insert into login_failures (key, created_at) values (${'a date'}, ${new Date()})`);
      return Promise.resolve();
    }, 'select 1');
    expect(await failures()).toBe(before + 1);
  });

  it('refuses a second last write', async () => {
    await expect(
      db.transactionThen((_tx, _opened, last) => {
        last(sql`select 1`);
        last(sql`select 2`);
        return Promise.resolve();
      }, 'select 1'),
    ).rejects.toThrow('one last statement');
  });

  it('refuses a last write given after the transaction’s work has ended', async () => {
    let late: ((statement: SQL) => void) | undefined;
    const before = await failures();
    await db.transactionThen((_tx, _opened, last) => {
      late = last;
      return Promise.resolve();
    }, 'select 1');
    expect(late).toBeDefined();
    expect(() =>
      late?.(sql`insert into login_failures (key, created_at) values (${'late'}, now())`),
    ).toThrow('came after it ended');
    expect(await failures()).toBe(before);
  });
});
