import {
  isCountryCode,
  LISTING_ATTRIBUTES_MAX,
  LISTING_TITLE_MIN,
  REQUIRED_FOR_SUBMIT,
  STARTING_PRICE_MIN_CENTS,
  type Listing,
  type ListingCategory,
  type ListingCondition,
  type UpdateListingBody,
  type ConditionReportBody,
} from '@gavel/contract';
import { CONDITION_REPORT_CATEGORIES } from '@gavel/contract/condition';
import { centsToInput, parseMoneyInput } from '../../lib/format';
import { serverNow } from '../../lib/server-clock';
import {
  comparableReport,
  REPORT_PATH,
  reportToForm,
  validateReportForm,
  type ReportFormValues,
} from './condition-report-form';
import {
  keepSpecificsFor,
  missingSpecifics,
  specificsToForm,
  typedSpecifics,
  validateSpecifics,
  type SpecificsFormValues,
} from './specifics-form';

/** One free attribute row (`make` → `Volvo`); `key` only tells React the rows apart. */
export interface AttributeRow {
  key: string;
  name: string;
  value: string;
}

/** What the editor's inputs hold: text as typed, prices in major units. */
export interface ListingFormValues {
  title: string;
  description: string;
  category: ListingCategory | '';
  condition: ListingCondition | '';
  location_city: string;
  location_country: string;
  starting_price: string;
  reserve_price: string;
  attributes: AttributeRow[];
  /** The category's specifics (SPEC §11), by key. */
  specifics: SpecificsFormValues;
  /** The vehicle condition report; saved only while the category is `vehicles`. */
  report: ReportFormValues;
}

/** Field errors by the API's body path (`starting_price_cents`, `attributes.make`). */
export type FieldErrors = Record<string, string>;

/** The body paths the editor shows next to its fields. */
export const LISTING_FIELDS = [
  'title',
  'description',
  'category',
  'condition',
  'location_city',
  'location_country',
  'starting_price_cents',
  'reserve_price_cents',
  'attributes',
  'specifics',
  REPORT_PATH,
] as const;

export const AMOUNT_HINT = 'Enter an amount such as 150 or 150.00';

let rowCount = 0;
export const newAttributeRow = (name = '', value = ''): AttributeRow => ({
  key: `attribute-${String(++rowCount)}`,
  name,
  value,
});

/** The key under which a row's own error is kept, before the server has ever seen it. */
export const attributeRowErrorKey = (row: AttributeRow) => `attributes.#${row.key}`;

export const emptyListingForm = (): ListingFormValues => ({
  title: '',
  description: '',
  category: '',
  condition: '',
  location_city: '',
  location_country: '',
  starting_price: '',
  reserve_price: '',
  attributes: [],
  specifics: {},
  report: reportToForm(null),
});

export function listingToForm(listing: Listing): ListingFormValues {
  return {
    title: listing.title ?? '',
    description: listing.description,
    category: listing.category ?? '',
    condition: listing.condition ?? '',
    location_city: listing.location_city ?? '',
    location_country: listing.location_country ?? '',
    starting_price: centsToInput(listing.starting_price_cents),
    reserve_price: centsToInput(listing.reserve_price_cents),
    attributes: Object.entries(listing.attributes).map(([name, value]) =>
      newAttributeRow(name, value),
    ),
    specifics: specificsToForm(listing.specifics),
    report: reportToForm(listing.condition_report),
  };
}

/** The listing's time: the server's clock, for the specifics' `next_year`. */
const clockNow = () => new Date(serverNow());

/** Whether the listing has a condition report to fill in (SPEC §11: vehicles only). */
export const takesConditionReport = (values: Pick<ListingFormValues, 'category'>): boolean =>
  (CONDITION_REPORT_CATEGORIES as readonly string[]).includes(values.category);

/** A new category keeps the specifics it also declares (a make stays a make). */
export const withCategory = (
  values: ListingFormValues,
  category: ListingFormValues['category'],
): ListingFormValues => ({
  ...values,
  category,
  specifics: keepSpecificsFor(category, values.specifics),
});

const filledRows = (rows: readonly AttributeRow[]) =>
  rows.filter((row) => row.name.trim() !== '' || row.value.trim() !== '');

