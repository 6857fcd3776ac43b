import { randomUUID } from 'node:crypto';
import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import { PgBoss, fromDrizzle, type ConstructorOptions, type QueuePolicy } from 'pg-boss';
import type { Database, Executor } from '../../db/index.js';
import { JOBS_SCHEMA } from '../../db/jobs-schema.js';
import { domainEventTypes, domainEvents } from '../schema.js';

/** Where the job library reports what goes wrong in the background. */
export interface JobsLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** How one queue's jobs are retried and held; the library's defaults where absent. */
export interface QueueSpec {
  /**
   * `singleton`: at most one job of the queue runs at a time across the cluster; `exclusive`: at
   * most one job per `singletonKey` waiting or running, so a second send meanwhile is a no-op.
   */
  policy?: QueuePolicy;
  /** Tries after the first; then the job goes to the queue's dead letters. */
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time with `retryBackoff`. */
  retryDelay?: number;
  retryBackoff?: boolean;
  retryDelayMax?: number;
  /** A job running longer is taken as lost (its instance died) and tried again. */
  expireInSeconds?: number;
  /** Jobs one instance runs side by side. */
  localConcurrency?: number;
  /** How often an idle worker looks (a NOTIFY wakes it sooner). */
  pollingIntervalSeconds?: number;
  /**
   * Jobs a worker fetches at once (5 unless given): a queue whose batch handler does a fetch's
   * work in one statement takes more, so a backlog costs fewer fetches and completions.
   */
  batchSize?: number;
}

/** What a handler learns of its job besides the data. */
export interface JobInfo {
  id: string;
  /** 0 on the first try. */
  retryCount: number;
}

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

/**
 * Runs the jobs of one fetch at once. Answers undefined when all are done, or per job (in order)
 * null or the error that job fails with (it is retried alone). Throwing fails none: each job
 * then runs alone through the queue's handler.
 */
export type BatchHandler<T> = (
  items: { data: T; job: JobInfo }[],
) => Promise<(Error | null)[] | undefined>;

export interface SendOptions {
  /** The open transaction to insert the job in: it exists if and only if that commits. */
  tx?: Executor;
  /**
   * On a `stately` or `singleton` queue, at most one waiting job per key: a second send while
   * one waits is a no-op (answers null).
   */
  singletonKey?: string;
  /**
   * With `singletonKey`: at most one job per key in each slot of this many seconds (UTC), whatever
   * became of the slot's job (done, failed or waiting): a throttle.
   */
  singletonSeconds?: number;
  startAfter?: Date;
}

export interface QueueFigures {
  name: string;
  /** Waiting: ready now or due later, retries included. */
  queued: number;
  active: number;
  /** Given up after its retries: the jobs its dead-letter queue holds. */
  failed: number;
  /** Age of the oldest job ready and not yet taken (s); 0 when none waits. */
  oldestWaitingSeconds: number;
}

/**
 * A domain event as its subscribers get it: an audit event of the change that committed
 * (ADR 041). `id` is the same on every delivery: what a subscriber dedupes by.
 */
export interface DomainEvent<T = Record<string, unknown>> {
  id: string;
  type: string;
  actorId: string | null;
  subjectType: string;
  subjectId: string;
  data: T;
  /** ISO time of the change. */
  at: string;
}

export interface DomainEventInput {
  type: string;
  actorId?: string | null;
  subjectType: string;
  subjectId: string;
  data?: Record<string, unknown>;
  at: Date;
}

/**
 * Writes a domain event that is not an audit event (audit events become domain events by
 * themselves, through the trigger of migration 0013) in `ex`, the transaction of the change: it
 * reaches its subscribers after, and only if, that commits. Answers the event's id.
 */
export async function recordDomainEvent(ex: Executor, event: DomainEventInput): Promise<string> {
  const id = randomUUID();
  await domainEventInsert(ex, [{ ...event, id }]);
  return id;
}

/**
 * The insert of domain events that are not audit events, to run now or as part of one combined
 * statement (`runAsOne`): a change that holds a hot lock records its events without a round trip.
 */
export function domainEventInsert(ex: Executor, events: (DomainEventInput & { id?: string })[]) {
  return ex.insert(domainEvents).values(
    events.map((event) => ({
      id: event.id ?? randomUUID(),
      type: event.type,
      actorId: event.actorId ?? null,
      subjectType: event.subjectType,
      subjectId: event.subjectId,
      data: event.data ?? {},
      createdAt: event.at,
    })),
  );
}

