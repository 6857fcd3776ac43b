import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useFreshDatabase } from '../../../test/helpers.js';
import { recordAuditEvent } from '../audit.js';
import { Jobs, RELAY_INTERVAL_MS, recordDomainEvent, type DomainEvent } from './index.js';

const log = { error: () => undefined, warn: () => undefined };

describe('jobs (ADR 041)', () => {
  const db = useFreshDatabase();

  it('a job sent in a transaction exists if and only if it commits; a failure goes to the dead letters', async () => {
    const jobs = new Jobs({ db, log, work: false });
    const seen: unknown[] = [];
    jobs.define<{ n: number }>('test.echo', {}, (data) => {
      seen.push(data.n);
      return Promise.resolve();
    });
    jobs.define('test.broken', { retryLimit: 0 }, () => Promise.reject(new Error('no')));
    await jobs.start();
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await jobs.send('test.echo', { n: 1 }, { tx });
      });
      await db
        .transaction(async (tx) => {
          await jobs.send('test.echo', { n: 2 }, { tx });
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await jobs.send('test.echo', { n: 3 });
      expect(await jobs.runReady('test.echo')).toBe(2);
      // Fetched together: in the order the fetch gave them.
      expect(seen.sort()).toEqual([1, 3]);
      expect(await jobs.runReady('test.echo')).toBe(0);

      await jobs.send('test.broken', {});
      expect(await jobs.runReady('test.broken')).toBe(1);
      const dead = await db.executeSql(
        "select count(*)::int as n from pgboss.job where name = 'test.broken.dead'",
      );
      expect(dead.rows).toEqual([{ n: 1 }]);

      await jobs.send('test.echo', { n: 4 });
      expect(await jobs.figures()).toEqual([
        {
          name: 'test.echo',
          queued: 1,
          active: 0,
          failed: 0,
          oldestWaitingSeconds: expect.any(Number) as number,
        },
        { name: 'test.broken', queued: 0, active: 0, failed: 1, oldestWaitingSeconds: 0 },
        // Every instance relays domain events, subscribers or not (ADR 041).
        { name: 'domain-events.relay', queued: 0, active: 0, failed: 0, oldestWaitingSeconds: 0 },
      ]);
    } finally {
      await jobs.stop();
    }
  });

  it('on a stately queue a singleton key keeps one waiting job per key', async () => {
    const jobs = new Jobs({ db, log, work: false });
    jobs.define('test.once', { policy: 'stately' }, () => Promise.resolve());
    await jobs.start();
    try {
      expect(await jobs.send('test.once', {}, { singletonKey: 'a' })).not.toBeNull();
      expect(await jobs.send('test.once', {}, { singletonKey: 'a' })).toBeNull();
      expect(await jobs.runReady('test.once')).toBe(1);
    } finally {
      await jobs.stop();
    }
  });

  it('a worker takes a job soon after it is sent', async () => {
    const jobs = new Jobs({ db, log, work: true });
    let resolve: (n: number) => void = () => undefined;
    const ran = new Promise<number>((r) => (resolve = r));
    jobs.define<{ n: number }>('test.worked', {}, (data) => {
      resolve(data.n);
      return Promise.resolve();
    });
    await jobs.start();
    try {
      const sent = performance.now();
      await jobs.send('test.worked', { n: 7 });
      expect(await ran).toBe(7);
      expect(performance.now() - sent).toBeLessThan(1_500);
    } finally {
      await jobs.stop();
    }
  });

  const approved = (subjectId: string) => ({
    type: 'listing.approved' as const,
    actorId: null,
    subjectType: 'listing' as const,
    subjectId,
    data: { note: subjectId.slice(0, 4) },
    at: new Date('2026-11-28T06:00:00Z'),
  });

  it('a domain event exists if and only if its change commits, and reaches each subscriber once', async () => {
    const jobs = new Jobs({ db, log, work: false });
    const seen: Record<string, DomainEvent[]> = { mail: [], feed: [] };
    for (const name of ['mail', 'feed'] as const) {
      jobs.subscribe('listing.approved', name, { retryLimit: 1, retryDelay: 60 }, (event) => {
        seen[name]?.push(event);
        return name === 'mail' && seen.mail?.length === 1
          ? Promise.reject(new Error('mail server down'))
          : Promise.resolve();
      });
    }
    await jobs.start();
    try {
      const kept = crypto.randomUUID();
      await db.transaction(async (tx) => {
        await recordAuditEvent(tx, approved(kept));
        // A type nobody subscribes to stays an audit event only (migration 0014).
        await recordAuditEvent(tx, { ...approved(kept), type: 'listing.rejected' });
      });
      await db
        .transaction(async (tx) => {
          await recordAuditEvent(tx, approved(crypto.randomUUID()));
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      expect(await jobs.relayEvents()).toBe(1);
      expect(await jobs.relayEvents()).toBe(0);
      expect(await jobs.runReady('listing.approved/feed')).toBe(1);
      expect(await jobs.runReady('listing.approved/mail')).toBe(1);
      expect(seen.feed).toEqual([
        {
          id: expect.any(String) as string,
          type: 'listing.approved',
          actorId: null,
          subjectType: 'listing',
          subjectId: kept,
          data: { note: kept.slice(0, 4) },
          at: '2026-11-28T06:00:00.000Z',
        },
      ]);
      // The mail subscriber failed; its retry waits its delay, apart from the feed's success.
      expect(seen.mail).toHaveLength(1);
      expect(await jobs.runReady('listing.approved/feed')).toBe(0);
      const left = await db.executeSql('select count(*)::int as n from domain_events');
      expect(left.rows).toEqual([{ n: 0 }]);
    } finally {
      await jobs.stop();
    }
  });

  it('a subscriber with a batch handler takes the events fetched together at once; a failed batch runs them one by one', async () => {
    const jobs = new Jobs({ db, log, work: false });
    const calls: string[][] = [];
    let failBatch = false;
    const probe = (subjectId: string) =>
      db.transaction((tx) =>
        recordDomainEvent(tx, {
          type: 'probe.batched',
          subjectType: 'probe',
          subjectId,
          at: new Date(),
        }),
      );
    jobs.subscribe(
      'probe.batched',
      'both',
      {},
      (event) => {
        calls.push([event.subjectId]);
        return Promise.resolve();
      },
      {
        batch: (items) => {
          if (failBatch) return Promise.reject(new Error('one of them is bad'));
          calls.push(items.map((item) => item.data.subjectId));
          return Promise.resolve(undefined);
        },
      },
    );
    await jobs.start();
    try {
      const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
      for (const id of ids) await probe(id);
      expect(await jobs.drain()).toBe(3);
      // One call with the three (in the order the fetch gave them).
      expect(calls.map((call) => [...call].sort())).toEqual([[...ids].sort()]);
      calls.length = 0;
      failBatch = true;
      for (const id of ids) await probe(id);
      expect(await jobs.drain()).toBe(3);
      expect(calls.map((call) => call.length)).toEqual([1, 1, 1]);
      expect(calls.flat().sort()).toEqual([...ids].sort());
    } finally {
      await jobs.stop();
    }
  });

  it('drain relays events and runs what their subscribers send, until nothing is ready', async () => {
    const jobs = new Jobs({ db, log, work: false });
    const chain: string[] = [];
    jobs.subscribe('probe.first', 'next', {}, async (event) => {
      chain.push(`first ${event.subjectId}`);
      // A subscriber's own change commits a further event: the same drain runs its subscriber.
      await db.transaction((tx) =>
        recordDomainEvent(tx, {
          type: 'probe.second',
          subjectType: 'probe',
          subjectId: event.subjectId,
          at: new Date(),
        }),
      );
    });
    jobs.subscribe('probe.second', 'last', {}, (event) => {
      chain.push(`second ${event.subjectId}`);
      return Promise.resolve();
    });
    await jobs.start();
    try {
      const id = crypto.randomUUID();
      await db
        .transaction(async (tx) => {
          await recordDomainEvent(tx, {
            type: 'probe.first',
            subjectType: 'probe',
            subjectId: id,
            at: new Date(),
          });
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      expect(await jobs.drain()).toBe(0);
      await db.transaction((tx) =>
        recordDomainEvent(tx, {
          type: 'probe.first',
          subjectType: 'probe',
          subjectId: id,
          at: new Date(),
        }),
      );
      expect(await jobs.drain()).toBe(2);
      expect(chain).toEqual([`first ${id}`, `second ${id}`]);
      expect(await jobs.drain()).toBe(0);
    } finally {
      await jobs.stop();
    }
  });

  it('a cron the code no longer declares loses its schedule when a working instance starts', async () => {
    const schedules = async () =>
      (await db.executeSql('select name from pgboss.schedule order by name')).rows;
    const before = new Jobs({ db, log, work: true });
    before.every('test.retired', '5 4 * * *', {}, () => Promise.resolve());
    before.every('test.kept', '5 4 * * *', {}, () => Promise.resolve());
    await before.start();
    await before.stop();
    expect(await schedules()).toEqual(
      expect.arrayContaining([{ name: 'test.kept' }, { name: 'test.retired' }]),
    );
    const after = new Jobs({ db, log, work: true });
    after.every('test.kept', '5 4 * * *', {}, () => Promise.resolve());
    await after.start();
    await after.stop();
    const left = await schedules();
    expect(left).toContainEqual({ name: 'test.kept' });
    expect(left).not.toContainEqual({ name: 'test.retired' });
  });

  it('a working instance relays a committed event to its subscriber within a second', async () => {
    const jobs = new Jobs({ db, log, work: true });
    let resolve: (id: string) => void = () => undefined;
    const ran = new Promise<string>((r) => (resolve = r));
    jobs.subscribe('listing.approved', 'quick', {}, (event) => {
      resolve(event.subjectId);
      return Promise.resolve();
    });
    await jobs.start();
    try {
      const id = crypto.randomUUID();
      const sent = performance.now();
      await db.transaction((tx) => recordAuditEvent(tx, approved(id)));
      expect(await ran).toBe(id);
      expect(performance.now() - sent).toBeLessThan(1_000);
    } finally {
      await jobs.stop();
    }
  });

  it('under load a working instance relays at most once a second: commits close together share a relay and a fetch', async () => {
    const jobs = new Jobs({ db, log, work: true });
    const batches: string[][] = [];
    let seen = 0;
    let resolve: () => void = () => undefined;
    const all = new Promise<void>((r) => (resolve = r));
    const took = (ids: string[]) => {
      batches.push(ids);
      seen += ids.length;
      if (seen === 3) resolve();
      return Promise.resolve(undefined);
    };
    jobs.subscribe('listing.approved', 'gathered', {}, (event) => took([event.subjectId]), {
      batch: (items) => took(items.map((item) => item.data.subjectId)),
    });
    await jobs.start();
    try {
      const [first, second, third] = [
        crypto.randomUUID(),
        crypto.randomUUID(),
        crypto.randomUUID(),
      ];
      const firstCommitted = performance.now();
      await db.transaction((tx) => recordAuditEvent(tx, approved(first)));
      await vi.waitFor(() => expect(seen).toBe(1), { timeout: 5_000, interval: 10 });
      await db.transaction((tx) => recordAuditEvent(tx, approved(second)));
      await db.transaction((tx) => recordAuditEvent(tx, approved(third)));
      await all;
      // One job per fetch, then both in one (their order within the fetch is the library's).
      expect(batches.map((ids) => [...ids].sort())).toEqual([[first], [second, third].sort()]);
      // The second relay began a second after the first (which may have begun a moment before
      // the first commit, if the catch-up job's relay took it).
      expect(performance.now() - firstCommitted).toBeGreaterThan(RELAY_INTERVAL_MS - 100);
    } finally {
      await jobs.stop();
    }
  });

  it('an event subscribed as urgent relays at once, not held back a second behind the last relay', async () => {
    const jobs = new Jobs({ db, log, work: true });
    const seen: string[] = [];
    const took = (event: DomainEvent) => {
      seen.push(event.subjectId);
      return Promise.resolve();
    };
    jobs.subscribe('listing.approved', 'held', {}, took);
    jobs.subscribe('auction.scheduled', 'waited-for', {}, took, { urgent: true });
    await jobs.start();
    try {
      const [first, second, third] = [
        crypto.randomUUID(),
        crypto.randomUUID(),
        crypto.randomUUID(),
      ];
      await db.transaction((tx) => recordAuditEvent(tx, approved(first)));
      await vi.waitFor(() => expect(seen).toEqual([first]), { timeout: 5_000, interval: 5 });
      // Within the second after that relay: this one waits for the next…
      await db.transaction((tx) => recordAuditEvent(tx, approved(second)));
      // …which this one brings forward, for both.
      const sent = performance.now();
      await db.transaction((tx) =>
        recordAuditEvent(tx, {
          ...approved(third),
          type: 'auction.scheduled',
          subjectType: 'auction',
        }),
      );
      await vi.waitFor(() => expect([...seen].sort()).toEqual([first, second, third].sort()), {
        timeout: 5_000,
        interval: 5,
      });
      expect(performance.now() - sent).toBeLessThan(RELAY_INTERVAL_MS / 2);
    } finally {
      await jobs.stop();
    }
  });
});
