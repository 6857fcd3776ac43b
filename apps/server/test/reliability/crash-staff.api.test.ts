import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { activeDealer, seller, staff, submitSellerKyc, type Actor } from '../actors.js';
import { freePort } from '../process.js';
import {
  auditCount,
  awaitKillPoint,
  createWorld,
  errorLines,
  Gate,
  killHard,
  send,
  sleep,
  startServer,
  stopServer,
  submittedListings,
  waitFor,
  type ServerProcess,
  type World,
} from './support.js';

// SPEC §6 ("every staff action takes effect once … and writes an audit event") under `kill -9`:
// staff work through KYC reviews and listings (approve, schedule, a dealer's bid, force-end,
// fee collected) against a server process that is killed mid-stream and restarted. An action
// answered 2xx must be stored with exactly one audit event; an unanswered one must have
// committed whole or not at all, and its retry must then find it done (409) or do it (200).
// What it tells people follows its commit (ADR 041): every committed action, once.
const KYC_TARGETS = 12;
const LISTING_TARGETS = 24;
const WORKERS = 6;
const ACKS_BEFORE_KILL = 30;

interface Action {
  label: string;
  event: string;
  subjectId: string;
  staffId: string;
  /** The first answer's status; null when the server died under the request. */
  first: number | null;
  retry?: number;
  /** For unanswered actions: whether they had committed when the server came back. */
  committed?: boolean;
}