/**
 * A part of one combined statement (`runAsOne`) that records a domain event for each row the
 * earlier part `from` returned (its `id` the event's subject, its `created_at` the event's
 * time): a writer of many rows, or of rows whose ids the database makes, records their events
 * without a round trip of its own.
 */
export function domainEventsForRows(
  from: string,
  event: { type: string; subjectType: string },
): SQL {
  const rows = sql.identifier(from);
  return sql`insert into ${domainEvents}
      (id, type, actor_id, subject_type, subject_id, data, created_at)
    select gen_random_uuid(), ${event.type}::text, null, ${event.subjectType}::text, ${rows}.id,
      '{}'::jsonb, ${rows}.created_at
    from ${rows}`;
}

/** Jobs a worker (or `runReady`) fetches at once from a queue: 5 unless its spec says. */
const batchSizeOf = (spec: QueueSpec) => spec.batchSize ?? 5;

/** Events moved into their subscribers' jobs per relay transaction. */
export const RELAY_BATCH = 200;
/**
 * An instance relays at most once in this many milliseconds: the first wake-up (a commit's
 * NOTIFY) after a quiet spell, or after a relay that found nothing, relays at once; under load
 * the events of a second's commits share one relay transaction and their subscribers one fetch
 * each (issue 30: a relay's statements and its subscribers' fetches and completions cost about
 * the same for one event as for a hundred; docs/performance.md).
 */
export const RELAY_INTERVAL_MS = 1_000;
/** The catch-up relay, once a minute per cluster: events a lost NOTIFY left behind. */
export const RELAY_QUEUE = 'domain-events.relay';

/** The suffix of the queue a queue's given-up jobs are copied to. */
export const DEAD_LETTER_SUFFIX = '.dead';

type JobsDatabase = NonNullable<ConstructorOptions['db']>;
type DrizzleLike = Parameters<typeof fromDrizzle>[0];

interface Defined {
  spec: QueueSpec;
  handler: JobHandler<unknown>;
  /** Runs several jobs at once; when it throws, each job runs alone through `handler`. */
  batch?: BatchHandler<unknown>;
  cron?: string;
}

/** What a fetch of jobs came to, job by job (pg-boss's per-job results). */
interface JobResult {
  id: string;
  status: 'completed' | 'failed';
  output?: object;
}

/**
 * Background work on pg-boss (ADR 041), on whichever database the app runs: PGlite through our
 * serial queue, PostgreSQL through our pool. Queues are declared while modules register; `start`
 * creates them and, when `work` is on, starts their workers on this instance. Every queue has its
 * dead letters beside it. Handlers run at least once: they must be idempotent.
 */
export class Jobs {
  readonly #db: Database;
  readonly #log: JobsLog;
  readonly #work: boolean;
  readonly #defined = new Map<string, Defined>();
  /** Event type → the queues of its subscribers. */
  readonly #subscribers = new Map<string, string[]>();
  #boss: PgBoss | undefined;
  #stopListening: (() => Promise<void>) | undefined;
  #relaying: Promise<void> | undefined;
  #wokenUp = false;
  /** A commit of an urgent type's event woke the relay since the last began. */
  #urgent = false;
  readonly #urgentTypes = new Set<string>();
  /** The queues of urgent subscribers, and how many of their jobs run on this instance now. */
  readonly #urgentQueues = new Set<string>();
  #urgentRunning = 0;
  /** Resolves when no urgent job runs here: the other queues' fetched jobs wait for it. */
  #urgentDone: Promise<void> = Promise.resolve();
  #endUrgent: () => void = () => undefined;
  #relayTimer: NodeJS.Timeout | undefined;
  /** When the last relay that moved events, or failed, began (`performance.now()`). */
  #lastRelayAt = -Infinity;

  readonly #superviseSeconds: number | undefined;

  /**
   * `superviseSeconds`: how often a working instance looks for jobs whose instance died (their
   * `expireInSeconds` passed) to retry them; pg-boss's default (60 s) when absent.
   */
  constructor(deps: { db: Database; log: JobsLog; work: boolean; superviseSeconds?: number }) {
    this.#db = deps.db;
    this.#log = deps.log;
    this.#work = deps.work;
    this.#superviseSeconds = deps.superviseSeconds;
  }