/**
 * The report without links to photos the listing no longer has: deleting a photo clears its
 * damages' link on the server (SPEC §11), and the form follows without calling it a change.
 */
const withListedPhotos = (
  report: ReportFormValues,
  photos: readonly { id: string }[],
): ReportFormValues => ({
  ...report,
  damages: report.damages.map((d) =>
    d.photo_id === '' || photos.some((p) => p.id === d.photo_id) ? d : { ...d, photo_id: '' },
  ),
});

/** Equal when saving would change nothing: trimmed text, prices compared as amounts. */
function comparable(values: ListingFormValues, photos: readonly { id: string }[]) {
  const money = (text: string) => parseMoneyInput(text) ?? text.trim();
  return JSON.stringify([
    values.title.trim(),
    values.description.trim(),
    values.category,
    values.condition,
    values.location_city.trim(),
    values.location_country.trim().toUpperCase(),
    money(values.starting_price),
    money(values.reserve_price),
    filledRows(values.attributes).map((row) => [row.name.trim(), row.value.trim()]),
    typedSpecifics(values.category, values.specifics),
    takesConditionReport(values) ? comparableReport(withListedPhotos(values.report, photos)) : null,
  ]);
}

export function formIsDirty(values: ListingFormValues, saved: Listing | null): boolean {
  const base = saved ? listingToForm(saved) : emptyListingForm();
  const photos = saved?.photos ?? [];
  return comparable(values, photos) !== comparable(base, photos);
}

/** What each field needs before submitting, by body path, in the form's order. */
const REQUIRED_MESSAGES = {
  title: 'Add a title.',
  category: 'Choose a category.',
  condition: 'Choose a condition.',
  location_city: 'Enter the city.',
  location_country: 'Choose a country.',
  starting_price_cents: 'Enter a starting price.',
} as const satisfies Record<(typeof REQUIRED_FOR_SUBMIT)[number], string>;

/**
 * The fields review needs that are still empty (the server checks the same on submit, 422):
 * checked before anything is saved, so an empty "Submit for review" creates no draft.
 */
export function missingForSubmit(values: ListingFormValues, now: Date = clockNow()): FieldErrors {
  const filled: Record<(typeof REQUIRED_FOR_SUBMIT)[number], boolean> = {
    title: values.title.trim() !== '',
    category: values.category !== '',
    condition: values.condition !== '',
    location_city: values.location_city.trim() !== '',
    location_country: values.location_country.trim() !== '',
    starting_price_cents: values.starting_price.trim() !== '',
  };
  const missing: FieldErrors = Object.fromEntries(
    REQUIRED_FOR_SUBMIT.filter((path) => !filled[path]).map((path) => [
      path,
      REQUIRED_MESSAGES[path],
    ]),
  );
  const opts = { now, country: values.location_country };
  for (const { key, label, type } of missingSpecifics(values.category, values.specifics, opts)) {
    const name = label === 'VIN' ? label : label.toLowerCase();
    missing[`specifics.${key}`] = type === 'enum' ? `Choose the ${name}.` : `Enter the ${name}.`;
  }
  if (takesConditionReport(values) && values.report.keys.trim() === '') {
    missing[`${REPORT_PATH}.keys`] = 'Fill in the condition report: how many keys come with it.';
  }
  return missing;
}

export interface ValidatedForm {
  /** Every field that passed the checks; a field with an error is left out. */
  body: UpdateListingBody;
  errors: FieldErrors;
}

/**
 * The request body for a save, with friendly messages for what the client can check itself
 * (the server checks everything again). Empty fields are left out: a draft may be incomplete.
 * On a saved listing, the reserve, description and attributes can be cleared; the other fields
 * cannot be removed once saved (the API has no way to), only changed.
 */
