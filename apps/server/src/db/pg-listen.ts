import pg from 'pg';

/** What a LISTEN on one channel reports (see Database.listen). */
export interface NotifyHandlers {
  /** Each NOTIFY payload on the channel, in the order the database delivered them. */
  onNotify(payload: string): void;
  /**
   * Listening again after the connection was lost: notifications sent in between are gone,
   * so whoever depends on them catches up from their tables.
   */
  onReconnect?(): void;
  /** A lost connection or a failed attempt to reconnect; listening goes on regardless. */
  onError?(err: unknown): void;
}

/** Stops listening and releases what listening held. */
export type StopListening = () => Promise<void>;

export interface ReconnectOptions {
  /** First wait before reconnecting (ms); doubles per failed attempt up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/** Shows the listener in pg_stat_activity (and lets tests find its backend). */
export const LISTENER_APPLICATION_NAME = 'gavel-listen';

/** Every LISTEN of one database, over one connection. */
export interface PgListener {
  /**
   * LISTENs on `channel`; resolves once listening. The first call opens the connection and
   * rejects when it fails (the database is as required at start as for migrations).
   */
  listen(channel: string, handlers: NotifyHandlers): Promise<StopListening>;
  /** Ends the connection; every listener stops. */
  close(): Promise<void>;
}

/**
 * All of one process's LISTENs on a database share one dedicated connection: an instance holds
 * one listening connection whatever it listens to (live auction events, domain events, the job
 * library's wake-ups). A pooled client would be handed back and reused by queries, losing the
 * LISTEN; so this connection lives while any channel is listened to, and is replaced, with
 * backoff, whenever it drops — then every channel is listened to again and told to catch up.
 */
export function createPgListener(
  connectionString: string,
  opts: ReconnectOptions = {},
): PgListener {
  const minDelayMs = opts.minDelayMs ?? 100;
  const maxDelayMs = opts.maxDelayMs ?? 5_000;
  const channels = new Map<string, Set<NotifyHandlers>>();
  const everyHandler = () => [...channels.values()].flatMap((set) => [...set]);
  let current: pg.Client | null = null;
  let reconnecting = false;
  let closed = false;
  let wake: (() => void) | null = null;
  let timer: NodeJS.Timeout | undefined;
  // LISTEN, UNLISTEN, opening and ending run one after another: a channel added while the
  // connection is being replaced is never lost between the two.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(step: () => Promise<T>): Promise<T> => {
    const run = chain.then(step, step);
    chain = run.catch(() => undefined);
    return run;
  };
  const listenSql = (client: pg.Client, names: string[]) =>
    names.map((name) => `LISTEN ${client.escapeIdentifier(name)}`).join('; ');

  const open = async (): Promise<pg.Client> => {
    const client = new pg.Client({
      connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      // Lets the kernel notice a peer that vanished without closing the connection.
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
    });
    // Without an error listener a dropped connection would crash the process.
    client.on('error', (err) => {
      for (const handlers of everyHandler()) handlers.onError?.(err);
    });
    client.on('notification', (msg) => {
      if (msg.payload === undefined) return;
      for (const handlers of channels.get(msg.channel) ?? []) handlers.onNotify(msg.payload);
    });
    client.once('end', () => {
      if (current !== client) return;
      current = null;
      if (!closed && channels.size > 0) void reconnect();
    });
    try {
      await client.connect();
      await client.query(listenSql(client, [...channels.keys()]));
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    return client;
  };

  const end = async () => {
    const client = current;
    current = null;
    // Ending the session drops its LISTENs; no UNLISTEN round trip is needed.
    await client?.end().catch(() => undefined);
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
    });

  const reconnect = async () => {
    if (reconnecting) return;
    reconnecting = true;
    try {
      for (let attempt = 0; !closed && channels.size > 0; attempt++) {
        const delay = Math.min(maxDelayMs, minDelayMs * 2 ** attempt);
        // Jitter keeps many instances from reconnecting in lockstep after a database restart.
        await sleep(delay / 2 + Math.random() * (delay / 2));
        const opened = await serial(async () => {
          if (closed || channels.size === 0 || current) return true;
          current = await open();
          return true;
        }).catch((err: unknown) => {
          for (const handlers of everyHandler()) handlers.onError?.(err);
          return false;
        });
        if (opened) break;
      }
    } finally {
      reconnecting = false;
    }
    if (current) for (const handlers of everyHandler()) handlers.onReconnect?.();
  };

  const unlisten = (channel: string, handlers: NotifyHandlers) =>
    serial(async () => {
      const set = channels.get(channel);
      if (!set?.delete(handlers) || set.size > 0) return;
      channels.delete(channel);
      if (channels.size === 0) return end();
      await current?.query(`UNLISTEN ${current.escapeIdentifier(channel)}`).catch(() => undefined);
    });

  return {
    listen: (channel, handlers) =>
      serial(async () => {
        if (closed) throw new Error('The listener is closed.');
        const set = channels.get(channel);
        if (set) set.add(handlers);
        else channels.set(channel, new Set([handlers]));
        if (set || (reconnecting && !current)) return () => unlisten(channel, handlers);
        try {
          if (current) await current.query(listenSql(current, [channel]));
          else current = await open();
        } catch (err) {
          // A connection that dropped meanwhile is being replaced: that LISTENs this one too.
          if (!current && reconnecting) return () => unlisten(channel, handlers);
          channels.delete(channel);
          throw err;
        }
        return () => unlisten(channel, handlers);
      }),
    close: async () => {
      closed = true;
      clearTimeout(timer);
      wake?.();
      channels.clear();
      await serial(end);
    },
  };
}
