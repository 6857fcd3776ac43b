import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPostgresDatabase } from '../../test/helpers.js';
import { openPostgres } from './index.js';
import { createPgListener, LISTENER_APPLICATION_NAME, type NotifyHandlers } from './pg-listen.js';

// PostgreSQL only: PGlite's LISTEN is in-process, with no connection to share or lose.
describe.skipIf(inject('testDb') !== 'postgres')('one listening connection per database', () => {
  let url: string;
  let drop: () => Promise<void>;
  let db: ReturnType<typeof openPostgres>;
  beforeAll(async () => {
    ({ url, drop } = await freshPostgresDatabase());
    db = openPostgres(url, 2);
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  const listeners = async () =>
    (
      (
        await db.executeSql(
          `select count(*)::int as n from pg_stat_activity
           where application_name = $1 and datname = current_database()`,
          [LISTENER_APPLICATION_NAME],
        )
      ).rows[0] as { n: number }
    ).n;
  const recorder = () => {
    const got: string[] = [];
    let reconnects = 0;
    let waiter: (() => void) | undefined;
    const handlers: NotifyHandlers = {
      onNotify: (payload) => {
        got.push(payload);
        waiter?.();
      },
      onReconnect: () => {
        reconnects++;
        waiter?.();
      },
    };
    const until = async (done: () => boolean) => {
      const deadline = Date.now() + 10_000;
      while (!done()) {
        if (Date.now() > deadline) throw new Error(`waited in vain; got ${got.join(',')}`);
        await new Promise<void>((resolve) => {
          waiter = resolve;
          setTimeout(resolve, 50);
        });
      }
    };
    return { got, handlers, until, reconnects: () => reconnects };
  };

  it('listens to several channels over one connection, again after losing it, until the last stops', async () => {
    const listener = createPgListener(url, { minDelayMs: 10, maxDelayMs: 50 });
    const a = recorder();
    const b = recorder();
    const stopA = await listener.listen('chan_a', a.handlers);
    const stopB = await listener.listen('chan_b', b.handlers);
    try {
      expect(await listeners()).toBe(1);
      await db.executeSql("select pg_notify('chan_a', 'a1'), pg_notify('chan_b', 'b1')");
      await a.until(() => a.got.length === 1);
      await b.until(() => b.got.length === 1);

      await db.executeSql(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where application_name = $1 and datname = current_database()`,
        [LISTENER_APPLICATION_NAME],
      );
      // Each channel hears that it must catch up, and hears again.
      await a.until(() => a.reconnects() === 1);
      await b.until(() => b.reconnects() === 1);
      expect(await listeners()).toBe(1);
      await db.executeSql("select pg_notify('chan_a', 'a2'), pg_notify('chan_b', 'b2')");
      await a.until(() => a.got.length === 2);
      await b.until(() => b.got.length === 2);

      await stopA();
      await db.executeSql("select pg_notify('chan_a', 'a3'), pg_notify('chan_b', 'b3')");
      await b.until(() => b.got.length === 3);
      expect(a.got).toEqual(['a1', 'a2']);
      expect(b.got).toEqual(['b1', 'b2', 'b3']);
      await stopB();
      expect(await listeners()).toBe(0);
    } finally {
      await listener.close();
    }
  });
});