export function validateListingForm(
  values: ListingFormValues,
  saved: Listing | null,
  now: Date = clockNow(),
): ValidatedForm {
  const body: UpdateListingBody = {};
  const errors: FieldErrors = {};
  const cannotRemove = 'This can be changed but not removed once saved.';

  const title = values.title.trim();
  if (title === '') {
    if (saved?.title) errors.title = cannotRemove;
  } else if (title.length < LISTING_TITLE_MIN) {
    errors.title = `The title needs at least ${String(LISTING_TITLE_MIN)} characters.`;
  } else body.title = title;

  const description = values.description.trim();
  if (description !== '' || (saved !== null && saved.description !== '')) {
    body.description = description;
  }

  if (values.category !== '') body.category = values.category;
  else if (saved?.category) errors.category = cannotRemove;
  if (values.condition !== '') body.condition = values.condition;
  else if (saved?.condition) errors.condition = cannotRemove;

  const city = values.location_city.trim();
  if (city !== '') body.location_city = city;
  else if (saved?.location_city) errors.location_city = cannotRemove;

  const country = values.location_country.trim().toUpperCase();
  if (country === '') {
    if (saved?.location_country) errors.location_country = cannotRemove;
  } else if (!isCountryCode(country)) {
    errors.location_country = 'Choose a country from the list.';
  } else body.location_country = country;

  let start: number | null = saved?.starting_price_cents ?? null;
  if (values.starting_price.trim() === '') {
    if (saved?.starting_price_cents != null) errors.starting_price_cents = cannotRemove;
  } else {
    const cents = parseMoneyInput(values.starting_price);
    if (cents === null) {
      errors.starting_price_cents = AMOUNT_HINT;
      start = null;
    } else if (cents < STARTING_PRICE_MIN_CENTS) {
      errors.starting_price_cents = `The starting price must be at least ${centsToInput(STARTING_PRICE_MIN_CENTS)}.`;
      start = null;
    } else {
      body.starting_price_cents = cents;
      start = cents;
    }
  }

  if (values.reserve_price.trim() === '') {
    if (saved?.reserve_price_cents != null) body.reserve_price_cents = null;
  } else {
    const cents = parseMoneyInput(values.reserve_price);
    if (cents === null) errors.reserve_price_cents = AMOUNT_HINT;
    else if (start !== null && cents < start) {
      errors.reserve_price_cents = 'The reserve price must not be below the starting price.';
    } else body.reserve_price_cents = cents;
  }

  const attributes: Record<string, string> = {};
  let attributesValid = true;
  for (const row of filledRows(values.attributes)) {
    const name = row.name.trim();
    if (name === '') {
      errors[attributeRowErrorKey(row)] = 'Give this attribute a name.';
      attributesValid = false;
    } else if (Object.hasOwn(attributes, name)) {
      errors[attributeRowErrorKey(row)] = `“${name}” is already listed.`;
      attributesValid = false;
    } else attributes[name] = row.value.trim();
  }
  if (Object.keys(attributes).length > LISTING_ATTRIBUTES_MAX) {
    errors.attributes = `At most ${String(LISTING_ATTRIBUTES_MAX)} attributes.`;
    attributesValid = false;
  }
  const hadAttributes = saved !== null && Object.keys(saved.attributes).length > 0;
  if (attributesValid && (Object.keys(attributes).length > 0 || hadAttributes)) {
    body.attributes = attributes;
  }

  // The whole map is sent (the server replaces it): a cleared field removes its key. Sent while
  // the listing has a category, and with none only to clear what was saved under the old one.
  const specifics = validateSpecifics(values.category, values.specifics, {
    now,
    country: values.location_country,
  });
  Object.assign(errors, specifics.errors);
  const hadSpecifics = saved !== null && Object.keys(saved.specifics).length > 0;
  if (
    Object.keys(specifics.errors).length === 0 &&
    values.category !== '' &&
    (Object.keys(specifics.specifics).length > 0 || hadSpecifics)
  ) {
    body.specifics = specifics.specifics;
  }

  return { body, errors };
}

/**
 * The condition report to PUT after the listing is saved: null when there is nothing to save
 * (not a vehicle, or nothing changed since the last save), with the problems the client sees.
 */
export function reportToSave(
  values: ListingFormValues,
  saved: Listing | null,
): { body: ConditionReportBody | null; errors: FieldErrors } {
  if (!takesConditionReport(values)) return { body: null, errors: {} };
  const report = withListedPhotos(values.report, saved?.photos ?? []);
  const base = reportToForm(saved?.condition_report ?? null);
  if (comparableReport(report) === comparableReport(base)) return { body: null, errors: {} };
  return validateReportForm(report);
}