describe.skipIf(inject('testDb') !== 'postgres')('kill -9 during a stream of staff actions', () => {
  let world: World;
  let staffers: Actor[];
  let dealer: Actor;
  let kycIds: string[];
  let listingIds: string[];
  let port: number;
  let server: ServerProcess;

  beforeAll(async () => {
    world = await createWorld();
    const admin = await staff(world.setup);
    staffers = [admin, await staff(world.setup), await staff(world.setup, 'OPS')];
    dealer = await activeDealer(world.setup, admin);
    kycIds = [];
    for (let i = 0; i < KYC_TARGETS; i++) {
      kycIds.push((await submitSellerKyc(world.setup, await seller(world.setup))).id);
    }
    ({ ids: listingIds } = await submittedListings(world.setup, admin, LISTING_TARGETS));
    port = await freePort();
    server = await startServer('gavel-1', port, {
      DATABASE_URL: world.url,
      DATA_DIR: world.dataDir,
    });
  }, 120_000);

  afterAll(async () => {
    await stopServer(server);
    await world.close();
  });

  const staffOf = (i: number): Actor => {
    const who = staffers[i % staffers.length];
    if (!who) throw new Error('no staff');
    return who;
  };
  const one = async <T>(query: string, params: unknown[]): Promise<T | undefined> =>
    (await world.sql.query(query, params)).rows[0] as T | undefined;
  const count = async (query: string, params: unknown[]) =>
    (await one<{ n: number }>(query, params))?.n ?? 0;
  const notified = (type: string, key: string, id: string) =>
    count(`select count(*)::int as n from notifications where type = $1 and data->>$2 = $3`, [
      type,
      key,
      id,
    ]);
  const auctionOf = async (listingId: string) =>
    one<{ id: string; status: string; fee_status: string | null; force_end_reason: string | null }>(
      'select id, status, fee_status, force_end_reason from auctions where listing_id = $1',
      [listingId],
    );
  const listingStatus = async (id: string) =>
    (await one<{ status: string }>('select status from listings where id = $1', [id]))?.status;

  it('stores each acknowledged action once, and each unanswered one whole or not at all', async () => {
    const gate = new Gate();
    const actions: Action[] = [];
    let inFlight = 0;
    let life = 0;
    let acked = 0;

    /**
     * Sends one staff action. Without an answer it waits for the restarted server, checks that
     * the action's effects are all there or all absent and match its audit events, and retries:
     * done already → 409, not done → 200.
     */
    async function act(
      who: Actor,
      a: Pick<Action, 'label' | 'event' | 'subjectId'>,
      url: string,
      body: unknown,
      effects: () => Promise<boolean[]>,
    ): Promise<void> {
      const action: Action = { ...a, staffId: who.id, first: null };
      actions.push(action);
      await gate.pass();
      inFlight++;
      const res = await send(server.base, 'POST', url, who, body);
      inFlight--;
      if (res) {
        action.first = res.status;
        expect([a.label, res.status, res.body]).toEqual([a.label, 200, expect.anything()]);
        acked++;
        return;
      }
      await gate.pass();
      const done = await effects();
      const events = await auditCount(world.sql, a.event, a.subjectId);
      const committed = done.every(Boolean);
      // No half-written record: every effect, and the one event, or none of them.
      expect([a.label, done, events]).toEqual([
        a.label,
        done.map(() => committed),
        committed ? 1 : 0,
      ]);
      action.committed = committed;
      let again = null;
      while (again === null) {
        again = await send(server.base, 'POST', url, who, body);
        if (again === null) await sleep(50);
      }
      action.retry = again.status;
      expect([a.label, again.status]).toEqual([a.label, committed ? 409 : 200]);
    }

    async function reviewKyc(i: number, id: string) {
      const who = staffOf(i);
      const [verb, event, status, body] = [
        ['approve', 'kyc.approved', 'approved', { note: 'Documents match.' }],
        ['reject', 'kyc.rejected', 'rejected', { reason: 'The document is unreadable.' }],
        [
          'request-resubmission',
          'kyc.resubmission_requested',
          'resubmission_requested',
          { reason: 'Please send a newer document.' },
        ],
      ][i % 3] as [string, string, string, unknown];
      await act(
        who,
        { label: `kyc ${verb} ${id}`, event, subjectId: id },
        `/api/admin/kyc/${id}/${verb}`,
        body,
        async () => [
          (await one<{ status: string }>('select status from kyc_records where id = $1', [id]))
            ?.status === status,
        ],
      );
    }

    async function workListing(i: number, listingId: string) {
      const who = staffOf(i);
      if (i % 4 === 0) {
        await act(
          who,
          { label: `listing reject ${listingId}`, event: 'listing.rejected', subjectId: listingId },
          `/api/admin/listings/${listingId}/reject`,
          { reason: 'The photos do not show the item.' },
          async () => [(await listingStatus(listingId)) === 'rejected'],
        );
        return;
      }
      await act(
        who,
        { label: `listing approve ${listingId}`, event: 'listing.approved', subjectId: listingId },
        `/api/admin/listings/${listingId}/approve`,
        undefined,
        async () => {
          const auction = await auctionOf(listingId);
          return [
            (await listingStatus(listingId)) === 'approved',
            auction !== undefined,
            auction !== undefined &&
              (await auditCount(world.sql, 'auction.created', auction.id)) === 1,
          ];
        },
      );
      const auctionId = (await auctionOf(listingId))?.id ?? '';
      const now = Date.now();
      await act(
        who,
        { label: `schedule ${auctionId}`, event: 'auction.scheduled', subjectId: auctionId },
        `/api/admin/auctions/${auctionId}/schedule`,
        { start_at: new Date(now).toISOString(), end_at: new Date(now + 3_600_000).toISOString() },
        async () => [
          (await auctionOf(listingId))?.status === 'live',
          (await listingStatus(listingId)) === 'in_auction',
          (await auditCount(world.sql, 'auction.started', auctionId)) === 1,
        ],
      );
      // A dealer's bid between the staff steps, retried under its key until it is answered.
      const key = randomUUID();
      let placed = null;
      while (placed === null) {
        await gate.pass();
        placed = await send(
          server.base,
          'POST',
          `/api/dealer/auctions/${auctionId}/bids`,
          dealer,
          { amount_cents: 200_000 },
          { 'idempotency-key': key },
        );
      }
      expect(placed.status).toBe(201);
      await act(
        who,
        { label: `force-end ${auctionId}`, event: 'auction.force_ended', subjectId: auctionId },
        `/api/admin/auctions/${auctionId}/force-end`,
        { reason: 'The seller withdrew the item.' },
        async () => {
          const auction = await auctionOf(listingId);
          return [
            auction?.status === 'ended',
            auction?.force_end_reason !== null,
            auction?.fee_status === 'outstanding' || auction?.fee_status === 'collected',
            (await listingStatus(listingId)) === 'sold',
            (await auditCount(world.sql, 'auction.ended', auctionId)) === 1,
          ];
        },
      );
      await act(
        who,
        { label: `fee ${auctionId}`, event: 'fee.collected', subjectId: auctionId },
        `/api/admin/auctions/${auctionId}/mark-fee-collected`,
        { reference: `BANK-${i}` },
        async () => [(await auctionOf(listingId))?.fee_status === 'collected'],
      );
    }

    // KYC reviews and listing chains interleaved, worked off by a few staff at once.
    const work = [
      ...kycIds.map((id, i) => () => reviewKyc(i, id)),
      ...listingIds.map((id, i) => () => workListing(i, id)),
    ].sort(() => Math.random() - 0.5);
    const workers = Array.from({ length: WORKERS }, async () => {
      for (let job = work.shift(); job; job = work.shift()) await job();
    });
    let failure: Error | undefined;
    const finished = Promise.all(workers).catch((err: unknown) => {
      failure = err instanceof Error ? err : new Error(String(err));
      gate.open();
    });
    // A worker's failed expectation ends the wait at once.
    const ready = (condition: boolean) => {
      if (failure !== undefined) throw failure;
      return condition;
    };

    await waitFor(
      () => ready(acked >= ACKS_BEFORE_KILL),
      'the first acknowledged actions',
      30_000,
      2,
    );
    const killedWhile = await awaitKillPoint(world.sql, server.name, () => ready(inFlight >= 2));
    gate.close();
    const inFlightAtKill = inFlight;
    const ackedAtKill = acked;
    await killHard(server);
    life += 1;
    server = await startServer(`gavel-${life + 1}`, port, {
      DATABASE_URL: world.url,
      DATA_DIR: world.dataDir,
    });
    gate.open();
    await finished;
    if (failure !== undefined) throw failure;

    const unanswered = actions.filter((a) => a.first === null);
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(unanswered.length).toBeGreaterThan(0);
    // Acknowledged, at first or on the retry: stored once, by that staff member.
    for (const a of actions) {
      const { rows } = await world.sql.query<{ actor_id: string }>(
        'select actor_id from audit_events where type = $1 and subject_id = $2',
        [a.event, a.subjectId],
      );
      expect([a.label, rows.map((r) => r.actor_id)]).toEqual([a.label, [a.staffId]]);
    }
    // Every target reached the end of its story.
    for (const id of kycIds) {
      expect(
        await count(
          `select count(*)::int as n from kyc_records where id = $1 and status <> 'pending'`,
          [id],
        ),
      ).toBe(1);
    }
    for (const [i, id] of listingIds.entries()) {
      const auction = await auctionOf(id);
      expect([await listingStatus(id), auction?.fee_status]).toEqual(
        i % 4 === 0 ? ['rejected', undefined] : ['sold', 'collected'],
      );
    }
    // Every action that committed is told exactly once, the dead instance's left-overs included:
    // notices follow their change's commit, from notifications' subscribers (ADR 041).
    const notices: [type: string, key: string, id: string][] = [
      ...kycIds.map((id): [string, string, string] => ['kyc.reviewed', 'kyc_id', id]),
      ...listingIds.map((id, i): [string, string, string] => [
        i % 4 === 0 ? 'listing.rejected' : 'listing.approved',
        'listing_id',
        id,
      ]),
    ];
    for (const id of listingIds.filter((_, i) => i % 4 !== 0)) {
      const auction = await auctionOf(id);
      if (!auction) throw new Error(`no auction of ${id}`);
      notices.push(['auction.ended', 'auction_id', auction.id]);
      notices.push(['auction.won', 'auction_id', auction.id]);
    }
    // A notice's job the dead instance had taken is tried again once pg-boss finds it expired
    // (the subscribers' `expireInSeconds`, 60 s, then the next supervision, within 60 s more).
    for (const [type, key, id] of notices) {
      await waitFor(async () => (await notified(type, key, id)) >= 1, `${type} of ${id}`, 150_000);
      expect([type, id, await notified(type, key, id)]).toEqual([type, id, 1]);
    }
    expect(errorLines(server)).toEqual([]);
    console.info(
      `[crash-staff] ${actions.length} staff actions (${ackedAtKill} acknowledged before the kill), ` +
        `killed ${killedWhile} with ${inFlightAtKill} in flight; ${unanswered.length} unanswered, ` +
        `${unanswered.filter((a) => a.committed).length} of them had committed`,
    );
  }, 300_000);
});
