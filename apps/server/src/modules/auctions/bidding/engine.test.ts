import { incrementFor, minNextBid, MONEY_MAX_CENTS } from '@gavel/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  minNextBidOf,
  placeBid,
  type AuctionState,
  type BidOutcome,
  type BidRequest,
} from './engine.js';

const SOFT = { softCloseSeconds: 120 };
const START = new Date('2026-06-01T12:00:00Z');
const END = new Date('2026-06-01T13:00:00Z');

function live(startingPriceCents = 10_000): AuctionState {
  return {
    status: 'live',
    startingPriceCents,
    currentPriceCents: null,
    leaderId: null,
    endAt: END,
    maxima: new Map(),
    seq: 0,
  };
}

/** Applies bids in order at `START`, returning every outcome and the final state. */
function run(bids: BidRequest[], state = live(), now = START) {
  const outcomes: BidOutcome[] = [];
  for (const bid of bids) {
    const outcome = placeBid(state, bid, now, SOFT);
    outcomes.push(outcome);
    if (outcome.ok) state = outcome.state;
  }
  return { state, outcomes };
}

const ok = (o: BidOutcome | undefined) => {
  if (!o?.ok) throw new Error(`expected acceptance, got ${JSON.stringify(o)}`);
  return o;
};

describe('placeBid: the rules, case by case', () => {
  it('takes a first bid at the starting price or more, and refuses less with the minimum', () => {
    const low = placeBid(live(), { dealerId: 'a', amountCents: 9_999 }, START, SOFT);
    expect(low).toEqual({ ok: false, code: 'bid_too_low', minNextBidCents: 10_000 });
    const first = ok(placeBid(live(), { dealerId: 'a', amountCents: 10_000 }, START, SOFT));
    expect(first.state).toMatchObject({ currentPriceCents: 10_000, leaderId: 'a' });
    expect(first.bids).toEqual([
      { dealerId: 'a', amountCents: 10_000, maxAmountCents: null, isProxy: false, seq: 1 },
    ]);
  });

  it('then needs price + increment, at every band edge', () => {
    for (const [price, next] of [
      [99_000, 100_000],
      [99_999, 100_999],
      [100_000, 105_000],
      [499_999, 504_999],
      [500_000, 510_000],
      [1_999_999, 2_009_999],
      [2_000_000, 2_025_000],
    ] as const) {
      const state = {
        ...live(100),
        currentPriceCents: price,
        leaderId: 'a',
        maxima: new Map([['a', { maxCents: price, since: 1 }]]),
        seq: 1,
      };
      expect(placeBid(state, { dealerId: 'b', amountCents: next - 1 }, START, SOFT)).toMatchObject({
        ok: false,
        code: 'bid_too_low',
        minNextBidCents: next,
      });
      expect(
        ok(placeBid(state, { dealerId: 'b', amountCents: next }, START, SOFT)).state
          .currentPriceCents,
      ).toBe(next);
    }
  });

  it('refuses bids on an auction that is not live or has reached its end', () => {
    for (const status of ['pending', 'scheduled', 'ended'] as const) {
      expect(
        placeBid({ ...live(), status }, { dealerId: 'a', amountCents: 10_000 }, START, SOFT),
      ).toEqual({
        ok: false,
        code: 'auction_not_live',
      });
    }
    expect(placeBid(live(), { dealerId: 'a', amountCents: 10_000 }, END, SOFT)).toMatchObject({
      code: 'auction_not_live',
    });
  });

  it('does not let the leader outbid itself, but lets it raise its maximum without moving the price', () => {
    const { state } = run([{ dealerId: 'a', amountCents: 10_000, maxAmountCents: 20_000 }]);
    expect(placeBid(state, { dealerId: 'a', amountCents: 11_000 }, START, SOFT)).toEqual({
      ok: false,
      code: 'already_leading',
    });
    expect(
      placeBid(state, { dealerId: 'a', amountCents: 11_000, maxAmountCents: 20_000 }, START, SOFT),
    ).toEqual({
      ok: false,
      code: 'already_leading',
    });
    const raised = ok(
      placeBid(state, { dealerId: 'a', amountCents: 11_000, maxAmountCents: 30_000 }, START, SOFT),
    );
    expect(raised.bids).toEqual([]);
    expect(raised.state.currentPriceCents).toBe(10_000);
    expect(raised.state.maxima.get('a')?.maxCents).toBe(30_000);
  });

  it('resolves two proxies: the higher maximum leads at the other maximum + increment', () => {
    const { state, outcomes } = run([
      { dealerId: 'a', amountCents: 10_000, maxAmountCents: 50_000 },
      { dealerId: 'b', amountCents: 11_000, maxAmountCents: 30_000 },
    ]);
    // b's bid is overtaken at once by a's proxy at min(50,000, 30,000 + 1,000).
    expect(ok(outcomes[1]).bids.map((b) => [b.dealerId, b.amountCents, b.isProxy])).toEqual([
      ['b', 11_000, false],
      ['a', 31_000, true],
    ]);
    expect(state).toMatchObject({ leaderId: 'a', currentPriceCents: 31_000 });
    // c jumps over a's maximum: a's proxy goes to its maximum, c's proxy one increment above.
    const c = ok(
      placeBid(state, { dealerId: 'c', amountCents: 32_000, maxAmountCents: 90_000 }, START, SOFT),
    );
    expect(c.bids.map((b) => [b.dealerId, b.amountCents, b.isProxy])).toEqual([
      ['c', 32_000, false],
      ['a', 50_000, true],
      ['c', 51_000, true],
    ]);
    expect(c.overtaken).toBe('a');
    expect(c.state).toMatchObject({ leaderId: 'c', currentPriceCents: 51_000 });
  });

  it('caps the new leader at its own maximum, even below the usual increment', () => {
    // a's maximum 955.00; b's maximum 960.00 beats it but cannot reach 965.00.
    const { state } = run(
      [
        { dealerId: 'a', amountCents: 90_000, maxAmountCents: 95_500 },
        { dealerId: 'b', amountCents: 91_000, maxAmountCents: 96_000 },
      ],
      live(90_000),
    );
    expect(state).toMatchObject({ leaderId: 'b', currentPriceCents: 96_000 });
  });

  it('gives a tie of maximums to the earlier one, both bids at the same amount', () => {
    const { state, outcomes } = run([
      { dealerId: 'a', amountCents: 10_000, maxAmountCents: 50_000 },
      { dealerId: 'b', amountCents: 50_000 },
    ]);
    expect(ok(outcomes[1]).bids.map((b) => [b.dealerId, b.amountCents, b.isProxy])).toEqual([
      ['b', 50_000, false],
      ['a', 50_000, true],
    ]);
    expect(state).toMatchObject({ leaderId: 'a', currentPriceCents: 50_000 });
  });

  it('extends the end inside the soft-close window only', () => {
    const early = ok(
      placeBid(
        live(),
        { dealerId: 'a', amountCents: 10_000 },
        new Date(END.getTime() - 120_000),
        SOFT,
      ),
    );
    expect(early.extendedTo).toBeNull();
    const late = new Date(END.getTime() - 30_000);
    const sniped = ok(placeBid(live(), { dealerId: 'a', amountCents: 10_000 }, late, SOFT));
    expect(sniped.extendedTo).toEqual(new Date(late.getTime() + 120_000));
    expect(sniped.state.endAt).toEqual(sniped.extendedTo);
  });

  it('refuses a maximum below the bid', () => {
    expect(
      placeBid(live(), { dealerId: 'a', amountCents: 20_000, maxAmountCents: 15_000 }, START, SOFT),
    ).toMatchObject({
      ok: false,
      code: 'invalid_bid',
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Properties against an independent reference: the leader is the highest maximum (earlier on a
// tie) and the price is max(A, min(M1, M2 + increment(M2))) after each accepted own bid.

interface Ref {
  maxima: Map<string, { max: number; since: number }>;
  leader: string | null;
  price: number | null;
  seq: number;
}

function reference(start: number, bids: BidRequest[]): { ref: Ref; codes: (string | null)[] } {
  const ref: Ref = { maxima: new Map(), leader: null, price: null, seq: 0 };
  const codes: (string | null)[] = [];
  for (const b of bids) {
    const cand = Math.max(b.amountCents, b.maxAmountCents ?? 0);
    const mine = ref.maxima.get(b.dealerId);
    ref.seq++;
    if (ref.leader === b.dealerId) {
      if (mine && cand > mine.max) {
        ref.maxima.set(b.dealerId, { max: cand, since: ref.seq });
        codes.push(null);
      } else codes.push('already_leading');
      continue;
    }
    if (b.amountCents < minNextBid(ref.price, start)) {
      codes.push('bid_too_low');
      continue;
    }
    if (!mine || cand > mine.max) ref.maxima.set(b.dealerId, { max: cand, since: ref.seq });
    const sorted = [...ref.maxima].sort((x, y) => y[1].max - x[1].max || x[1].since - y[1].since);
    const [first, second] = sorted;
    ref.leader = first?.[0] ?? null;
    ref.price =
      second === undefined
        ? b.amountCents
        : Math.max(
            b.amountCents,
            Math.min(first?.[1].max ?? 0, second[1].max + incrementFor(second[1].max)),
          );
    codes.push(null);
  }
  return { ref, codes };
}

const bidsArb = (start: number) =>
  fc
    .array(
      fc.record({
        dealerId: fc.constantFrom('a', 'b', 'c', 'd'),
        // Amounts around the interesting range, including band edges.
        amountCents: fc.oneof(
          fc.integer({ min: start - 1_000, max: start * 30 }),
          fc.constantFrom(99_000, 100_000, 495_000, 500_000, 1_990_000, 2_000_000, 2_025_000),
        ),
        extra: fc.option(fc.integer({ min: 0, max: start * 20 }), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 40 },
    )
    .map((rows) =>
      rows.map(({ dealerId, amountCents, extra }) => ({
        dealerId,
        amountCents: Math.max(1, amountCents),
        ...(extra === undefined ? {} : { maxAmountCents: Math.max(1, amountCents) + extra }),
      })),
    );

describe('placeBid: properties', () => {
  const start = 50_000;

  it('matches the reference model: same acceptances, leader and price', () => {
    fc.assert(
      fc.property(bidsArb(start), (bids) => {
        const { state, outcomes } = run(bids, live(start));
        const { ref, codes } = reference(start, bids);
        expect(outcomes.map((o) => (o.ok ? null : o.code))).toEqual(codes);
        expect(state.leaderId).toBe(ref.leader);
        expect(state.currentPriceCents).toBe(ref.price);
      }),
      { numRuns: 500 },
    );
  });

  it('never lowers the price, keeps the leader’s maximum ≥ the price, and orders stored bids', () => {
    fc.assert(
      fc.property(bidsArb(start), (bids) => {
        let state = live(start);
        const stored: { dealerId: string; amountCents: number; isProxy: boolean; seq: number }[] =
          [];
        for (const bid of bids) {
          const minNext = minNextBid(state.currentPriceCents, state.startingPriceCents);
          const outcome = placeBid(state, bid, START, SOFT);
          if (!outcome.ok) continue;
          const own = outcome.bids.find((b) => !b.isProxy);
          // Own bids are never below the minimum next bid.
          if (own) expect(own.amountCents).toBeGreaterThanOrEqual(minNext);
          const before = state.currentPriceCents ?? 0;
          state = outcome.state;
          expect(state.currentPriceCents ?? 0).toBeGreaterThanOrEqual(before);
          const leader = state.leaderId === null ? undefined : state.maxima.get(state.leaderId);
          expect(leader?.maxCents ?? 0).toBeGreaterThanOrEqual(state.currentPriceCents ?? 0);
          stored.push(...outcome.bids);
        }
        for (let i = 1; i < stored.length; i++) {
          const [prev, cur] = [stored[i - 1], stored[i]];
          if (!prev || !cur) continue;
          expect(cur.seq).toBeGreaterThan(prev.seq);
          // Strictly increasing, except the tie rule: a proxy for another dealer at the same amount.
          if (cur.amountCents === prev.amountCents) {
            expect(cur.isProxy && cur.dealerId !== prev.dealerId).toBe(true);
          } else {
            expect(cur.amountCents).toBeGreaterThan(prev.amountCents);
          }
        }
        // The last stored bid is the leader's, at the price.
        const last = stored.at(-1);
        if (last) {
          expect(last.amountCents).toBe(state.currentPriceCents);
          expect(last.dealerId).toBe(state.leaderId);
        }
      }),
      { numRuns: 500 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// ADR 025: a suspension voids a dealer's standing maximum for good (the shell leaves it out of
// `maxima`), and the money limit stays reachable.

/** The state after a suspension: the dealer's maximum is gone, its bids and the price stay. */
const voided = (state: AuctionState, dealerId: string): AuctionState => {
  const maxima = new Map(state.maxima);
  maxima.delete(dealerId);
  return { ...state, maxima };
};

describe('placeBid: void maxima (ADR 025)', () => {
  it('a reinstated leader bids afresh: a new maximum must be above the price it leads at', () => {
    const { state } = run([{ dealerId: 'a', amountCents: 100_000, maxAmountCents: 500_000 }]);
    const after = voided(state, 'a');
    expect(placeBid(after, { dealerId: 'a', amountCents: 100_000 }, START, SOFT)).toEqual({
      ok: false,
      code: 'already_leading',
    });
    const raised = ok(
      placeBid(
        after,
        { dealerId: 'a', amountCents: 100_000, maxAmountCents: 200_000 },
        START,
        SOFT,
      ),
    );
    expect(raised.bids).toEqual([]);
    expect(raised.state.maxima.get('a')?.maxCents).toBe(200_000);
    // The fresh maximum, not the void 5,000.00, answers the next rival.
    const rival = ok(placeBid(raised.state, { dealerId: 'b', amountCents: 300_000 }, START, SOFT));
    expect(rival.state).toMatchObject({ leaderId: 'b', currentPriceCents: 300_000 });
  });
});

describe('placeBid: the money limit stays reachable (ADR 025)', () => {
  const LIMIT = MONEY_MAX_CENTS;

  it('caps the minimum next bid at the limit, takes a bid there, and refuses any after it', () => {
    const near = { ...live(100), currentPriceCents: LIMIT - 10_000, leaderId: 'a', seq: 1 };
    expect(minNextBidOf(near)).toBe(LIMIT);
    const top = ok(placeBid(near, { dealerId: 'b', amountCents: LIMIT }, START, SOFT));
    expect(top.state).toMatchObject({ leaderId: 'b', currentPriceCents: LIMIT });
    expect(placeBid(top.state, { dealerId: 'c', amountCents: LIMIT }, START, SOFT)).toEqual({
      ok: false,
      code: 'bid_too_low',
      minNextBidCents: LIMIT + 25_000,
    });
  });

  it('a maximum at the limit leads at the limit when challenged there, a tie the earlier wins', () => {
    const { state, outcomes } = run(
      [
        { dealerId: 'a', amountCents: 100_000, maxAmountCents: LIMIT },
        { dealerId: 'b', amountCents: LIMIT - 30_000 },
        { dealerId: 'c', amountCents: LIMIT },
      ],
      live(100_000),
    );
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, true]);
    expect(state).toMatchObject({ leaderId: 'a', currentPriceCents: LIMIT });
  });

  it('property: while the price is below the limit, a bid of the minimum (≤ the limit) is taken', () => {
    const amount = fc.oneof(
      fc.integer({ min: LIMIT - 300_000, max: LIMIT }),
      fc.constantFrom(LIMIT - 25_000, LIMIT - 24_999, LIMIT - 1, LIMIT),
    );
    const bids = fc.array(
      fc.record({
        dealerId: fc.constantFrom('a', 'b', 'c'),
        amountCents: amount,
        max: fc.option(amount, { nil: undefined }),
      }),
      { minLength: 1, maxLength: 30 },
    );
    fc.assert(
      fc.property(bids, (rows) => {
        let state = live(LIMIT - 300_000);
        for (const { dealerId, amountCents, max } of rows) {
          const bid = {
            dealerId,
            amountCents,
            ...(max === undefined ? {} : { maxAmountCents: Math.max(max, amountCents) }),
          };
          const outcome = placeBid(state, bid, START, SOFT);
          if (!outcome.ok) continue;
          state = outcome.state;
          for (const b of outcome.bids) expect(b.amountCents).toBeLessThanOrEqual(LIMIT);
          const price = state.currentPriceCents ?? 0;
          if (price < LIMIT) {
            const minNext = minNextBidOf(state);
            expect(minNext).toBeLessThanOrEqual(LIMIT);
            const probe = placeBid(state, { dealerId: 'z', amountCents: minNext }, START, SOFT);
            expect(probe.ok).toBe(true);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('placeBid: properties with suspensions (ADR 025)', () => {
  const start = 50_000;
  const events = fc.array(
    fc.oneof(
      { weight: 4, arbitrary: bidsArb(start).map((b) => b[0] as BidRequest) },
      { weight: 1, arbitrary: fc.constantFrom('a', 'b').map((d) => ({ suspend: d })) },
      { weight: 2, arbitrary: fc.constantFrom('a', 'b').map((d) => ({ reinstate: d })) },
    ),
    { minLength: 1, maxLength: 50 },
  );

  it('a suspended dealer’s maximum never bids again nor takes the lead; the price never falls', () => {
    fc.assert(
      fc.property(events, (list) => {
        let state = live(start);
        const suspended = new Set<string>();
        // Dealers whose maximum is void: from their suspension until their own next bid.
        const voidSince = new Set<string>();
        for (const event of list) {
          if ('suspend' in event) {
            suspended.add(event.suspend);
            voidSince.add(event.suspend);
            state = voided(state, event.suspend);
            continue;
          }
          if ('reinstate' in event) {
            suspended.delete(event.reinstate);
            continue;
          }
          // A suspended dealer's own bids are refused before the engine (403).
          if (suspended.has(event.dealerId)) continue;
          const before = state;
          const outcome = placeBid(state, event, START, SOFT);
          if (!outcome.ok) continue;
          state = outcome.state;
          voidSince.delete(event.dealerId);
          for (const b of outcome.bids) expect(voidSince.has(b.dealerId)).toBe(false);
          if (state.leaderId !== null && state.leaderId !== before.leaderId) {
            expect(voidSince.has(state.leaderId)).toBe(false);
          }
          expect(state.currentPriceCents ?? 0).toBeGreaterThanOrEqual(
            before.currentPriceCents ?? 0,
          );
          const lead = state.leaderId === null ? undefined : state.maxima.get(state.leaderId);
          // A leader with a maximum covers the price; one whose maximum is void leads at its bid.
          if (lead) expect(lead.maxCents).toBeGreaterThanOrEqual(state.currentPriceCents ?? 0);
          else expect(voidSince.has(state.leaderId ?? '')).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
