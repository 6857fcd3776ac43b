import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, type ConstructorOptions, type QueuePolicy } from 'pg-boss';
import type { Database, Executor } from '../../db/index.js';
import { JOBS_SCHEMA } from '../../db/jobs-schema.js';

/** Where the job library reports what goes wrong in the background. */
export interface JobsLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** How one queue's jobs are retried and held; the library's defaults where absent. */
export interface QueueSpec {
  /** `singleton`: at most one job of the queue runs at a time across the cluster. */
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
}

/** What a handler learns of its job besides the data. */
export interface JobInfo {
  id: string;
  /** 0 on the first try. */
  retryCount: number;
}

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

export interface SendOptions {
  /** The open transaction to insert the job in: it exists if and only if that commits. */
  tx?: Executor;
  /**
   * On a `stately` or `singleton` queue, at most one waiting job per key: a second send while
   * one waits is a no-op (answers null).
   */
  singletonKey?: string;
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

/** The suffix of the queue a queue's given-up jobs are copied to. */
export const DEAD_LETTER_SUFFIX = '.dead';

type JobsDatabase = NonNullable<ConstructorOptions['db']>;
type DrizzleLike = Parameters<typeof fromDrizzle>[0];

interface Defined {
  spec: QueueSpec;
  handler: JobHandler<unknown>;
  cron?: string;
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
  #boss: PgBoss | undefined;

  constructor(deps: { db: Database; log: JobsLog; work: boolean }) {
    this.#db = deps.db;
    this.#log = deps.log;
    this.#work = deps.work;
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
      useListenNotify: this.#work,
      registerInstance: false,
    });
    boss.on('error', (err) => this.#log.error({ err }, 'job library error'));
    boss.on('warning', (warning) => this.#log.warn({ warning }, 'job library warning'));
    await boss.start();
    this.#boss = boss;
    for (const [name, { spec, cron }] of this.#defined) {
      const options = {
        policy: spec.policy ?? 'standard',
        retryLimit: spec.retryLimit,
        retryDelay: spec.retryDelay,
        retryBackoff: spec.retryBackoff,
        retryDelayMax: spec.retryDelayMax,
        expireInSeconds: spec.expireInSeconds,
        // A job sent wakes the workers at once (on commit) rather than at their next look.
        notify: true,
      };
      const defined = Object.fromEntries(
        Object.entries(options).filter(([, value]) => value !== undefined),
      );
      const dead = name + DEAD_LETTER_SUFFIX;
      if (!(await boss.getQueue(dead))) await boss.createQueue(dead);
      if (await boss.getQueue(name)) await boss.updateQueue(name, { ...defined, deadLetter: dead });
      else await boss.createQueue(name, { ...defined, deadLetter: dead });
      if (this.#work && cron) await boss.schedule(name, cron, null, { tz: 'UTC' });
    }
    if (!this.#work) return;
    for (const [name, { spec, handler }] of this.#defined) {
      await boss.work(
        name,
        {
          localConcurrency: spec.localConcurrency ?? 1,
          pollingIntervalSeconds: spec.pollingIntervalSeconds ?? 2,
        },
        async ([job]) => {
          if (job) await handler(job.data, { id: job.id, retryCount: job.retryCount });
        },
      );
    }
  }

  /** Stops taking jobs, waits a little for those running, then stops. */
  async stop(): Promise<void> {
    const boss = this.#boss;
    this.#boss = undefined;
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
      ...(opts.startAfter && { startAfter: opts.startAfter }),
    });
  }

  /**
   * Runs the jobs of `name` that are ready now, one by one, here, as a worker would (a failure
   * is recorded and retried later): for tests and for an instance started without workers.
   * Answers how many ran.
   */
  async runReady(name: string): Promise<number> {
    const boss = this.#started();
    const defined = this.#defined.get(name);
    if (!defined) throw new Error(`Unknown queue ${name}.`);
    let ran = 0;
    for (;;) {
      const [job] = await boss.fetch<object>(name, { batchSize: 1 });
      if (!job) return ran;
      ran++;
      try {
        await defined.handler(job.data, { id: job.id, retryCount: job.retryCount });
        await boss.complete(name, job.id);
      } catch (err) {
        await boss.fail(name, job.id, { message: err instanceof Error ? err.message : 'failed' });
      }
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
