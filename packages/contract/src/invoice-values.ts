// Invoices and credit notes (SPEC §13.2, ADR 054): numbering, tax and statuses, zod-free.

export const INVOICE_STATUSES = ['outstanding', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** `INVOICE_PREFIX`'s default. */
export const INVOICE_PREFIX_DEFAULT = 'GAV';
/** `FEE_TAX_RATE_BPS`'s default (no tax) and bounds (10,000 = 100 %). */
export const FEE_TAX_RATE_BPS_DEFAULT = 0;
export const FEE_TAX_RATE_BPS_MAX = 10_000;
/** `FEE_TAX_LABEL`'s default. */
export const FEE_TAX_LABEL_DEFAULT = 'VAT';
/** Digits of a document's sequence within its year. */
export const INVOICE_SEQUENCE_DIGITS = 6;

/**
 * The tax on `subtotalCents` at `rateBps` basis points, rounded half up to the cent, in integer
 * arithmetic: subtotal × rate ÷ 10,000 (SPEC §13.2).
 */
export function taxCents(subtotalCents: number, rateBps: number): number {
  if (!Number.isSafeInteger(subtotalCents) || subtotalCents < 0) {
    throw new RangeError(`subtotal must be a non-negative integer of cents, not ${subtotalCents}`);
  }
  if (!Number.isInteger(rateBps) || rateBps < 0 || rateBps > FEE_TAX_RATE_BPS_MAX) {
    throw new RangeError(`tax rate must be 0–${FEE_TAX_RATE_BPS_MAX} basis points, not ${rateBps}`);
  }
  // BigInt: subtotal × rate can pass 2^53 for the largest amounts.
  return Number((BigInt(subtotalCents) * BigInt(rateBps) + 5_000n) / 10_000n);
}

/** `GAV-2026-000001`; a credit note's `GAV-CN-2026-000001`. */
export function documentNumber(
  prefix: string,
  kind: 'invoice' | 'credit_note',
  year: number,
  sequence: number,
): string {
  const digits = String(sequence).padStart(INVOICE_SEQUENCE_DIGITS, '0');
  return kind === 'invoice' ? `${prefix}-${year}-${digits}` : `${prefix}-CN-${year}-${digits}`;
}
