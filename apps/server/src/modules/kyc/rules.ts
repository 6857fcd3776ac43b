/** Pure rules of KYC records: masking and age (ADR 009). */

const MASK = '•••••';
const VISIBLE_MAX = 4;

/**
 * Masks a document number to its last 4 characters behind a fixed-width prefix, so neither the
 * number nor its length is shown. A short number shows at most half of its characters
 * (`AB12` → `•••••12`), so no answer ever holds most of a number.
 */
export function maskDocumentNumber(value: string): string {
  const chars = Array.from(value);
  const visible = Math.min(VISIBLE_MAX, Math.floor(chars.length / 2));
  return MASK + chars.slice(chars.length - visible).join('');
}

/** Whole years between a `YYYY-MM-DD` birth date and `today`, both taken as UTC dates. */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return beforeBirthday ? age - 1 : age;
}
