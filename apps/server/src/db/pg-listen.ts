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

/** The application name of the listener on `channel`: one connection per channel. */
export const listenerApplicationName = (channel: string): string =>
  `${LISTENER_APPLICATION_NAME} ${channel}`.slice(0, 63);

/**
 * LISTENs on `channel` over a dedicated connection. A pooled client would be handed back and
 * reused by queries, losing the LISTEN; so this one connection lives as long as the listener
 * and is replaced, with backoff, whenever it drops. Resolves once listening; rejects when the
 * first connection fails (the database is as required at start as for migrations).
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: NotifyHandlers,
  opts: ReconnectOptions = {},
): Promise<StopListening> {
  const minDelayMs = opts.minDelayMs ?? 100;
  const maxDelayMs = opts.maxDelayMs ?? 5_000;
  let current: pg.Client | null = null;
  let stopped = false;
  // A function, not the variable: it changes while the loop below awaits.
  const isStopped = () => stopped;
  let wake: (() => void) | null = null;
  let timer: NodeJS.Timeout | undefined;

  const open = async (): Promise<pg.Client> => {
    const client = new pg.Client({
      connectionString,
      application_name: listenerApplicationName(channel),
      // Lets the kernel notice a peer that vanished without closing the connection.
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
    });
    // Without an error listener a dropped connection would crash the process.
    client.on('error', (err) => handlers.onError?.(err));
    client.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) handlers.onNotify(msg.payload);
    });
    client.once('end', () => {
      if (current !== client) return;
      current = null;
      if (!stopped) void reconnect();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    return client;
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
    });

  const reconnect = async () => {
    for (let attempt = 0; !stopped; attempt++) {
      const delay = Math.min(maxDelayMs, minDelayMs * 2 ** attempt);
      // Jitter keeps many instances from reconnecting in lockstep after a database restart.
      await sleep(delay / 2 + Math.random() * (delay / 2));
      if (isStopped()) return;
      try {
        const client = await open();
        if (isStopped()) {
          await client.end().catch(() => undefined);
          return;
        }
        current = client;
        handlers.onReconnect?.();
        return;
      } catch (err) {
        handlers.onError?.(err);
      }
    }
  };

  current = await open();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    wake?.();
    const client = current;
    current = null;
    if (!client) return;
    // Ending the session drops its LISTEN; no UNLISTEN round trip is needed.
    await client.end().catch(() => undefined);
  };
}
