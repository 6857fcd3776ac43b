import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { activeDealer, completeListing, sellerKycBody, staff, type Actor } from '../actors.js';
import { newAccount } from '../helpers.js';
import { openEvents, eventsPath, type SseMessage } from '../live-fixtures.js';
import { outboxEmailsTo, tokenIn } from '../mail-fixtures.js';
import { freePort } from '../process.js';
import { startS3Server, type TestS3 } from '../s3-server.js';
import { startTcpProxy, type TcpProxy } from '../tcp-proxy.js';
import { sampleFile, tinyPdf, type SampleFile } from '../upload-fixtures.js';
import { expectSettledOnce, expectStormKept } from './checks.js';
import { PIN_HEADER, startBalancer, UPSTREAM_HEADER, type Balancer } from './proxy.js';
import { runStorm, type StormDealer } from './storm.js';
import {
  createWorld,
  errorLines,
  Gate,
  killHard,
  pendingAuctions,
  scheduleLive,
  startServer,
  stopServer,
  waitFor,
  type ServerProcess,
  type World,
} from './support.js';

// SPEC §1 and §9 ("any number of stateless API instances") as deployed on several machines:
// three server processes behind a round-robin balancer, sharing only the PostgreSQL database,
// Redis and an S3 bucket — configured as docs/operations.md says: no JWT_SECRET (the key is kept
// in the database), S3 credentials from the AWS chain's environment variables (no S3_* keys),
// rate limits on and counted in Redis, reached through a relay the test can cut. Each has its
// own DATA_DIR, as separate machines would.
const INSTANCES = 3;
/** The S3 key id the instances get from the AWS credential chain, never from S3_* settings. */
const CHAIN_KEY_ID = 'AKIAGAVELCHAINTEST01';
/** Forgotten-password requests per address in 15 minutes, for the shared-limit story. */
const RESET_REQUESTS = 6;
const redisUrl = inject('redisUrl');

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
  let redisRelay: TcpProxy | undefined;
  let redis: Redis | undefined;
  const redisPrefix = `gavel-instances-${randomUUID()}:`;

  beforeAll(async () => {
    s3 = await startS3Server('gavel-test', { acceptKeyIds: [CHAIN_KEY_ID] });
    // No JWT_SECRET anywhere: the story's setup and the instances share the database's key.
    world = await createWorld({ ...s3.env, JWT_SECRET: '' });
    if (redisUrl) {
      const target = new URL(redisUrl);
      redisRelay = await startTcpProxy(target.hostname, Number(target.port || 6379));
      redis = new Redis(redisUrl, { keyPrefix: redisPrefix });
    }
    const { S3_ACCESS_KEY_ID: _id, S3_SECRET_ACCESS_KEY: _secret, ...s3Settings } = s3.env;
    admin = await staff(world.setup);
    dealerA = await activeDealer(world.setup, admin);
    dealerB = await activeDealer(world.setup, admin);
    for (let i = 0; i < INSTANCES; i++) {
      dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), `gavel-instance-${i}-`)));
    }
    const started = await Promise.all(
      dataDirs.map(async (dir, i) =>
        startServer(`gavel-${'abc'[i] ?? i}`, await freePort(), {
          ...s3Settings,
          AWS_ACCESS_KEY_ID: CHAIN_KEY_ID,
          AWS_SECRET_ACCESS_KEY: 'chain-secret-access-key',
          JWT_SECRET: '',
          TRUST_PROXY: 'on',
          RATE_LIMIT: 'on',
          RATE_LIMIT_RESET_REQUESTS: String(RESET_REQUESTS),
          // The bid storm below is many bids a second per dealer; that limit is proven elsewhere.
          RATE_LIMIT_BIDS: '100000',
          ...(redisRelay
            ? { REDIS_URL: redisRelay.url('redis'), REDIS_KEY_PREFIX: redisPrefix }
            : {}),
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
    redis?.disconnect();
    await redisRelay?.close();
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
    // Signed with what the AWS chain found in the environment (SPEC §9), not an S3_* key.
    expect(new URL(upload_url).searchParams.get('X-Amz-Credential')).toMatch(
      new RegExp(`^${CHAIN_KEY_ID}/`),
    );
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

  it('signs a dealer in on one instance, refreshes on a second and bids on the third', async () => {
    const login = await call(0, 'POST', '/api/auth/login', undefined, {
      email: dealerA.email,
      password: dealerA.password,
    });
    expect([login.status, login.headers.get(UPSTREAM_HEADER)]).toEqual([200, '0']);
    const refreshed = await call(1, 'POST', '/api/auth/refresh', undefined, {
      refresh_token: (login.body as { refresh_token: string }).refresh_token,
    });
    expect([refreshed.status, refreshed.headers.get(UPSTREAM_HEADER)]).toEqual([200, '1']);
    const { ids } = await pendingAuctions(world.setup, world.sql, admin, 1);
    const auctionId = ids[0] ?? '';
    await scheduleLive(world.setup, admin, auctionId, Date.now() + 300_000);
    const token = (refreshed.body as { access_token: string }).access_token;
    const placed = await call(2, 'POST', `/api/dealer/auctions/${auctionId}/bids`, token, {
      amount_cents: 120_000,
    });
    expect([placed.status, placed.headers.get(UPSTREAM_HEADER)]).toEqual([201, '2']);
    // One key for all, kept in the database: no instance generated its own.
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'secrets'))).toBe(false);
  });

  /** Forgotten-password requests through the balancer, round robin over every instance. */
  const forgotSpread = async (n: number) => {
    const answers: Answer[] = [];
    for (let i = 0; i < n; i++) {
      answers.push(
        await call(i % INSTANCES, 'POST', '/api/auth/password/forgot', undefined, {
          email: `nobody-${randomUUID().slice(0, 8)}@example.com`,
        }),
      );
    }
    for (const limited of answers.filter((a) => a.status === 429)) {
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((limited.body.error as { code: string }).code).toBe('rate_limited');
    }
    return answers.map((a) => a.status);
  };
  const oneInstanceWouldAnswer = [...Array<number>(RESET_REQUESTS).fill(202), 429, 429];

  /** What Redis holds for the forgotten-password limit of the balancer's address. */
  const forgotCountInRedis = async () => {
    if (!redis) return 0;
    const keys = await redis.keys(`${redisPrefix}hit:POST /api/auth/password/forgot:*`);
    let total = 0;
    // The client adds the prefix itself: strip it from the names KEYS answers.
    for (const key of keys) total += Number(await redis.get(key.slice(redisPrefix.length)));
    return total;
  };

  it('answers a limit spread over three instances with the same 429s as one instance', async () => {
    expect(await forgotSpread(RESET_REQUESTS + 2)).toEqual(oneInstanceWouldAnswer);
    if (redis) expect(await forgotCountInRedis()).toBe(RESET_REQUESTS + 2);
  });

  it.runIf(redisUrl !== '')(
    'keeps answering and limiting under load while Redis is stopped, then counts there again',
    async () => {
      const relay = redisRelay;
      if (!relay) throw new Error('no relay');
      relay.cut();
      try {
        // Reads and health checks alongside: nothing fails while the limits move to PostgreSQL.
        const load = Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            call(undefined, 'GET', i % 2 ? '/api/auctions?limit=5' : '/api/health'),
          ),
        );
        // Counted afresh in PostgreSQL, and still across the three instances.
        expect(await forgotSpread(RESET_REQUESTS + 2)).toEqual(oneInstanceWouldAnswer);
        expect((await load).map((a) => a.status)).toEqual(Array<number>(30).fill(200));
        const { rows } = await world.sql.query<{ n: number }>(
          `select sum(count)::int as n from rate_limit_counters
            where key like 'POST /api/auth/password/forgot:%'`,
        );
        expect(rows[0]?.n).toBe(RESET_REQUESTS + 2);
        await waitFor(
          () => instances.some((i) => i.log().includes('redis does not answer')),
          'the warning about Redis',
        );
      } finally {
        relay.restore();
      }
      // Back in Redis once each instance has reconnected and its pause after a failure is over.
      const before = await forgotCountInRedis();
      await waitFor(
        async () => {
          await call(undefined, 'POST', '/api/auth/password/forgot', undefined, {
            email: 'nobody@example.com',
          });
          return (await forgotCountInRedis()) > before;
        },
        'counts in Redis again',
        20_000,
        500,
      );
    },
  );

  it('loses no acknowledged bid when an instance is killed in a bid storm, with Redis cut meanwhile', async () => {
    const dealers: StormDealer[] = [];
    for (let i = 0; i < 8; i++) dealers.push(await activeDealer(world.setup, admin));
    const { ids } = await pendingAuctions(world.setup, world.sql, admin, 1);
    const auctionId = ids[0] ?? '';
    const end = Date.now() + 20_000;
    await scheduleLive(world.setup, admin, auctionId, end);
    const storm = runStorm({
      base: lb.base,
      auctionId,
      dealers,
      gate: new Gate(),
      startingPriceCents: 120_000,
      stopAt: end - 6_000,
      // The balancer's answer for a request the killed instance never answered.
      lostStatuses: [502],
    });
    await waitFor(() => storm.acked() >= 20, 'the first acknowledged bids', 15_000, 5);
    redisRelay?.cut();
    await waitFor(() => storm.acked() >= 40, 'bids while Redis is away', 15_000, 5);
    const victim = instances[2];
    if (!victim) throw new Error('no third instance');
    await killHard(victim);
    // The balancer's health check notices; until then its requests come back 502.
    lb.drop(2);
    storm.nextLife();
    const result = await storm.done;
    redisRelay?.restore();

    expect(result.unexpected).toEqual([]);
    expect(result.acks.filter((a) => a.life === 1).length).toBeGreaterThan(0);
    const { bids } = await expectStormKept(world.sql, auctionId, result);
    const view = await call(0, 'GET', `/api/auctions/${auctionId}`);
    expect(view.body).toMatchObject({
      bid_count: bids.length,
      current_price_cents: bids.at(-1)?.amount_cents,
    });
    for (const survivor of instances.slice(0, 2)) expect(errorLines(survivor)).toEqual([]);
    console.info(
      `[instances] storm: ${result.acks.length} bids acknowledged ` +
        `(${result.acks.filter((a) => a.life === 1).length} after the kill), ${bids.length} stored, ` +
        `${result.unanswered.length} unanswered, ` +
        `${result.acks.filter((a) => a.retried).length} answered on an Idempotency-Key retry`,
    );
  }, 60_000);
});
