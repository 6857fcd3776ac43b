import type { ServerResponse } from 'node:http';

export interface SseStreamOptions {
  /** How often an idle-looking stream gets a comment, so proxies and clients keep it open. */
  heartbeatMs: number;
  /** Frames held for a client that reads too slowly; one more closes its stream. */
  maxPending: number;
  /** How long EventSource waits before reconnecting (ms). */
  retryMs?: number;
}

export const DEFAULT_SSE_OPTIONS: SseStreamOptions = {
  heartbeatMs: 15_000,
  maxPending: 100,
  retryMs: 3_000,
};

/** One SSE frame; `data` is JSON, which never contains a raw newline. */
export function sseFrame(id: number, event: string, data: unknown): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export type SseCloseReason = 'client' | 'overflow' | 'shutdown' | 'lost';

/**
 * A text/event-stream response written by hand on a hijacked reply. It never buffers without
 * bound: while the socket refuses more (write returned false) frames wait, at most
 * `maxPending` of them; past that the stream is cut off, and the client's reconnect with
 * Last-Event-ID replays what it missed from the table instead of from this process's memory.
 */
export class SseStream {
  readonly #res: ServerResponse;
  readonly #opts: SseStreamOptions;
  readonly #pending: string[] = [];
  readonly #onClose: (reason: SseCloseReason) => void;
  #blocked = false;
  #closed = false;
  #drainWaiters: (() => void)[] = [];
  #heartbeat: NodeJS.Timeout | undefined;

  constructor(
    res: ServerResponse,
    opts: SseStreamOptions,
    onClose: (reason: SseCloseReason) => void,
  ) {
    this.#res = res;
    this.#opts = opts;
    this.#onClose = onClose;
    res.on('drain', () => this.#flush());
    // Fires when the client goes away as well as after we end the response.
    res.on('close', () => this.#finish('client'));
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Frames waiting for the socket. */
  get pending(): number {
    return this.#pending.length;
  }

  /** Sends the status line and headers at once, so the client knows it is connected. */
  open(headers: Record<string, string | number | string[] | undefined> = {}): void {
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined) this.#res.setHeader(name, value);
    }
    this.#res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      // nginx would otherwise hold events back to fill its buffer.
      'x-accel-buffering': 'no',
      // A stream is one long response: nothing gains from keep-alive, and without it the
      // socket closes as the stream ends, which lets server.close() finish on shutdown.
      connection: 'close',
    });
    this.#write(this.#opts.retryMs ? `retry: ${this.#opts.retryMs}\n\n` : ': connected\n\n');
    this.#heartbeat = setInterval(() => {
      // A congested stream is evidently alive; a heartbeat would only queue behind it.
      if (!this.#blocked) this.#write(': heartbeat\n\n');
    }, this.#opts.heartbeatMs);
    this.#heartbeat.unref();
  }

  /** Queues or writes one frame; past `maxPending` waiting frames the stream is cut off. */
  send(frame: string): void {
    if (this.#closed) return;
    if (!this.#blocked) {
      this.#write(frame);
      return;
    }
    if (this.#pending.length >= this.#opts.maxPending) {
      this.close('overflow');
      return;
    }
    this.#pending.push(frame);
  }

  /** Resolves once nothing waits for the socket (or the stream closed). */
  drained(): Promise<void> {
    if (this.#closed || (!this.#blocked && this.#pending.length === 0)) return Promise.resolve();
    return new Promise((resolve) => this.#drainWaiters.push(resolve));
  }

  /**
   * Ends the stream. A client that reads is sent the rest and a clean end; one that has
   * stopped reading is dropped, since ending would wait for it forever.
   */
  close(reason: Exclude<SseCloseReason, 'client'>): void {
    if (this.#closed) return;
    this.#finish(reason);
    if (reason === 'overflow' || this.#blocked) this.#res.destroy();
    else this.#res.end();
  }

  #write(chunk: string): void {
    if (!this.#res.write(chunk)) this.#blocked = true;
  }

  #flush(): void {
    this.#blocked = false;
    let frame: string | undefined;
    while (!this.#closed && (frame = this.#pending.shift()) !== undefined) {
      if (!this.#res.write(frame)) {
        this.#blocked = true;
        return;
      }
    }
    this.#releaseWaiters();
  }

  #finish(reason: SseCloseReason): void {
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#heartbeat);
    this.#pending.length = 0;
    this.#releaseWaiters();
    this.#onClose(reason);
  }

  #releaseWaiters(): void {
    const waiters = this.#drainWaiters;
    this.#drainWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
