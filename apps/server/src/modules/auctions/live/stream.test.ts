import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveSubscription, type LiveEvent } from './hub.js';
import { sseFrame, SseStream, type SseCloseReason } from './stream.js';

/** A response whose socket accepts writes only while `accepting` is true. */
class FakeResponse extends EventEmitter {
  accepting = true;
  written: string[] = [];
  headers: Record<string, unknown> = {};
  status = 0;
  ended = false;
  destroyed = false;
  setHeader(name: string, value: unknown) {
    this.headers[name.toLowerCase()] = value;
  }
  writeHead(status: number, headers: Record<string, unknown>) {
    this.status = status;
    Object.assign(this.headers, headers);
  }
  write(chunk: string) {
    this.written.push(chunk);
    return this.accepting;
  }
  end() {
    this.ended = true;
    this.emit('close');
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
  /** The socket took everything: Node emits 'drain'. */
  drain() {
    this.accepting = true;
    this.emit('drain');
  }
}

function streamOn(opts: { maxPending?: number; heartbeatMs?: number } = {}) {
  const res = new FakeResponse();
  const closes: SseCloseReason[] = [];
  const stream = new SseStream(
    res as unknown as ServerResponse,
    { heartbeatMs: opts.heartbeatMs ?? 15_000, maxPending: opts.maxPending ?? 3, retryMs: 3_000 },
    (reason) => closes.push(reason),
  );
  stream.open({ 'access-control-allow-origin': 'https://gavel.example', vary: undefined });
  res.written = [];
  return { res, stream, closes };
}

afterEach(() => vi.useRealTimers());

describe('sseFrame', () => {
  it('writes id, event and one JSON data line', () => {
    expect(sseFrame(7, 'bid', { a: 'two\nlines' })).toBe(
      'id: 7\nevent: bid\ndata: {"a":"two\\nlines"}\n\n',
    );
  });
});

describe('SseStream', () => {
  it('sends the SSE headers with those set before, and the reconnect advice', () => {
    const res = new FakeResponse();
    new SseStream(res as unknown as ServerResponse, { heartbeatMs: 1000, maxPending: 1 }, () => {
      /* not closed here */
    }).open({ 'x-request-id': 'r1' });
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
      'x-request-id': 'r1',
    });
    expect(res.written).toEqual([': connected\n\n']);
  });

  it('holds frames while the socket is full and sends them in order on drain', async () => {
    const { res, stream } = streamOn();
    res.accepting = false;
    stream.send('a');
    stream.send('b');
    stream.send('c');
    expect(res.written).toEqual(['a']);
    expect(stream.pending).toBe(2);
    let drained = false;
    void stream.drained().then(() => (drained = true));
    res.drain();
    expect(res.written).toEqual(['a', 'b', 'c']);
    await Promise.resolve();
    expect(drained).toBe(true);
  });

  it('cuts off a client once more than maxPending frames wait', () => {
    const { res, stream, closes } = streamOn({ maxPending: 2 });
    res.accepting = false;
    for (const frame of ['a', 'b', 'c']) stream.send(frame);
    expect(res.destroyed).toBe(false);
    stream.send('d');
    expect(res.destroyed).toBe(true);
    expect(closes).toEqual(['overflow']);
    stream.send('e');
    expect(res.written).toEqual(['a']);
  });

  it('sends a heartbeat comment on schedule, but not into a full socket', () => {
    vi.useFakeTimers();
    const { res, stream } = streamOn({ heartbeatMs: 100 });
    vi.advanceTimersByTime(250);
    expect(res.written).toEqual([': heartbeat\n\n', ': heartbeat\n\n']);
    res.accepting = false;
    stream.send('a');
    vi.advanceTimersByTime(300);
    expect(res.written).toHaveLength(3);
    stream.close('shutdown');
    vi.advanceTimersByTime(300);
    expect(res.written).toHaveLength(3);
  });

  it('ends a reading client cleanly on shutdown and drops one that stopped reading', () => {
    const reading = streamOn();
    reading.stream.close('shutdown');
    expect(reading.res).toMatchObject({ ended: true, destroyed: false });
    expect(reading.closes).toEqual(['shutdown']);

    const stuck = streamOn();
    stuck.res.accepting = false;
    stuck.stream.send('a');
    stuck.stream.close('shutdown');
    expect(stuck.res).toMatchObject({ ended: false, destroyed: true });
  });

  it('reports a client that went away, once', () => {
    const { res, stream, closes } = streamOn();
    res.emit('close');
    res.emit('close');
    expect(closes).toEqual(['client']);
    expect(stream.closed).toBe(true);
  });
});

describe('LiveSubscription', () => {
  const ev = (id: number): LiveEvent => ({ id, auctionId: 'a', frame: `f${id}` });

  function subscription(cursor = 0, maxBuffered = 10) {
    const pushed: number[] = [];
    const ended: string[] = [];
    let closed = 0;
    const sub = new LiveSubscription(
      'a',
      cursor,
      { push: (e) => pushed.push(e.id), end: (reason) => ended.push(reason) },
      maxBuffered,
      () => closed++,
    );
    return { sub, pushed, ended, closed: () => closed };
  }

  it('replays first, then what arrived meanwhile, each event once and in order', () => {
    const { sub, pushed } = subscription(3);
    sub.offer(ev(6)); // live while the replay is still reading
    sub.offer(ev(7));
    for (const id of [2, 3, 4, 5, 6]) sub.replay(ev(id)); // 2 and 3 were seen before
    sub.goLive();
    sub.offer(ev(7)); // a late duplicate
    sub.offer(ev(8));
    expect(pushed).toEqual([4, 5, 6, 7, 8]);
    expect(sub.cursor).toBe(8);
  });

  it('gives up on a stream whose replay takes longer than its buffer lasts', () => {
    const { sub, ended } = subscription(0, 2);
    sub.offer(ev(1));
    sub.offer(ev(2));
    expect(ended).toEqual([]);
    sub.offer(ev(3));
    expect(ended).toEqual(['lost']);
  });

  it('leaves the hub once, and takes nothing after', () => {
    const { sub, pushed, closed } = subscription();
    sub.goLive();
    sub.unsubscribe();
    sub.unsubscribe();
    sub.offer(ev(1));
    expect(closed()).toBe(1);
    expect(pushed).toEqual([]);
  });
});
