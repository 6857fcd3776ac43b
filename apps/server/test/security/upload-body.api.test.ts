import { once } from 'node:events';
import type { Socket } from 'node:net';
import { MAX_UPLOAD_BYTES } from '@gavel/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/db/schema.js';
import {
  MAX_UPLOADS_IN_FLIGHT,
  MAX_UPLOADS_IN_FLIGHT_PER_USER,
} from '../../src/modules/uploads/in-flight.js';
import { register, useTestApp } from '../helpers.js';
import { uploadHarness } from '../upload-harness.js';
import type { PresignAnswer } from '../upload-fixtures.js';
import { connect, putHead, type RawConnection } from './raw-http.js';

// The local driver's upload URL takes up to 10 MB from anyone holding the link. What can be
// decided without the body (the token, the upload, its type and announced length, the number of
// uploads in flight) is decided before a byte of it is read, over real HTTP.
const t = useTestApp();
const h = uploadHarness(t);
let port: number;
const serverSockets: Socket[] = [];
beforeAll(async () => {
  t.app.server.on('connection', (socket: Socket) => serverSockets.push(socket));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});

const TEN_MB = MAX_UPLOAD_BYTES;
const PDF = 'application/pdf';

async function presignPdf(token: string, size: number): Promise<PresignAnswer> {
  const res = await h.presign(token, {
    purpose: 'kyc_document',
    filename: 'scan.pdf',
    content_type: PDF,
    size_bytes: size,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PresignAnswer>();
}

/**
 * The upload URL with its signature's first character changed: always another signature (its
 * top six bits differ). It looked at the last character before, so a signature starting with
 * `A` and not ending with one stayed valid (about 1 run in 65), and the server rightly waited
 * for the 10 MB.
 */
function forged(answer: PresignAnswer) {
  const token = new URL(answer.upload_url, 'http://x').searchParams.get('token') ?? '';
  const [exp, sig = ''] = token.split('.');
  const other = sig.startsWith('A') ? 'B' : 'A';
  return answer.upload_url.replace(token, `${exp}.${other}${sig.slice(1)}`);
}

/** Sends only the head of a PUT and waits for the answer, the body never sent. */
async function headOnly(path: string, contentType: string, length: number) {
  const conn = await connect(port);
  await conn.send(putHead(path, contentType, length));
  // Generous for a loaded machine: a server that waited for the body would never answer.
  const answer = await conn.answer(10_000);
  const closed = await conn.closed(10_000);
  conn.close();
  return { answer, closed };
}

describe('a PUT to the upload URL is refused before its body is read', () => {
  let seller: Awaited<ReturnType<typeof register>>;
  beforeAll(async () => {
    seller = await register(t.app);
  });

  it('answers a forged token with 403 at once, without the 10 MB announced, and closes', async () => {
    const answer = await presignPdf(seller.session.access_token, TEN_MB);
    const { answer: res, closed } = await headOnly(forged(answer), PDF, TEN_MB);
    expect(res?.status).toBe(403);
    expect(JSON.parse(res?.body ?? '{}')).toMatchObject({ error: { code: 'forbidden' } });
    expect(res?.headers.connection).toBe('close');
    expect(closed).toBe(true);
  });

  it('answers a wrong type 415, a longer body 413, a shorter one 422, a used link 409', async () => {
    const answer = await presignPdf(seller.session.access_token, 1000);
    const cases = [
      { type: 'image/png', length: 1000, status: 415, code: 'unsupported_media_type' },
      { type: PDF, length: TEN_MB, status: 413, code: 'payload_too_large' },
      { type: PDF, length: 999, status: 422, code: 'validation_error' },
    ];
    for (const c of cases) {
      const { answer: res } = await headOnly(answer.upload_url, c.type, c.length);
      expect(res?.status, `${c.type} ${c.length}`).toBe(c.status);
      expect(JSON.parse(res?.body ?? '{}')).toMatchObject({ error: { code: c.code } });
    }
    // None of those used the link: the right body is still taken, once.
    const conn = await connect(port);
    await conn.send(putHead(answer.upload_url, PDF, 1000) + 'x'.repeat(1000));
    expect((await conn.answer())?.status).toBe(204);
    conn.close();
    const used = await headOnly(answer.upload_url, PDF, 1000);
    expect(used.answer?.status).toBe(409);
  });

  it('answers 404 for an upload that is gone and 422 for a malformed id or query', async () => {
    const answer = await presignPdf(seller.session.access_token, 1000);
    await t.db.transaction((tx) => tx.delete(uploads).where(eq(uploads.id, answer.upload_id)));
    expect((await headOnly(answer.upload_url, PDF, TEN_MB)).answer?.status).toBe(404);
    const badId = await headOnly('/api/uploads/not-a-uuid/content?token=1.x', PDF, TEN_MB);
    expect(badId.answer?.status).toBe(422);
    expect(JSON.parse(badId.answer?.body ?? '{}')).toMatchObject({
      error: { code: 'validation_error', details: { fields: [{ path: 'id' }] } },
    });
    const noToken = await headOnly(answer.upload_url.replace(/\?.*/, ''), PDF, TEN_MB);
    expect(noToken.answer?.status).toBe(422);
  });

  it('reads next to nothing of 30 bodies of 10 MB sent with forged tokens', async () => {
    const answer = await presignPdf(seller.session.access_token, TEN_MB);
    const url = forged(answer);
    const chunk = Buffer.alloc(64 * 1024, 0x25);
    const before = serverSockets.length;
    const baseline = process.memoryUsage().arrayBuffers;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }, 5);

    const statuses = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const conn: RawConnection = await connect(port);
        await conn.send(putHead(url, PDF, TEN_MB));
        // The whole body, as fast as the connection takes it, until the server closes it.
        for (let sent = 0; sent < TEN_MB; sent += chunk.length) {
          if (!(await conn.send(chunk))) break;
        }
        const res = await conn.answer(5_000);
        await conn.closed(5_000);
        conn.close();
        return res?.status ?? 0;
      }),
    );
    clearInterval(sampler);

    const read = serverSockets.slice(before).reduce((sum, s) => sum + s.bytesRead, 0);
    console.info(
      `30 forged 10 MB PUTs: server read ${(read / 1048576).toFixed(1)} MB in all, ` +
        `buffers grew ${((peak - baseline) / 1048576).toFixed(1)} MB at most`,
    );
    // Answered 403, or reset while still sending after the answer: never stored, never 2xx.
    expect(statuses.filter((s) => s !== 403 && s !== 0)).toEqual([]);
    expect(statuses.filter((s) => s === 403).length).toBeGreaterThan(0);
    // What the server took off the wire: a fraction of one body, not 30 of them (300 MB).
    expect(read).toBeLessThan(30 * 1024 * 1024);
    expect(peak - baseline).toBeLessThan(64 * 1024 * 1024);
  });
});

