import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentNumber, FEE_TAX_RATE_BPS_MAX, taxCents } from './invoice-values.js';
import { MONEY_MAX_CENTS } from './values.js';

describe('taxCents (SPEC §13.2: subtotal × rate ÷ 10,000, rounded half up)', () => {
  it('rounds a half cent up and less down', () => {
    expect(taxCents(1, 5_000)).toBe(1);
    expect(taxCents(1, 4_999)).toBe(0);
    expect(taxCents(3, 5_000)).toBe(2);
    expect(taxCents(12_345, 2_000)).toBe(2_469);
    expect(taxCents(12_347, 2_000)).toBe(2_469); // 2,469.4
    expect(taxCents(12_348, 2_000)).toBe(2_470); // 2,469.6
    expect(taxCents(25, 2_000)).toBe(5);
    expect(taxCents(0, 2_000)).toBe(0);
    expect(taxCents(99_999, 0)).toBe(0);
  });

  it('is within half a cent of the exact tax, the half rounded up, for any amount and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MONEY_MAX_CENTS }),
        fc.integer({ min: 0, max: FEE_TAX_RATE_BPS_MAX }),
        (subtotal, rate) => {
          const exact = BigInt(subtotal) * BigInt(rate); // ten-thousandths of a cent
          const off = BigInt(taxCents(subtotal, rate)) * 10_000n - exact;
          expect(off > -5_000n && off <= 5_000n).toBe(true);
        },
      ),
    );
  });

  it('refuses amounts and rates it cannot price', () => {
    expect(() => taxCents(-1, 2_000)).toThrow(RangeError);
    expect(() => taxCents(1.5, 2_000)).toThrow(RangeError);
    expect(() => taxCents(100, 10_001)).toThrow(RangeError);
  });
});

describe('documentNumber', () => {
  it('numbers invoices and credit notes per year with six digits', () => {
    expect(documentNumber('GAV', 'invoice', 2026, 1)).toBe('GAV-2026-000001');
    expect(documentNumber('GAV', 'credit_note', 2026, 42)).toBe('GAV-CN-2026-000042');
    expect(documentNumber('ACME', 'invoice', 2027, 123_456)).toBe('ACME-2027-123456');
  });
});
