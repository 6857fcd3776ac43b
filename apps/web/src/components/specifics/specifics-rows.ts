import type { ListingCategory, SpecificDeclaration, SpecificValue } from '@gavel/contract';
import { optionLabel } from '@gavel/contract/categories';
import { CATEGORY_DECLARATIONS } from '@gavel/contract/category-specifics';

/** One row of a listing's specifications: what, the value as read, and whether it is a code. */
export interface SpecificsRow {
  key: string;
  label: string;
  value: string;
  /** A VIN or a serial: shown in a fixed-width face. */
  code?: boolean;
}

// Fixed locales: a server-rendered page must read the same before and after hydration.
const grouped = new Intl.NumberFormat('en-US');
const calendarDay = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A year reads 2019, never 2,019. */
const PLAIN_INTEGERS = new Set(['year']);
const CODES = new Set(['vin', 'serial_number', 'reference_number']);

/** A specific's value as a person reads it: option labels, units, Yes/No, a calendar day. */
export function formatSpecific(
  declaration: SpecificDeclaration,
  value: SpecificValue,
  specifics: Readonly<Record<string, SpecificValue>> = {},
): string {
  switch (declaration.type) {
    case 'boolean':
      return value === true ? 'Yes' : 'No';
    case 'enum':
      return typeof value === 'string' ? optionLabel(value) : String(value);
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? calendarDay.format(new Date(`${value}T00:00:00Z`))
        : String(value);
    case 'integer': {
      if (typeof value !== 'number') return String(value);
      const number = PLAIN_INTEGERS.has(declaration.key) ? String(value) : grouped.format(value);
      // The mileage's unit is a specific of its own.
      const unit =
        declaration.key === 'mileage'
          ? typeof specifics.mileage_unit === 'string'
            ? optionLabel(specifics.mileage_unit)
            : undefined
          : declaration.unit;
      return unit ? `${number} ${unit}` : number;
    }
    case 'text':
      return String(value);
  }
}

const sameName = (a: string, b: string) =>
  a
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ') ===
  b
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');

/**
 * A listing's specifications: its category's specifics in the order the contract declares them
 * (the mileage unit folded into the mileage), then the seller's free attributes, less those that
 * only repeat a specific (the migration copied make, model and year from attributes, ADR 047).
 */
export function specificsRows(
  category: ListingCategory | null,
  specifics: Readonly<Record<string, SpecificValue>>,
  attributes: Readonly<Record<string, string>> = {},
): SpecificsRow[] {
  const declared = category ? CATEGORY_DECLARATIONS[category].specifics : [];
  const rows: SpecificsRow[] = [];
  for (const declaration of declared) {
    const value = specifics[declaration.key];
    if (value === undefined || declaration.key === 'mileage_unit') continue;
    rows.push({
      key: declaration.key,
      label: declaration.label,
      value: formatSpecific(declaration, value, specifics),
      ...(CODES.has(declaration.key) ? { code: true } : {}),
    });
  }
  const shown = declared.filter((d) => specifics[d.key] !== undefined);
  for (const [name, value] of Object.entries(attributes)) {
    if (shown.some((d) => sameName(name, d.key) || sameName(name, d.label))) continue;
    rows.push({ key: `attribute:${name}`, label: name, value: value || '—' });
  }
  return rows;
}
