import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DISPUTE_DECISIONS,
  disputeRatePercent,
  disputeTransition,
  disputeWindowEnd,
  openBlocked,
  type DisputeAct,
  type DisputeSale,
  type DisputeState,
} from './dispute-machine.js';

const DAY = 86_400_000;
const sale: DisputeSale = { soldAt: Date.UTC(2026, 10, 1, 12), priceCents: 1_000_000 };
const open: DisputeState = {
  status: 'open',
  responded: false,
  decision: null,
  adjustedPriceCents: null,
};

describe('opening a dispute', () => {
  it('is allowed up to the end of the window, not a millisecond after', () => {
    const end = disputeWindowEnd(sale, 7);
    expect(end - sale.soldAt).toBe(7 * DAY);
    expect(openBlocked(sale, 7, end, false)).toBeNull();
    expect(openBlocked(sale, 7, end + 1, false)).toEqual({
      code: 'invalid_state',
      why: 'window_closed',
    });
  });

  it('is refused once the sale has a dispute, open or resolved, even inside the window', () => {
    expect(openBlocked(sale, 7, sale.soldAt, true)).toEqual({
      code: 'invalid_state',
      why: 'disputed',
    });
    expect(openBlocked(sale, 7, sale.soldAt, false)).toBeNull();
  });

  it('gives the rate of disputes to purchases in percent, none without purchases', () => {
    expect(disputeRatePercent(0, 0)).toBeNull();
    expect(disputeRatePercent(1, 3)).toBe(33.3);
    expect(disputeRatePercent(2, 2)).toBe(100);
  });
});

describe('the seller’s answer and the decision', () => {
  it('takes one answer from the seller', () => {
    const answered = disputeTransition(open, sale, { kind: 'respond' });
    expect(answered).toEqual({ ok: true, state: { ...open, responded: true } });
    if (!answered.ok) return;
    expect(disputeTransition(answered.state, sale, { kind: 'respond' })).toEqual({
      ok: false,
      refusal: { code: 'invalid_state', why: 'responded' },
    });
  });

  it('bounds an adjusted price: 0 up to a cent below the sale price, and only for that decision', () => {
    const adjust = (cents?: number) =>
      disputeTransition(open, sale, {
        kind: 'resolve',
        decision: 'price_adjusted',
        adjustedPriceCents: cents,
      });
    expect(adjust(0).ok).toBe(true);
    expect(adjust(sale.priceCents - 1).ok).toBe(true);
    for (const bad of [-1, sale.priceCents, sale.priceCents + 1, 0.5]) {
      expect(adjust(bad)).toEqual({
        ok: false,
        refusal: { code: 'out_of_range', min: 0, max: sale.priceCents - 1 },
      });
    }
    expect(adjust()).toEqual({ ok: false, refusal: { code: 'adjusted_price', required: true } });
    expect(
      disputeTransition(open, sale, {
        kind: 'resolve',
        decision: 'rejected',
        adjustedPriceCents: 5,
      }),
    ).toEqual({ ok: false, refusal: { code: 'adjusted_price', required: false } });
  });

  it('is decided once, whatever the acts before and after', () => {
    const act: fc.Arbitrary<DisputeAct> = fc.oneof(
      fc.constant({ kind: 'respond' as const }),
      fc.record({
        kind: fc.constant('resolve' as const),
        decision: fc.constantFrom(...DISPUTE_DECISIONS),
        adjustedPriceCents: fc.option(fc.integer({ min: -10, max: sale.priceCents + 10 }), {
          nil: undefined,
        }),
      }),
    );
    fc.assert(
      fc.property(fc.array(act, { maxLength: 12 }), (acts) => {
        let state = open;
        let decisions = 0;
        let answers = 0;
        for (const a of acts) {
          const result = disputeTransition(state, sale, a);
          if (!result.ok) continue;
          if (a.kind === 'resolve') decisions += 1;
          else answers += 1;
          state = result.state;
          const adjusted = state.adjustedPriceCents;
          if (adjusted !== null) {
            expect(adjusted).toBeGreaterThanOrEqual(0);
            expect(adjusted).toBeLessThan(sale.priceCents);
          }
        }
        expect(decisions).toBeLessThanOrEqual(1);
        expect(answers).toBeLessThanOrEqual(1);
        expect(state.status === 'resolved').toBe(decisions === 1);
      }),
    );
  });
});
