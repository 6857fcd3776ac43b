import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OFFERS_PER_SIDE_MAX,
  offerRange,
  offersAt,
  pendingOffer,
  statusAt,
  transition,
  type MachineAct,
  type MachineState,
  type OfferSide,
} from './negotiation-machine.js';

const HOUR = 3_600_000;
const start = (over: Partial<MachineState> = {}): MachineState => ({
  status: 'open',
  expiresAt: 48 * HOUR,
  highestBidCents: 100_000,
  reserveCents: 150_000,
  offers: [],
  ...over,
});

describe('negotiation transitions (SPEC §13.1)', () => {
  it('bounds offers: above the highest bid, the seller at most the reserve, the dealer below the seller', () => {
    const s = start();
    const by = (side: OfferSide, amountCents: number, state = s, id = 'o') =>
      transition(state, { kind: 'offer', by: side, id, amountCents }, HOUR);
    expect(by('seller', 100_000)).toMatchObject({ ok: false, refusal: { code: 'out_of_range' } });
    expect(by('seller', 100_001).ok).toBe(true);
    expect(by('seller', 150_000).ok).toBe(true);
    expect(by('seller', 150_001)).toMatchObject({
      ok: false,
      refusal: { code: 'out_of_range', min: 100_001, max: 150_000 },
    });
    const asked = by('seller', 140_000);
    if (!asked.ok) throw new Error('refused');
    expect(by('dealer', 140_000, asked.state, 'd')).toMatchObject({
      refusal: { code: 'out_of_range', max: 139_999 },
    });
    const countered = by('dealer', 139_999, asked.state, 'd');
    expect(countered.ok && countered.state.offers.map((o) => o.status)).toEqual([
      'countered',
      'pending',
    ]);
    // No reserve (the leader could not buy): no upper bound for either side.
    expect(offerRange(start({ reserveCents: null }), 'seller')).toEqual({
      min: 100_001,
      max: null,
    });
  });

  it('answers only the other side’s pending offer, once; one’s own is not found', () => {
    const made = transition(
      start(),
      { kind: 'offer', by: 'dealer', id: 'a', amountCents: 120_000 },
      0,
    );
    if (!made.ok) throw new Error('refused');
    expect(transition(made.state, { kind: 'accept', by: 'dealer', offerId: 'a' }, 1)).toMatchObject(
      {
        refusal: { code: 'not_found' },
      },
    );
    expect(transition(made.state, { kind: 'accept', by: 'seller', offerId: 'x' }, 1)).toMatchObject(
      {
        refusal: { code: 'not_found' },
      },
    );
    const declined = transition(made.state, { kind: 'decline', by: 'seller', offerId: 'a' }, 1);
    if (!declined.ok) throw new Error('refused');
    expect(declined.state.status).toBe('open');
    expect(
      transition(declined.state, { kind: 'accept', by: 'seller', offerId: 'a' }, 2),
    ).toMatchObject({
      refusal: { code: 'invalid_state', why: 'not_pending' },
    });
    const sold = transition(made.state, { kind: 'accept', by: 'seller', offerId: 'a' }, 1);
    expect(sold).toMatchObject({ ok: true, soldAtCents: 120_000, state: { status: 'accepted' } });
  });

  it('refuses every act after the window but the rerun, and shows pending offers lapsed', () => {
    const made = transition(
      start(),
      { kind: 'offer', by: 'seller', id: 'a', amountCents: 130_000 },
      0,
    );
    if (!made.ok) throw new Error('refused');
    const late = 48 * HOUR + 1;
    for (const act of [
      { kind: 'offer', by: 'dealer', id: 'b', amountCents: 120_000 },
      { kind: 'accept', by: 'dealer', offerId: 'a' },
      { kind: 'decline', by: 'dealer', offerId: 'a' },
      { kind: 'accept_highest_bid' },
    ] as MachineAct[]) {
      expect(transition(made.state, act, late)).toMatchObject({
        refusal: { code: 'invalid_state', why: 'expired' },
      });
    }
    // At the last millisecond of the window it still works.
    expect(
      transition(made.state, { kind: 'accept', by: 'dealer', offerId: 'a' }, 48 * HOUR).ok,
    ).toBe(true);
    expect(statusAt(made.state, late)).toBe('lapsed');
    expect(offersAt(made.state, late).map((o) => o.status)).toEqual(['lapsed']);
    expect(transition(made.state, { kind: 'rerun' }, late).ok).toBe(true);
  });

  it(`allows ${OFFERS_PER_SIDE_MAX} offers per side, one pending at a time`, () => {
    let s = start({ reserveCents: null });
    for (let i = 0; i < OFFERS_PER_SIDE_MAX; i++) {
      for (const by of ['dealer', 'seller'] as const) {
        // The dealer climbs from the highest bid, the seller comes down: each below the other.
        const amountCents = by === 'dealer' ? 100_001 + i * 10 : 150_000 - i * 10;
        const r = transition(s, { kind: 'offer', by, id: `${by}${i}`, amountCents }, 0);
        if (!r.ok) throw new Error(JSON.stringify(r.refusal));
        s = r.state;
        expect(
          transition(s, { kind: 'offer', by, id: 'again', amountCents: 100_001 }, 0),
        ).toMatchObject({ refusal: { code: 'invalid_state', why: 'own_offer_pending' } });
      }
    }
    expect(
      transition(s, { kind: 'offer', by: 'dealer', id: 'sixth', amountCents: 100_001 }, 0),
    ).toMatchObject({
      refusal: { code: 'limit_reached', limit: OFFERS_PER_SIDE_MAX },
    });
  });

  it('never sells twice, outside the range, or on one’s own offer, whatever the acts and times', () => {
    const side = fc.constantFrom<OfferSide>('seller', 'dealer');
    const act = fc.oneof(
      fc.record({
        kind: fc.constant('offer' as const),
        by: side,
        amountCents: fc.integer({ min: 99_000, max: 160_000 }),
      }),
      fc.record({
        kind: fc.constantFrom('accept' as const, 'decline' as const),
        by: side,
        pick: fc.nat(),
      }),
      fc.record({ kind: fc.constant('accept_highest_bid' as const) }),
      fc.record({ kind: fc.constant('rerun' as const) }),
    );
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 100_001, max: 155_000 }), { nil: null }),
        fc.array(fc.tuple(act, fc.integer({ min: 0, max: 6 * HOUR })), { maxLength: 40 }),
        (reserve, steps) => {
          let s = start({ reserveCents: reserve });
          let now = 0;
          let sales = 0;
          let n = 0;
          for (const [a, dt] of steps) {
            now += dt;
            const before = s;
            let full: MachineAct;
            if ('pick' in a) {
              const target = before.offers[a.pick % Math.max(1, before.offers.length)];
              const offerId = target?.id ?? 'none';
              full =
                a.kind === 'accept'
                  ? { kind: 'accept', by: a.by, offerId }
                  : { kind: 'decline', by: a.by, offerId };
            } else if (a.kind === 'offer') {
              full = { ...a, id: `o${n++}` };
            } else {
              full = { kind: a.kind };
            }
            const r = transition(before, full, now);
            if (!r.ok) {
              if (full.kind !== 'rerun') {
                // Nothing after the window, a sale or a rerun, but a rerun.
                if (now > before.expiresAt || before.status !== 'open') {
                  expect(['invalid_state', 'not_found']).toContain(r.refusal.code);
                }
              }
              continue;
            }
            s = r.state;
            // Never more than one offer waits; no side over its limit.
            expect(s.offers.filter((o) => o.status === 'pending').length).toBeLessThanOrEqual(1);
            for (const by of ['seller', 'dealer'] as const) {
              expect(s.offers.filter((o) => o.by === by).length).toBeLessThanOrEqual(
                OFFERS_PER_SIDE_MAX,
              );
            }
            // A closed negotiation accepts nothing but a rerun before it was sold.
            if (before.status !== 'open')
              expect(full.kind === 'rerun' && before.status !== 'accepted').toBe(true);
            if (full.kind !== 'rerun') expect(now).toBeLessThanOrEqual(before.expiresAt);
            if (r.soldAtCents !== undefined) {
              sales++;
              expect(r.soldAtCents).toBeGreaterThanOrEqual(before.highestBidCents);
              if (full.kind === 'accept') {
                const offer = before.offers.find((o) => o.id === full.offerId);
                expect(offer?.by).not.toBe(full.by);
                expect(offer?.status).toBe('pending');
                if (offer?.by === 'seller' && reserve !== null) {
                  expect(r.soldAtCents).toBeLessThanOrEqual(reserve);
                }
                expect(r.soldAtCents).toBeGreaterThan(before.highestBidCents);
              }
            }
            // Answered offers stay answered.
            for (const o of before.offers) {
              const after = s.offers.find((x) => x.id === o.id);
              if (o.status !== 'pending') expect(after?.status).toBe(o.status);
            }
          }
          expect(sales).toBeLessThanOrEqual(1);
          expect(pendingOffer(s) === undefined || s.status === 'open').toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