  /** Declares a queue and what runs its jobs; before `start`. */
  define<T>(name: string, spec: QueueSpec, handler: JobHandler<T>): void {
    if (this.#boss) throw new Error(`Queue ${name} declared after the jobs started.`);
    if (this.#defined.has(name)) throw new Error(`Queue ${name} declared twice.`);
    this.#defined.set(name, { spec, handler: handler as JobHandler<unknown> });
  }

  /**
   * Declares a queue whose one job is sent on `cron` (UTC, minute resolution) by whichever
   * instance's clock comes first: once per cluster, not per instance.
   */
  every(name: string, cron: string, spec: QueueSpec, handler: () => Promise<void>): void {
    this.define(name, { policy: 'singleton', ...spec }, handler);
    const defined = this.#defined.get(name);
    if (defined) defined.cron = cron;
  }

  /**
   * Subscribes `subscriber` to the domain events of `type`: each event committed becomes one job
   * of the queue `type/subscriber`, run at least once on whichever instance takes it, retried
   * apart from the other subscribers'. The handler must be idempotent (dedupe by `event.id`).
   */
  subscribe<T = Record<string, unknown>>(
    type: string,
    subscriber: string,
    spec: QueueSpec,
    handler: (event: DomainEvent<T>, job: JobInfo) => Promise<void>,
    opts: {
      /**
       * Handles the events of several jobs fetched together at once (under load: one statement
       * for many events instead of one each); see `BatchHandler`.
       */
      batch?: BatchHandler<DomainEvent<T>>;
      /**
       * Someone is waiting for this event's effect (a saved search's instant alert, issue 33):
       * its commit relays at once, not held back behind a busy relay (`RELAY_INTERVAL_MS`), and
       * while its job runs on an instance the other queues' next jobs there wait for it to end.
       */
      urgent?: boolean;
    } = {},
  ): void {
    const name = `${type}/${subscriber}`;
    if (opts.urgent) {
      this.#urgentTypes.add(type);
      this.#urgentQueues.add(name);
    }
    this.define<DomainEvent<T>>(name, spec, (event, job) => handler(event, job));
    const defined = this.#defined.get(name);
    if (defined && opts.batch) defined.batch = opts.batch as BatchHandler<unknown>;
    this.#subscribers.set(type, [...(this.#subscribers.get(type) ?? []), name]);
  }

  /**
   * Moves committed domain events into their subscribers' jobs, oldest first, and deletes them,
   * in one transaction per batch: an event reaches its subscribers' queues exactly once, however
   * many instances relay at the same moment (rows another holds are skipped). Events nobody
   * subscribes to are only deleted. Answers how many events it moved.
   */
  async relayEvents(): Promise<number> {
    const boss = this.#started();
    let total = 0;
    for (;;) {
      const moved = await this.#db.transaction(async (tx) => {
        const ids = tx
          .select({ id: domainEvents.id })
          .from(domainEvents)
          .orderBy(asc(domainEvents.createdAt))
          .limit(RELAY_BATCH)
          .for('update', { skipLocked: true });
        const rows = await tx.delete(domainEvents).where(inArray(domainEvents.id, ids)).returning();
        rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
        const byQueue = new Map<string, DomainEvent[]>();
        for (const row of rows) {
          const event: DomainEvent = {
            id: row.id,
            type: row.type,
            actorId: row.actorId,
            subjectType: row.subjectType,
            subjectId: row.subjectId,
            data: row.data,
            at: row.createdAt.toISOString(),
          };
          for (const queue of this.#subscribers.get(row.type) ?? []) {
            byQueue.set(queue, [...(byQueue.get(queue) ?? []), event]);
          }
        }
        const db = fromDrizzle(tx as unknown as DrizzleLike, sql);
        for (const [queue, events] of byQueue) {
          await boss.insert(
            queue,
            events.map((data) => ({ data })),
            { db },
          );
        }
        return rows.length;
      });
      total += moved;
      if (moved < RELAY_BATCH) return total;
    }
  }

