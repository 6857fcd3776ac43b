// One instance of the job machinery for the jobs crash test (jobs-crash.api.test.ts): it relays
// domain events and runs a probe subscriber whose effect is idempotent. With DIE_IN_HANDLER=1 it
// kills itself (SIGKILL) inside the handler, after the effect and before the job is completed.
import { openPostgres } from '../../src/db/index.js';
import { Jobs } from '../../src/lib/jobs/index.js';
import { PROBE_SPEC } from './jobs-probe.js';

const url = process.env.DATABASE_URL ?? '';
const die = process.env.DIE_IN_HANDLER === '1';
const db = openPostgres(url, 4);
const jobs = new Jobs({
  db,
  log: {
    error: (obj, msg) => console.error(msg, obj),
    warn: (obj, msg) => console.error(msg, JSON.stringify(obj)),
  },
  work: true,
  superviseSeconds: 1,
});
jobs.subscribe('listing.approved', 'probe', PROBE_SPEC, async (event) => {
  await db.executeSql('insert into probe_runs (event_id, pid) values ($1, $2)', [
    event.id,
    process.pid,
  ]);
  // The effect, idempotent by the event's id.
  await db.executeSql(
    'insert into probe_effects (event_id) values ($1) on conflict (event_id) do nothing',
    [event.id],
  );
  if (die) process.kill(process.pid, 'SIGKILL');
});
await jobs.start();
console.log('ready');
