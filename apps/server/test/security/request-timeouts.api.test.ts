import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, type Actor } from '../actors.js';
import { register } from '../helpers.js';
import { createLifecycleApp, type LifecycleApp } from '../lifecycle-fixtures.js';
import { eventsPath, openEvents, publicAuction, publish } from '../live-fixtures.js';
import type { PresignAnswer } from '../upload-fixtures.js';
import { connect, putHead } from './raw-http.js';

// REQUEST_TIMEOUT_SECONDS bounds how long a client may take to send a request (a "slowloris"
// holds a connection by trickling its headers or body). It must not cut long answers: live
// event streams stay open for as long as their reader wants. One second here, 120 by default.
let t: LifecycleApp;
let port: number;
let base: string;
let admin: Actor;
beforeAll(async () => {
  t = await createLifecycleApp(
    { liveStream: { heartbeatMs: 200, maxPending: 5 } },
    { REQUEST_TIMEOUT_SECONDS: '1' },
  );
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(base).port);
  admin = await staff(t.app);
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A cut comes about 1.25 s in (the timeout, then Node's check every 250 ms); uncut, a trickle
 * runs its 6 s. Room for a runner busy with other work, well short of the 6 s.
 */
const CUT_WITHIN_MS = 4_500;

/**
 * Sends `head`, then one byte of `trickle` every 200 ms (the slow client under test, so a fixed
 * pace); answers what the server did, and when.
 */
async function slowloris(head: string, trickle: string) {
  const conn = await connect(port);
  const started = Date.now();
  await conn.send(head);
  let sent = 0;
  const answer = conn.answer(6_000);
  const closed = conn.closed(6_000);
  const state = { open: true };
  void closed.then(() => (state.open = false));
  while (state.open && sent < trickle.length && Date.now() - started < 6_000) {
    await sleep(200);
    if (!(await conn.send(trickle.charAt(sent)))) break;
    sent++;
  }
  const res = await answer;
  const wasClosed = await closed;
  conn.close();
  return { res, closed: wasClosed, ms: Date.now() - started, sent };
}

describe('a request that arrives too slowly is cut', () => {
  it('a body trickled into the upload URL: 400 with the envelope, closed well before it ends', async () => {
    const { session } = await register(t.app);
    const presign = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/presign',
      headers: { authorization: `Bearer ${session.access_token}` },
      payload: {
        purpose: 'kyc_document',
        filename: 'a.pdf',
        content_type: 'application/pdf',
        size_bytes: 100,
      },
    });
    const answer = presign.json<PresignAnswer>();
    const cut = await slowloris(putHead(answer.upload_url, 'application/pdf', 100), 'x'.repeat(30));
    expect(cut.closed).toBe(true);
    expect(cut.ms).toBeLessThan(CUT_WITHIN_MS);
    expect(cut.sent).toBeLessThan(30);
    expect(cut.res?.status).toBe(400);
    expect(JSON.parse(cut.res?.body ?? '{}')).toMatchObject({
      error: { code: 'bad_request', message: expect.stringMatching(/too long/) as unknown },
    });
  });

  it('a JSON body trickled into sign-in', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(20) });
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    const cut = await slowloris(head, body);
    expect(cut.closed).toBe(true);
    expect(cut.ms).toBeLessThan(CUT_WITHIN_MS);
    expect(cut.res?.status).toBe(400);
  });

  it('headers trickled one line at a time', async () => {
    const lines = Array.from({ length: 30 }, (_, i) => `X-Slow-${i}: 1\r\n`).join('');
    const cut = await slowloris('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', lines);
    expect(cut.closed).toBe(true);
    expect(cut.ms).toBeLessThan(CUT_WITHIN_MS);
  });
});

describe('requests Node refuses before Fastify sees them', () => {
  it.each([
    ['not HTTP', 'HELLO THERE\r\n\r\n', 400, 'bad_request'],
    [
      'headers over 16 KB',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      413,
      'payload_too_large',
    ],
  ])('%s: the error envelope, then the socket closes', async (_what, bytes, status, code) => {
    const conn = await connect(port);
    await conn.send(bytes);
    const res = await conn.answer();
    expect(res?.status).toBe(status);
    expect(JSON.parse(res?.body ?? '{}')).toEqual({
      error: { code, message: expect.any(String) as unknown },
    });
    expect(await conn.closed()).toBe(true);
    conn.close();
  });
});

describe('what the request timeout does not cut', () => {
  it('a live event stream, open three times as long, still gets heartbeats and events', async () => {
    const auctionId = await publicAuction(t.app, admin);
    const stream = await openEvents(base, eventsPath(auctionId));
    expect(stream.res.status).toBe(200);
    // The time under test: three times the request timeout.
    await sleep(3_000);
    // Events still arrive, and heartbeats still follow them.
    const { id } = await publish(t.app, auctionId, 'bid');
    expect(await stream.nextEvent(2_000)).toMatchObject({ id: String(id), event: 'bid' });
    expect(await stream.next(1_000)).toMatchObject({ comments: ['heartbeat'] });
    stream.close();
  });

  it('a keep-alive connection idle between requests', async () => {
    const conn = await connect(port);
    const get = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    await conn.send(get);
    expect((await conn.answer())?.status).toBe(200);
    // The time under test: idle for longer than the request timeout.
    await sleep(2_500);
    expect(conn.socket.destroyed).toBe(false);
    conn.close();
    // And a fresh request sent at once is answered however slow the previous ones were.
    const quick = await connect(port);
    await quick.send(get);
    expect((await quick.answer())?.status).toBe(200);
    quick.close();
  });
});
