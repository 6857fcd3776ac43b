import { randomUUID } from 'node:crypto';
import type { Actor } from '../actors.js';
import { newAccount } from '../helpers.js';

/** Steady traffic on a running server, every answer recorded with its timing. */

export type Op = 'read' | 'list' | 'login' | 'bid' | 'register' | 'health';

export interface Answer {
  op: Op;
  /** `Date.now()` when the request was sent. */
  at: number;
  ms: number;
  /** HTTP status; 0 when no answer came (connection error or our own timeout). */
  status: number;
  /** The error envelope's code, or `malformed` for a non-2xx answer without one. */
  code?: string;
  message?: string;
  failure?: string;
}

export interface AcceptedBid {
  id: string;
  amount: number;
}

export interface FailedBid {
  who: Actor;
  key: string;
  amount: number;
}

/** A request gets this long before it counts as hung (and is aborted). */
export const HANG_MS = 10_000;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Traffic {
  readonly answers: Answer[] = [];
  /** Bids answered 201, and accounts answered 201: acknowledged writes. */
  readonly acceptedBids: AcceptedBid[] = [];
  readonly registered: string[] = [];
  /** Bids answered 503, with their Idempotency-Key. */
  readonly failedBids: FailedBid[] = [];
  #running = false;
  #loops: Promise<void>[] = [];

  constructor(
    private readonly base: string,
    private readonly auctionId: string,
  ) {}

  /** Sends the request and records the answer; with the parsed JSON body when there is one. */
  async call(
    op: Op,
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<{ answer: Answer; body: unknown }> {
    const at = Date.now();
    const answer: Answer = { op, at, ms: 0, status: 0 };
    let body: unknown;
    try {
      const res = await fetch(`${this.base}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...init.headers },
        signal: AbortSignal.timeout(HANG_MS),
      });
      answer.status = res.status;
      const text = await res.text();
      body = text ? (JSON.parse(text) as unknown) : undefined;
      if (!res.ok) {
        const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)
          ?.error;
        answer.code = typeof error?.code === 'string' ? error.code : 'malformed';
        if (typeof error?.message === 'string') answer.message = error.message;
      }
    } catch (err) {
      answer.failure = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    }
    answer.ms = Date.now() - at;
    this.answers.push(answer);
    return { answer, body };
  }

  async bid(who: Actor, amount: number, key: string) {
    const { answer, body } = await this.call('bid', `/api/dealer/auctions/${this.auctionId}/bids`, {
      method: 'POST',
      headers: { ...who.headers, 'idempotency-key': key },
      body: JSON.stringify({ amount_cents: amount }),
    });
    return { answer, bidId: (body as { bid?: { id?: string } | null } | undefined)?.bid?.id };
  }

  /** Starts the loops: reads, a list, logins, sign-ups, one bidder per dealer, health checks. */
  start(dealers: Actor[]): void {
    this.#running = true;
    const loop = (gapMs: number, step: () => Promise<unknown>) =>
      this.#loops.push(
        (async () => {
          while (this.#running) {
            await step();
            await pause(gapMs);
          }
        })(),
      );
    const [first] = dealers;
    if (!first) throw new Error('traffic needs a dealer');
    loop(50, () => this.call('read', `/api/auctions/${this.auctionId}`));
    loop(100, () => this.call('list', '/api/auctions?limit=5'));
    loop(200, () => this.call('health', '/api/health'));
    // Logins and sign-ups hash with argon2id: a few per second is plenty on a small machine.
    loop(500, () =>
      this.call('login', '/api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email: first.email, password: first.password }),
      }),
    );
    loop(700, async () => {
      const account = newAccount('seller');
      const { answer } = await this.call('register', '/api/auth/register', {
        method: 'POST',
        body: JSON.stringify(account),
      });
      if (answer.status === 201) this.registered.push(account.email);
    });
    for (const who of dealers) loop(100, () => this.#bidOnce(who));
  }

  async stop(): Promise<void> {
    this.#running = false;
    await Promise.all(this.#loops);
  }

  /** Reads the minimum next bid and bids exactly that, under a new Idempotency-Key. */
  async #bidOnce(who: Actor): Promise<void> {
    const { body } = await this.call('read', `/api/auctions/${this.auctionId}`);
    const amount = (body as { min_next_bid_cents?: number } | undefined)?.min_next_bid_cents;
    if (typeof amount !== 'number') return;
    const key = randomUUID();
    const { answer, bidId } = await this.bid(who, amount, key);
    if (answer.status === 201 && bidId) this.acceptedBids.push({ id: bidId, amount });
    if (answer.status === 503) this.failedBids.push({ who, key, amount });
  }
}

/** Percentiles and maximum of some answers' times, for the report. */
export function timings(answers: Answer[]): { n: number; p50: number; p99: number; max: number } {
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0;
  return { n: ms.length, p50: at(0.5), p99: at(0.99), max: ms.at(-1) ?? 0 };
}
