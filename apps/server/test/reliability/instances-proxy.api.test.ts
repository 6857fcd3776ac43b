import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { activeDealer, completeListing, sellerKycBody, staff, type Actor } from '../actors.js';
import { newAccount } from '../helpers.js';
import { openEvents, eventsPath, type SseMessage } from '../live-fixtures.js';
import { outboxEmailsTo, tokenIn } from '../mail-fixtures.js';
import { freePort } from '../process.js';
import { startS3Server, type TestS3 } from '../s3-server.js';
import { sampleFile, tinyPdf, type SampleFile } from '../upload-fixtures.js';
import { expectSettledOnce } from './checks.js';
import { PIN_HEADER, startBalancer, UPSTREAM_HEADER, type Balancer } from './proxy.js';
import {
  createWorld,
  errorLines,
  pendingAuctions,
  scheduleLive,
  startServer,
  stopServer,
  waitFor,
  type ServerProcess,
  type World,
} from './support.js';

// SPEC §1 ("any number of stateless API instances") as deployed on several machines: three
// server processes behind a round-robin balancer, sharing only the PostgreSQL database and an
// S3 bucket. Each has its own DATA_DIR, as separate machines would: the local storage driver
// would need that folder shared (signing key and files), S3 does not, so S3 is what runs here.
const INSTANCES = 3;

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