describe('uploads in flight are capped per user and per instance', () => {
  /** Starts a PUT with a valid link and holds its body back: an upload in flight. */
  async function hold(answer: PresignAnswer) {
    const conn = await connect(port);
    await conn.send(putHead(answer.upload_url, PDF, 1000) + 'x'.repeat(10));
    return conn;
  }
  const finish = async (conn: RawConnection) => {
    await conn.send('x'.repeat(990));
    const res = await conn.answer();
    conn.close();
    return res?.status;
  };

  it(`takes ${MAX_UPLOADS_IN_FLIGHT_PER_USER} at once from one user; the next is 429 until one ends`, async () => {
    const { session } = await register(t.app);
    const links: PresignAnswer[] = [];
    for (let i = 0; i < MAX_UPLOADS_IN_FLIGHT_PER_USER; i++) {
      links.push(await presignPdf(session.access_token, 1000));
    }
    const extra = await presignPdf(session.access_token, 1000);
    const held = await Promise.all(links.map(hold));
    for (const conn of held) expect(await conn.answer(300)).toBeNull(); // still receiving

    const busy = await headOnly(extra.upload_url, PDF, 1000);
    expect(busy.answer?.status).toBe(429);
    expect(busy.answer?.headers['retry-after']).toBe('5');
    expect(JSON.parse(busy.answer?.body ?? '{}')).toMatchObject({
      error: { code: 'rate_limited', details: { retry_after_seconds: 5 } },
    });

    // One finishes, one is abandoned mid-body: both slots come back.
    const [first, second, ...rest] = held;
    expect(first && (await finish(first))).toBe(204);
    // The server's end of the abandoned connection: its slot is given back as it closes.
    const abandoned = serverSockets.find(
      (s) => !s.destroyed && s.remotePort === second?.socket.localPort,
    );
    if (!abandoned) throw new Error('no server socket for the abandoned upload');
    const gone = once(abandoned, 'close');
    second?.close();
    await gone;
    const next = await connect(port);
    await next.send(putHead(extra.upload_url, PDF, 1000) + 'x'.repeat(1000));
    expect((await next.answer())?.status).toBe(204);
    next.close();
    for (const conn of rest) expect(await finish(conn)).toBe(204);
  });

  it(`takes ${MAX_UPLOADS_IN_FLIGHT} at once on an instance; the next is 429`, async () => {
    const users = MAX_UPLOADS_IN_FLIGHT / MAX_UPLOADS_IN_FLIGHT_PER_USER;
    const held: RawConnection[] = [];
    for (let u = 0; u < users; u++) {
      const { session } = await register(t.app);
      for (let i = 0; i < MAX_UPLOADS_IN_FLIGHT_PER_USER; i++) {
        held.push(await hold(await presignPdf(session.access_token, 1000)));
      }
    }
    const { session } = await register(t.app);
    const extra = await presignPdf(session.access_token, 1000);
    const busy = await headOnly(extra.upload_url, PDF, 1000);
    expect(busy.answer?.status).toBe(429);
    expect(JSON.parse(busy.answer?.body ?? '{}')).toMatchObject({
      error: { code: 'rate_limited', message: expect.stringMatching(/many files/) as unknown },
    });
    const statuses = await Promise.all(held.map(finish));
    expect(statuses.every((s) => s === 204)).toBe(true);
    const after = await connect(port);
    await after.send(putHead(extra.upload_url, PDF, 1000) + 'x'.repeat(1000));
    expect((await after.answer())?.status).toBe(204);
    after.close();
  });
});
