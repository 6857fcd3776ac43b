// The fan-out measurement shared by Gavel and its bare limit (scenario 4): SSE subscribers
// spread over a few stream URLs, events published one at a time, and every subscriber's copy
// of every event timed against the publish call. Events are matched by the
// `current_price_cents` of their JSON data, which every published event changes.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { percentile } from '../lib.mjs';
import { openSse } from './sse-client.mjs';

/** Streams opened at once while connecting, so the connect storm stays modest. */
const CONNECT_CONCURRENCY = 50;
/** How long after the last event every subscriber has to receive every event. */
const SETTLE_MS = 5_000;

/**
 * Opens `count` streams, subscriber i on `urls[i % urls.length]`. Answers the subscribers
 * (each with `received`: amount → arrival time), the first `bid` data seen (a template the
 * size of the real thing), and `close()`.
 */
export async function connectSubscribers(urls, count) {
  const agents = urls.map(() => new http.Agent({ keepAlive: false, maxSockets: Infinity }));
  const state = { measuring: true, sample: null };
  const subscribers = Array.from({ length: count }, (_, i) => ({
    url: i % urls.length,
    received: new Map(),
    duplicates: 0,
    closedEarly: false,
  }));
  const streams = [];
  let connectErrors = 0;
  const started = performance.now();
  for (let i = 0; i < subscribers.length; i += CONNECT_CONCURRENCY) {
    const opened = await Promise.allSettled(
      subscribers.slice(i, i + CONNECT_CONCURRENCY).map((sub) =>
        openSse(urls[sub.url], {
          agent: agents[sub.url],
          onEvent: (message, at) => {
            if (message.event !== 'bid') return;
            state.sample ??= message.data;
            const amount = JSON.parse(message.data).current_price_cents;
            if (sub.received.has(amount)) sub.duplicates++;
            else sub.received.set(amount, at);
          },
          onClose: () => {
            if (state.measuring) sub.closedEarly = true;
          },
        }),
      ),
    );
    for (const o of opened) {
      if (o.status === 'fulfilled') streams.push(o.value);
      else connectErrors++;
    }
  }
  return {
    subscribers,
    connected: streams.length,
    connectErrors,
    connectMs: performance.now() - started,
    get sample() {
      return state.sample;
    },
    close() {
      state.measuring = false;
      for (const s of streams) s.close();
    },
  };
}

/**
 * Publishes `warmup + count` events one at a time, `spacingMs` apart, through `place(i)`, which
 * answers `{amount, sentAt, answeredAt}` for an event published or null for a failed call.
 * The first `warmup` are delivered and checked like the rest but kept out of the latency
 * figures: they time V8 compiling the paths (server and load generator alike), not steady
 * state. Waits until every subscriber holds every event (or SETTLE_MS passed).
 */
export async function publishAndCollect(subs, { count, warmup, spacingMs, place }) {
  const events = [];
  let failed = 0;
  const cpuBefore = process.cpuUsage();
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const started = performance.now();
  for (let i = 0; i < warmup + count; i++) {
    const event = await place(i);
    if (event) events.push({ ...event, warmup: i < warmup });
    else failed++;
    await sleep(spacingMs);
  }
  loopDelay.disable();
  const cpu = process.cpuUsage(cpuBefore);
  const wallMs = performance.now() - started;

  const complete = () =>
    subs.subscribers.every((s) => s.closedEarly || events.every((e) => s.received.has(e.amount)));
  const deadline = performance.now() + SETTLE_MS;
  while (!complete() && performance.now() < deadline) await sleep(50);
  return {
    events,
    failed,
    loadGenerator: {
      cpu_percent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
      loop_delay_p99_ms: loopDelay.percentile(99) / 1e6,
      loop_delay_max_ms: loopDelay.max / 1e6,
    },
  };
}

/** Latency percentiles over every (subscriber × measured event) pair, and what went wrong. */
export function summarise(subs, { events, failed }) {
  const fromAnswer = [];
  const fromSend = [];
  const coldFromAnswer = [];
  let missing = 0;
  for (const sub of subs.subscribers) {
    for (const e of events) {
      const at = sub.received.get(e.amount);
      if (at === undefined) {
        missing++;
      } else if (e.warmup) {
        coldFromAnswer.push(at - e.answeredAt);
      } else {
        fromAnswer.push(at - e.answeredAt);
        fromSend.push(at - e.sentAt);
      }
    }
  }
  const measured = events.filter((e) => !e.warmup);
  const answer = measured.map((e) => e.answeredAt - e.sentAt);
  for (const list of [fromAnswer, fromSend, coldFromAnswer, answer]) list.sort((a, b) => a - b);
  const closedEarly = subs.subscribers.filter((s) => s.closedEarly).length;
  const duplicates = subs.subscribers.reduce((n, s) => n + s.duplicates, 0);
  return {
    subscribers: subs.connected,
    events: measured.length,
    p50_ms: round1(percentile(fromAnswer, 50)),
    p99_ms: round1(percentile(fromAnswer, 99)),
    max_ms: round1(fromAnswer.at(-1) ?? 0),
    min_ms: round1(fromAnswer[0] ?? 0),
    from_send_p50_ms: round1(percentile(fromSend, 50)),
    from_send_p99_ms: round1(percentile(fromSend, 99)),
    answer_p50_ms: round1(percentile(answer, 50)),
    warmup_max_ms: round1(coldFromAnswer.at(-1) ?? 0),
    missing,
    errors: subs.connectErrors + failed + closedEarly + duplicates,
    detail: { connectErrors: subs.connectErrors, failed, closedEarly, duplicates },
  };
}

/** Per event: when the first and last subscriber of each URL got it, after the answer. */
export function spreadReport(subs, events, urlCount) {
  return events.map((e, i) => {
    const parts = [];
    for (let k = 0; k < urlCount; k++) {
      const ts = subs.subscribers
        .filter((s) => s.url === k && s.received.has(e.amount))
        .map((s) => s.received.get(e.amount) - e.answeredAt)
        .sort((a, b) => a - b);
      const mark = k === i % urlCount ? '*' : ' ';
      parts.push(`#${k}${mark} ${ts[0]?.toFixed(0)}..${ts.at(-1)?.toFixed(0)} ms`);
    }
    const answer = (e.answeredAt - e.sentAt).toFixed(0);
    return `event ${i}${e.warmup ? ' (warm-up)' : ''}: answered in ${answer} ms; ${parts.join('; ')}`;
  });
}

const round1 = (v) => Math.round(v * 10) / 10;
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