  /**
   * One relay at a time on this instance, at most one per `RELAY_INTERVAL_MS`: a wake-up while
   * one runs, or sooner than that after the last began, relays once more when the time comes;
   * an urgent one (an event of a type subscribed `urgent`) as soon as the running one ends.
   */
  #wakeRelay(urgent = false): void {
    this.#wokenUp = true;
    if (urgent) this.#urgent = true;
    this.#scheduleRelay();
  }

  #scheduleRelay(): void {
    if (this.#relaying || !this.#boss) return;
    if (this.#relayTimer) {
      // A relay held back is brought forward by an urgent event's commit.
      if (!this.#urgent) return;
      clearTimeout(this.#relayTimer);
    }
    const wait = this.#urgent
      ? 0
      : Math.max(0, this.#lastRelayAt + RELAY_INTERVAL_MS - performance.now());
    this.#relayTimer = setTimeout(() => {
      this.#relayTimer = undefined;
      void this.#relayInTurn();
    }, wait);
  }

  /**
   * Relays once this instance's relay running now, if any, has ended (a wake-up's, or the
   * catch-up job's, which is not held back); wake-ups meanwhile schedule the next.
   */
  #relayInTurn(): Promise<void> {
    const relay: Promise<void> = (this.#relaying ?? Promise.resolve())
      .then(() => this.#relayOnce())
      .finally(() => {
        if (this.#relaying !== relay) return;
        this.#relaying = undefined;
        if (this.#wokenUp) this.#scheduleRelay();
      });
    this.#relaying = relay;
    return relay;
  }

  async #relayOnce(): Promise<void> {
    // The wake-ups so far are answered by this relay; those that come meanwhile, by the next.
    this.#wokenUp = false;
    this.#urgent = false;
    const began = performance.now();
    try {
      // A relay that found nothing holds the next one back no more than a quiet spell would.
      if ((await this.relayEvents()) > 0) this.#lastRelayAt = began;
    } catch (err) {
      this.#lastRelayAt = began;
      this.#log.error({ err }, 'relaying domain events failed');
    }
  }

  get names(): string[] {
    return [...this.#defined.keys()];
  }

  async start(): Promise<void> {
    const executor: JobsDatabase = {
      executeSql: (text, values) => this.#db.executeSql(text, values),
      listen: async (channel, onNotification, onReconnect) => {
        const stop = await this.#db.listen(channel, {
          onNotify: onNotification,
          onReconnect,
        });
        onReconnect();
        return { close: stop };
      },
    };
    const boss = new PgBoss({
      db: executor,
      backend: this.#db.kind === 'pglite' ? 'pglite' : 'postgres',
      schema: JOBS_SCHEMA,
      // The schema comes with our migrations (db/jobs-schema.ts); a newer pg-boss migrates it.
      migrate: true,
      // Cron and maintenance only on instances that work: a test app sends and runs by hand.
      schedule: this.#work,
      supervise: this.#work,
      ...(this.#superviseSeconds !== undefined && {
        superviseIntervalSeconds: this.#superviseSeconds,
      }),
      useListenNotify: this.#work,
      registerInstance: false,
    });
    boss.on('error', (err) => this.#log.error({ err }, 'job library error'));
    boss.on('warning', (warning) => this.#log.warn({ warning }, 'job library warning'));
    await boss.start();
    this.#boss = boss;
    // The audit trigger copies only the types some instance subscribes to (migration 0014).
    const types = [...this.#subscribers.keys()];
    if (types.length > 0) {
      await this.#db.transaction((tx) =>
        tx
          .insert(domainEventTypes)
          .values(types.map((type) => ({ type })))
          .onConflictDoNothing(),
      );
    }
    // Always, subscribers or not: the relay is also what deletes events nobody subscribes to.
    if (!this.#defined.has(RELAY_QUEUE)) {
      this.#defined.set(RELAY_QUEUE, {
        spec: { policy: 'singleton', retryLimit: 0 },
        handler: async () => {
          await this.#relayInTurn();
        },
        cron: '* * * * *',
      });
    }
    for (const [name, { spec, cron }] of this.#defined) {
      const options = {
        retryLimit: spec.retryLimit,
        retryDelay: spec.retryDelay,
        retryBackoff: spec.retryBackoff,
        retryDelayMax: spec.retryDelayMax,
        expireInSeconds: spec.expireInSeconds,
        // A job sent wakes the workers at once (on commit) rather than at their next look.
        notify: true,
      };
      const changeable = Object.fromEntries(
        Object.entries(options).filter(([, value]) => value !== undefined),
      );
      const dead = name + DEAD_LETTER_SUFFIX;
      if (!(await boss.getQueue(dead))) await boss.createQueue(dead);
      // A queue's policy is fixed once made; its retries follow the code of the newest start.
      const policy = spec.policy ?? 'standard';
      if (await boss.getQueue(name)) {
        await boss.updateQueue(name, { ...changeable, deadLetter: dead });
      } else {
        await boss.createQueue(name, { ...changeable, policy, deadLetter: dead });
      }
      if (this.#work && cron) await boss.schedule(name, cron, null, { tz: 'UTC' });
    }
    if (!this.#work) return;
    // A cron the code no longer declares (a job renamed or retired) would go on sending jobs
    // nobody takes: its schedule goes with it.
    for (const { name } of await boss.getSchedules()) {
      if (!this.#defined.get(name)?.cron) await boss.unschedule(name);
    }
    // A commit notifies once per type of the events it wrote (migration 0021).
    this.#stopListening = await this.#db.listen('domain_events', {
      onNotify: (type) => this.#wakeRelay(this.#urgentTypes.has(type)),
      onReconnect: () => this.#wakeRelay(),
    });
    // Events a crash left between their commit and their relay.
    this.#wakeRelay();
    for (const [name, { spec }] of this.#defined) {
      // A few jobs per fetch, run one after the other, each completed or failed on its own; a
      // full fetch fetches again at once (a backlog drains without waiting for the next poll).
      await boss.work<object>(
        name,
        {
          localConcurrency: spec.localConcurrency ?? 1,
          batchSize: batchSizeOf(spec),
          burstWhenBatchFull: true,
          perJobResults: true,
          pollingIntervalSeconds: spec.pollingIntervalSeconds ?? 2,
          // With NOTIFY a sent job wakes the worker; this look finds retries that came due.
          notifyPollingIntervalSeconds: Math.max(5, spec.pollingIntervalSeconds ?? 2),
        },
        (batch) => this.#run(name, batch),
      );
    }
  }

  /**
   * Runs fetched jobs of `name`: all at once through the queue's batch handler when it has one,
   * else (or when that fails) one after the other, each completed or failed on its own.
   */
  async #run(
    name: string,
    jobs: { id: string; data: unknown; retryCount: number }[],
  ): Promise<JobResult[]> {
    const defined = this.#defined.get(name);
    if (!defined) throw new Error(`Unknown queue ${name}.`);
    if (this.#urgentQueues.has(name))
      return this.#runUrgent(() => this.#runNow(name, defined, jobs));
    // A batch fetched while an urgent job runs here starts once it has ended: the CPU of an
    // instance busy with bulk work (a thousand alert emails) goes to what someone waits for.
    await this.#urgentDone;
    return this.#runNow(name, defined, jobs);
  }

  async #runUrgent(run: () => Promise<JobResult[]>): Promise<JobResult[]> {
    if (this.#urgentRunning++ === 0) {
      this.#urgentDone = new Promise((resolve) => (this.#endUrgent = resolve));
    }
    try {
      return await run();
    } finally {
      if (--this.#urgentRunning === 0) this.#endUrgent();
    }
  }

  async #runNow(
    name: string,
    defined: Defined,
    jobs: { id: string; data: unknown; retryCount: number }[],
  ): Promise<JobResult[]> {
    if (defined.batch && jobs.length > 1) {
      try {
        const errors = await defined.batch(
          jobs.map((job) => ({ data: job.data, job: { id: job.id, retryCount: job.retryCount } })),
        );
        return jobs.map((job, i) => {
          const err = errors?.[i];
          if (!err) return { id: job.id, status: 'completed' };
          this.#log.warn({ err, queue: name, jobId: job.id }, 'job failed; retried later');
          return { id: job.id, status: 'failed', output: { message: err.message } };
        });
      } catch (err) {
        this.#log.warn({ err, queue: name }, 'a batch of jobs failed; each runs alone');
      }
    }
    const results: JobResult[] = [];
    for (const job of jobs) {
      try {
        await defined.handler(job.data, { id: job.id, retryCount: job.retryCount });
        results.push({ id: job.id, status: 'completed' });
      } catch (err) {
        this.#log.warn({ err, queue: name, jobId: job.id }, 'job failed; retried later');
        const message = err instanceof Error ? err.message : 'failed';
        results.push({ id: job.id, status: 'failed', output: { message } });
      }
    }
    return results;
  }

  /** Stops taking jobs, waits a little for those running, then stops. */
  async stop(): Promise<void> {
    const boss = this.#boss;
    this.#boss = undefined;
    await this.#stopListening?.();
    clearTimeout(this.#relayTimer);
    this.#relayTimer = undefined;
    await this.#relaying;
    await boss?.stop({ graceful: true, timeout: 5_000, close: false });
  }

  #started(): PgBoss {
    if (!this.#boss) throw new Error('The jobs have not started.');
    return this.#boss;
  }

  /** Sends one job; inside `tx` when given. Answers its id, or null when a singleton waits. */
  async send(name: string, data: object, opts: SendOptions = {}): Promise<string | null> {
    if (!this.#defined.has(name)) throw new Error(`Unknown queue ${name}.`);
    return this.#started().send(name, data, {
      ...(opts.tx && { db: fromDrizzle(opts.tx as unknown as DrizzleLike, sql) }),
      ...(opts.singletonKey !== undefined && { singletonKey: opts.singletonKey }),
      ...(opts.singletonSeconds !== undefined && { singletonSeconds: opts.singletonSeconds }),
      ...(opts.startAfter && { startAfter: opts.startAfter }),
    });
  }

  /**
   * Runs the jobs of `name` that are ready now, here, in fetches as a worker makes them (a
   * failure is recorded and retried later): for tests and for an instance started without workers.
   * Answers how many ran.
   */
  async runReady(name: string): Promise<number> {
    const boss = this.#started();
    const defined = this.#defined.get(name);
    if (!defined) throw new Error(`Unknown queue ${name}.`);
    let ran = 0;
    for (;;) {
      const jobs = await boss.fetch<object>(name, { batchSize: batchSizeOf(defined.spec) });
      if (jobs.length === 0) return ran;
      ran += jobs.length;
      const results = await this.#run(name, jobs);
      const completed = results.filter((r) => r.status === 'completed').map((r) => r.id);
      if (completed.length > 0) await boss.complete(name, completed);
      for (const failed of results.filter((r) => r.status === 'failed')) {
        await boss.fail(name, failed.id, failed.output);
      }
    }
  }

  /**
   * Relays the committed domain events, then runs every queue's ready jobs here, pass after pass,
   * until a pass finds none (a job's handler may commit events or send jobs of its own): what a
   * working cluster does soon after a commit, done now, but for the queues in `skip` (a test of
   * email delivery makes the notices, then sends their emails itself). For tests and tools on an
   * instance without workers; answers how many jobs ran.
   */
  async drain(opts: { skip?: readonly string[] } = {}): Promise<number> {
    const skip = new Set(opts.skip);
    let total = 0;
    for (;;) {
      await this.relayEvents();
      let ran = 0;
      for (const name of this.names) if (!skip.has(name)) ran += await this.runReady(name);
      total += ran;
      if (ran === 0) return total;
    }
  }

  /**
   * Each declared queue's figures, for the metrics: counted now in one statement (the library's
   * own counts are as of its last monitoring pass). Given-up jobs wait in the dead letters.
   */
  async figures(): Promise<QueueFigures[]> {
    if (!this.#boss) return [];
    const names = this.names;
    const { rows } = await this.#db.executeSql(
      `select name,
         count(*) filter (where state in ('created', 'retry'))::int as queued,
         count(*) filter (where state = 'active')::int as active,
         coalesce(extract(epoch from now() - min(created_on)
           filter (where state in ('created', 'retry') and start_after <= now())), 0)::float8
           as oldest
       from ${JOBS_SCHEMA}.job
       where name = any($1::text[]) and state <= 'active'
       group by name`,
      [[...names, ...names.map((name) => name + DEAD_LETTER_SUFFIX)]],
    );
    const byName = new Map(
      (rows as { name: string; queued: number; active: number; oldest: number }[]).map((r) => [
        r.name,
        r,
      ]),
    );
    return names.map((name) => {
      const queue = byName.get(name);
      return {
        name,
        queued: queue?.queued ?? 0,
        active: queue?.active ?? 0,
        failed: byName.get(name + DEAD_LETTER_SUFFIX)?.queued ?? 0,
        oldestWaitingSeconds: queue?.oldest ?? 0,
      };
    });
  }
}