describe.skipIf(inject('testDb') !== 'postgres')('three instances behind a balancer', () => {
  let s3: TestS3;
  let world: World;
  const dataDirs: string[] = [];
  const instances: ServerProcess[] = [];
  let lb: Balancer;
  let admin: Actor;
  let dealerA: Actor;
  let dealerB: Actor;

  beforeAll(async () => {
    s3 = await startS3Server();
    world = await createWorld(s3.env);
    admin = await staff(world.setup);
    dealerA = await activeDealer(world.setup, admin);
    dealerB = await activeDealer(world.setup, admin);
    for (let i = 0; i < INSTANCES; i++) {
      dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), `gavel-instance-${i}-`)));
    }
    const started = await Promise.all(
      dataDirs.map(async (dir, i) =>
        startServer(`gavel-${'abc'[i] ?? i}`, await freePort(), {
          ...s3.env,
          TRUST_PROXY: 'on',
          DATABASE_URL: world.url,
          DATA_DIR: dir,
        }),
      ),
    );
    instances.push(...started);
    lb = await startBalancer(instances.map((i) => i.base));
  }, 120_000);

  afterAll(async () => {
    await lb.close();
    await Promise.all(instances.map(stopServer));
    await world.close();
    await s3.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A JSON request through the balancer, pinned to instance `on` when it is given. */
  async function call(
    on: number | undefined,
    method: string,
    url: string,
    who?: { headers: Record<string, string> } | string,
    body?: unknown,
  ): Promise<Answer> {
    const auth = typeof who === 'string' ? { authorization: `Bearer ${who}` } : who?.headers;
    const res = await fetch(`${lb.base}${url}`, {
      method,
      headers: {
        ...auth,
        ...(on === undefined ? {} : { [PIN_HEADER]: String(on) }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  }

  /** Presign on `presignOn`, PUT the bytes straight to the bucket, finalize on `finalizeOn`. */
  async function upload(
    token: string,
    file: SampleFile,
    purpose: 'kyc_document' | 'listing_photo',
    [presignOn, finalizeOn]: [number, number],
    listingId?: string,
  ) {
    const presign = await call(presignOn, 'POST', '/api/uploads/presign', token, {
      purpose,
      filename: file.filename,
      content_type: file.contentType,
      size_bytes: file.bytes.length,
      ...(listingId ? { listing_id: listingId } : {}),
    });
    expect(presign.status, JSON.stringify(presign.body)).toBe(201);
    const { upload_id, upload_url, headers } = presign.body as {
      upload_id: string;
      upload_url: string;
      headers: Record<string, string>;
    };
    expect(upload_url.startsWith(s3.endpoint)).toBe(true);
    const put = await fetch(upload_url, {
      method: 'PUT',
      headers,
      body: new Uint8Array(file.bytes),
    });
    expect(put.status).toBe(200);
    const finalize = await call(finalizeOn, 'POST', '/api/uploads/finalize', token, { upload_id });
    expect(finalize.status, JSON.stringify(finalize.body)).toBe(200);
    expect(finalize.headers.get(UPSTREAM_HEADER)).toBe(String(finalizeOn));
    return finalize.body as { id: string; url: string; thumbnail_url?: string };
  }

  const download = async (url: string) => {
    const res = await fetch(url.startsWith('/') ? `${lb.base}${url}` : url);
    expect(res.status).toBe(200);
    return { type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('accepts a session made on one instance on every other, and rotates it across them', async () => {
    const account = newAccount('seller');
    expect((await call(0, 'POST', '/api/auth/register', undefined, account)).status).toBe(201);
    const login = await call(0, 'POST', '/api/auth/login', undefined, {
      email: account.email,
      password: account.password,
    });
    expect(login.status).toBe(200);
    const first = login.body as { access_token: string; refresh_token: string };
    for (const on of [1, 2]) {
      const me = await call(on, 'GET', '/api/auth/me', first.access_token);
      expect([on, me.status, me.body.email]).toEqual([on, 200, account.email]);
    }
    const refreshed = await call(2, 'POST', '/api/auth/refresh', undefined, {
      refresh_token: first.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    const second = refreshed.body as { access_token: string; refresh_token: string };
    expect((await call(0, 'GET', '/api/auth/me', second.access_token)).status).toBe(200);
    // The spent token, replayed on another instance, is refused and revokes the family there
    // for every instance: the token that replaced it dies too.
    const replay = await call(1, 'POST', '/api/auth/refresh', undefined, {
      refresh_token: first.refresh_token,
    });
    expect([replay.status, (replay.body.error as { code: string }).code]).toEqual([
      401,
      'invalid_refresh_token',
    ]);
    const revoked = await call(0, 'POST', '/api/auth/refresh', undefined, {
      refresh_token: second.refresh_token,
    });
    expect(revoked.status).toBe(401);

    // Logging out on one instance ends the session on all of them.
    const again = await call(1, 'POST', '/api/auth/login', undefined, {
      email: account.email,
      password: account.password,
    });
    const third = again.body as { access_token: string; refresh_token: string };
    const family = { refresh_token: third.refresh_token };
    expect((await call(2, 'POST', '/api/auth/logout', undefined, family)).status).toBe(204);
    expect((await call(0, 'POST', '/api/auth/refresh', undefined, family)).status).toBe(401);

    // Round robin, unpinned: the same access token on whichever instance comes next.
    const seen = new Set<string | null>();
    for (let i = 0; i < 2 * INSTANCES; i++) {
      const me = await call(undefined, 'GET', '/api/auth/me', third.access_token);
      expect(me.status).toBe(200);
      seen.add(me.headers.get(UPSTREAM_HEADER));
    }
    expect([...seen].sort()).toEqual(['0', '1', '2']);
  });

  it('serves uploads presigned on one instance, finalized on another, read through a third', async () => {
    const account = newAccount('seller');
    const registered = await call(0, 'POST', '/api/auth/register', undefined, account);
    const token = (registered.body as { access_token: string }).access_token;
    // Whichever instance's worker sent the confirmation email, its link works through any other.
    const link = await vi.waitFor(
      async () => {
        const sent = await Promise.all(dataDirs.map((dir) => outboxEmailsTo(dir, account.email)));
        return tokenIn(sent.flat()[0], '/verify-email');
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(
      (await call(1, 'POST', '/api/auth/verify-email', undefined, { token: link })).status,
    ).toBe(200);

    const pdf = {
      bytes: tinyPdf('Proof of address'),
      contentType: 'application/pdf',
      filename: 'proof.pdf',
    };
    const doc = await upload(token, pdf, 'kyc_document', [0, 1]);
    const submitted = await call(2, 'POST', '/api/seller/kyc', token, sellerKycBody([doc.id]));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    // Staff on A and the owner on C each get a link that serves the very bytes sent.
    const pending = await call(0, 'GET', '/api/admin/kyc/pending?limit=100', admin);
    const record = (pending.body.items as { id: string; documents: { url: string }[] }[]).find(
      (r) => r.id === (submitted.body as { id: string }).id,
    );
    for (const url of [record?.documents[0]?.url, await ownDocumentUrl(token)]) {
      const got = await download(url ?? '');
      expect(got.bytes.equals(pdf.bytes)).toBe(true);
    }

    const draft = await call(2, 'POST', '/api/seller/listings', token, completeListing);
    expect(draft.status).toBe(201);
    const listingId = (draft.body as { id: string }).id;
    const jpeg = await sampleFile('jpeg', { width: 80, height: 60 });
    const photo = await upload(token, jpeg, 'listing_photo', [1, 2], listingId);
    const listing = await call(0, 'GET', `/api/seller/listings/${listingId}`, token);
    const photos = (
      listing.body as { photos: { id: string; url: string; thumbnail_url: string }[] }
    ).photos;
    expect(photos.map((p) => p.id)).toEqual([photo.id]);
    const full = await download(photos[0]?.url ?? '');
    expect(full.type).toBe('image/jpeg');
    expect(await sharp(full.bytes).metadata()).toMatchObject({ width: 80, height: 60 });
    expect((await download(photos[0]?.thumbnail_url ?? '')).bytes.length).toBeGreaterThan(0);
  });

  async function ownDocumentUrl(token: string): Promise<string | undefined> {
    const own = await call(2, 'GET', '/api/seller/kyc', token);
    return (own.body as { documents: { url: string }[] }).documents[0]?.url;
  }

  const bid = (
    on: number | undefined,
    who: Actor,
    auctionId: string,
    amount: number,
    max?: number,
  ) =>
    call(on, 'POST', `/api/dealer/auctions/${auctionId}/bids`, who, {
      amount_cents: amount,
      ...(max === undefined ? {} : { max_amount_cents: max }),
    });

  /** One SSE client per instance, each connected through the balancer (round robin). */
  async function streamsOnEveryInstance(auctionId: string) {
    const streams = [];
    for (let i = 0; i < INSTANCES; i++)
      streams.push(await openEvents(lb.base, eventsPath(auctionId)));
    expect(streams.map((s) => s.res.status)).toEqual([200, 200, 200]);
    expect(streams.map((s) => s.res.headers.get(UPSTREAM_HEADER)).sort()).toEqual(['0', '1', '2']);
    return streams;
  }

  it('delivers a bid placed on any instance to SSE clients of every instance within a second', async () => {
    const { ids } = await pendingAuctions(world.setup, world.sql, admin, 1);
    const auctionId = ids[0] ?? '';
    await scheduleLive(world.setup, admin, auctionId, Date.now() + 300_000);
    const streams = await streamsOnEveryInstance(auctionId);
    try {
      const plan: [Actor, number][] = [
        [dealerA, 120_000],
        [dealerB, 125_000],
        [dealerA, 130_000],
      ];
      for (const [on, [who, amount]] of plan.entries()) {
        const placed = await bid(on, who, auctionId, amount);
        expect([placed.status, placed.headers.get(UPSTREAM_HEADER)]).toEqual([201, String(on)]);
        // SPEC §8: at every subscriber within a second of the bid's acceptance.
        const deadline = Date.now() + 1_000;
        for (const stream of streams) {
          const event = await stream.nextEvent(Math.max(1, deadline - Date.now()));
          expect(event.event).toBe('bid');
          expect(JSON.parse(event.data ?? '{}')).toMatchObject({ current_price_cents: amount });
        }
      }
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('settles every auction exactly once while every instance runs its scheduler', async () => {
    const { ids } = await pendingAuctions(world.setup, world.sql, admin, 6);
    // Through the balancer, unpinned: none, below the reserve, sold to a proxy; each auction
    // ends five seconds after it is scheduled, while every scheduler runs.
    for (const [i, id] of ids.entries()) {
      await scheduleLive(world.setup, admin, id, Date.now() + 5_000);
      if (i % 3 === 1) expect((await bid(undefined, dealerA, id, 120_000)).status).toBe(201);
      if (i % 3 === 2) {
        expect((await bid(undefined, dealerA, id, 150_000, 250_000)).status).toBe(201);
        expect((await bid(undefined, dealerB, id, 200_000)).status).toBe(201);
      }
    }
    const watched = ids[2] ?? '';
    const streams = await streamsOnEveryInstance(watched);
    try {
      // Each client, whichever instance ended the auction, hears `ended` once.
      for (const stream of streams) {
        const events: SseMessage[] = [];
        for (;;) {
          const event = await stream.nextEvent(10_000);
          events.push(event);
          if (event.event === 'ended') break;
        }
        await expect(stream.nextEvent(1_000)).rejects.toThrow(/no SSE message/);
        expect(JSON.parse(events.at(-1)?.data ?? '{}')).toMatchObject({ outcome: 'sold' });
      }
    } finally {
      for (const s of streams) s.close();
    }
    await waitFor(async () => {
      const { rows } = await world.sql.query<{ n: number }>(
        `select count(*)::int as n from auctions where id = any($1) and status = 'ended'`,
        [ids],
      );
      return rows[0]?.n === ids.length;
    }, 'every auction to end');
    const outcomes = [];
    for (const id of ids) outcomes.push(await expectSettledOnce(world.sql, id));
    expect(outcomes).toEqual(ids.map((_, i) => ['no_bids', 'reserve_not_met', 'sold'][i % 3]));

    // Each email of those endings went out once, from one instance's own outbox folder.
    const emails = async () =>
      (
        await world.sql.query<{ id: string; status: string; attempts: number }>(
          `select e.id, e.status, e.attempts from email_outbox e
             join notifications n on n.id = e.notification_id
            where n.type in ('auction.ended', 'auction.won') and n.data->>'auction_id' = any($1)`,
          [ids],
        )
      ).rows;
    await waitFor(async () => (await emails()).every((e) => e.status === 'sent'), 'emails sent');
    const files = dataDirs.flatMap((dir) => {
      const outbox = path.join(dir, 'outbox');
      return fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    });
    for (const email of await emails()) {
      expect(email.attempts).toBe(1);
      expect(files.filter((f) => f.endsWith(`-${email.id}.eml`))).toHaveLength(1);
    }
    for (const instance of instances) expect(errorLines(instance)).toEqual([]);
    expect(lb.served.every((n) => n > 0)).toBe(true);
  });
});
