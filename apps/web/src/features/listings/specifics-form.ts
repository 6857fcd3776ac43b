import {
  CATEGORY_DECLARATIONS,
  checkSpecifics,
  missingRequiredSpecifics,
  specificsOf,
  type ListingCategory,
  type Specific,
  type Specifics,
} from '@gavel/contract';

/**
 * What the specifics' inputs hold, by key: text as typed (integers and dates too), a boolean
 * once its checkbox has been touched. A key that is absent, or empty text, is not stated.
 */
export type SpecificsFormValues = Record<string, string | boolean>;

export const specificsToForm = (specifics: Specifics): SpecificsFormValues =>
  Object.fromEntries(
    Object.entries(specifics).map(([key, value]) => [
      key,
      typeof value === 'number' ? String(value) : value,
    ]),
  );

/** The fields a category shows, from the contract (`next_year` resolved against `now`). */
export const specificFieldsOf = (category: ListingCategory | '', now: Date): Specific[] =>
  category === '' ? [] : specificsOf(category, now);

/**
 * On a change of category: the values whose key the new category also declares (a make stays a
 * make), the others dropped, as the server refuses specifics of another category.
 */
export function keepSpecificsFor(
  category: ListingCategory | '',
  values: SpecificsFormValues,
): SpecificsFormValues {
  if (category === '') return {};
  const keys = new Set(CATEGORY_DECLARATIONS[category].specifics.map((d) => d.key));
  return Object.fromEntries(Object.entries(values).filter(([key]) => keys.has(key)));
}

const WHOLE_NUMBER = /^[+-]?\d+$/;

/**
 * The form's values as the body's `specifics`, before the contract checks them: integers as
 * numbers, booleans as booleans, an empty input left out (clearing a field removes the key).
 * Text that is no whole number stays text, for `checkSpecifics` to refuse with its message.
 */
export function typedSpecifics(
  category: ListingCategory | '',
  values: SpecificsFormValues,
): Record<string, unknown> {
  if (category === '') return {};
  const typed: Record<string, unknown> = {};
  for (const d of CATEGORY_DECLARATIONS[category].specifics) {
    const raw = values[d.key];
    if (raw === undefined) continue;
    if (typeof raw === 'boolean') {
      typed[d.key] = raw;
      continue;
    }
    const text = raw.trim();
    if (text === '') continue;
    typed[d.key] = d.type === 'integer' && WHOLE_NUMBER.test(text) ? Number(text) : text;
  }
  return typed;
}

/**
 * The body's `specifics` and the problems of each field (on `specifics.<key>`), by the
 * contract's own check, so the messages are the server's.
 */
export function validateSpecifics(
  category: ListingCategory | '',
  values: SpecificsFormValues,
  opts: { now: Date; country: string },
): { specifics: Specifics; errors: Record<string, string> } {
  if (category === '') return { specifics: {}, errors: {} };
  const { value, problems } = checkSpecifics(category, typedSpecifics(category, values), {
    now: opts.now,
    country: opts.country.trim().toUpperCase() || null,
  });
  return {
    specifics: value,
    errors: Object.fromEntries(problems.map((p) => [p.path, `${p.message}.`])),
  };
}

/** The required specifics not (validly) filled in yet, in the form's order. */
export function missingSpecifics(
  category: ListingCategory | '',
  values: SpecificsFormValues,
  opts: { now: Date; country: string },
): { key: string; label: string; type: Specific['type'] }[] {
  if (category === '') return [];
  const { specifics } = validateSpecifics(category, values, opts);
  const missing = new Set(missingRequiredSpecifics(category, specifics));
  return CATEGORY_DECLARATIONS[category].specifics
    .filter((d) => missing.has(`specifics.${d.key}`))
    .map((d) => ({ key: d.key, label: d.label, type: d.type }));
}
