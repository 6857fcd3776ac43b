import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, type Database } from '../../src/db/index.js';
import { recordAuditEvent } from '../../src/lib/audit.js';
import { Jobs } from '../../src/lib/jobs/index.js';
import { freshPostgresDatabase } from '../helpers.js';
import { exitCode, output, processScope, runTs } from '../process.js';
import { PROBE_SPEC } from './jobs-probe.js';

// Issue 30: an instance killed while events and jobs are in flight loses none. Real processes
// on one PostgreSQL database (the embedded database is one process by nature).
const { track } = processScope('gavel-jobs-crash-');

describe.skipIf(inject('testDb') !== 'postgres')('jobs and domain events across a crash', () => {
  let url: string;
  let drop: () => Promise<void>;
  let db: Database;
  beforeAll(async () => {
    ({ url, drop } = await freshPostgresDatabase());
    db = openPostgres(url, 2);
    await db.executeSql(
      'create table probe_runs (event_id uuid not null, pid int not null); ' +
        'create table probe_effects (event_id uuid primary key)',
    );
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  const commitEvents = async (n: number) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const subjectId = randomUUID();
      await db.transaction((tx) =>
        recordAuditEvent(tx, {
          type: 'listing.approved',
          actorId: null,
          subjectType: 'listing',
          subjectId,
          at: new Date(),
        }),
      );
      ids.push(subjectId);
    }
    return ids;
  };
  const instance = (env: Record<string, string> = {}) => {
    const child = track(
      runTs('test/reliability/jobs-instance.ts', [], { DATABASE_URL: url, ...env }),
    );
    return { child, log: output(child), done: exitCode(child) };
  };
  const count = async (sql: string) => ((await db.executeSql(sql)).rows[0] as { n: number }).n;

  it('every event committed reaches its subscriber exactly once in effect, though an instance dies', async () => {
    // An instance ran before, and its start registered the subscription (the audit trigger keeps
    // only the events of subscribed types, migration 0014); then it went away.
    const earlier = new Jobs({
      db,
      log: { error: () => undefined, warn: () => undefined },
      work: false,
    });
    earlier.subscribe('listing.approved', 'probe', PROBE_SPEC, () => Promise.resolve());
    await earlier.start();
    await earlier.stop();
    // Committed while no instance runs: as if the instance that made them died before relaying.
    await commitEvents(5);
    // This one relays them at its start, takes a job, makes its effect and dies before the job
    // is completed.
    const dying = instance({ DIE_IN_HANDLER: '1' });
    expect(await dying.done, dying.log()).toBeNull();
    expect(await count('select count(*)::int as n from probe_runs')).toBe(1);
    await commitEvents(5);

    const survivor = instance();
    const started = Date.now();
    while ((await count('select count(*)::int as n from probe_effects')) < 10) {
      if (Date.now() - started > 90_000) {
        const states = await db.executeSql(
          'select name, state, retry_count, count(*)::int as n from pgboss.job group by 1, 2, 3',
        );
        const effects = await count('select count(*)::int as n from probe_effects');
        const events = await count('select count(*)::int as n from domain_events');
        throw new Error(
          `effects ${effects}, events ${events}, jobs ${JSON.stringify(states.rows)}: ${survivor.log()}`,
        );
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    // A moment more: nothing runs a second time once its job completed.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await count('select count(*)::int as n from probe_effects')).toBe(10);
    expect(await count('select count(*)::int as n from domain_events')).toBe(0);
    // The job the dead instance held ran again (at least once), its effect stayed one.
    expect(
      await count(
        'select count(*)::int as n from (select event_id from probe_runs group by event_id having count(*) > 1) r',
      ),
    ).toBe(1);
    expect(
      await count(
        "select count(*)::int as n from pgboss.job where name = 'listing.approved/probe' and state <> 'completed'",
      ),
    ).toBe(0);
    survivor.child.kill('SIGTERM');
    await survivor.done;
  }, 180_000);
});
