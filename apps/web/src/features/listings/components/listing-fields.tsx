import {
  LISTING_DESCRIPTION_MAX,
  LISTING_TITLE_MAX,
  listingCategorySchema,
  listingConditionSchema,
  type ListingCategory,
  type ListingCondition,
} from '@gavel/contract';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { SelectField, TextareaField, TextField } from '../../../components/ui/field';
import { CountryField } from '../../../components/forms/country-field';
import { CATEGORY_LABELS, formatMoney, humanize, parseMoneyInput } from '../../../lib/format';
import type { FieldErrors, ListingFormValues } from '../listing-form';

export type FormChange = <K extends keyof ListingFormValues>(
  field: K,
  value: ListingFormValues[K],
) => void;

const categoryOptions = listingCategorySchema.options.map((value) => ({
  value,
  label: CATEGORY_LABELS[value] ?? humanize(value),
}));
const conditionOptions = listingConditionSchema.options.map((value) => ({
  value,
  label: humanize(value),
}));

function moneyHint(text: string, currency: string | null, fallback: string): string {
  const cents = parseMoneyInput(text);
  if (cents === null || currency === null) return fallback;
  return `${formatMoney(cents, currency)} — ${fallback}`;
}

export function SectionTitle({ children }: { children: string }) {
  return <h2 className="text-lg font-semibold text-zinc-900 dark:text-white">{children}</h2>;
}

interface ListingFieldsProps {
  values: ListingFormValues;
  errors: FieldErrors;
  onChange: FormChange;
  /** Known once the draft exists (the server's configured currency). */
  currency: string | null;
  /** The category's specifics, shown between the details and the price. */
  specifics?: ReactNode;
}

export function ListingFields({
  values,
  errors,
  onChange,
  currency,
  specifics,
}: ListingFieldsProps) {
  const amountHint = currency
    ? `In ${currency}, e.g. 150 or 150.00`
    : 'In major units, e.g. 150 or 150.00';
  return (
    <>
      <Card className="flex flex-col gap-5 p-5">
        <SectionTitle>Details</SectionTitle>
        <TextField
          label="Title"
          value={values.title}
          maxLength={LISTING_TITLE_MAX}
          error={errors.title}
          hint="What buyers see first: make, model and the essentials."
          onChange={(event) => {
            onChange('title', event.target.value);
          }}
        />
        <TextareaField
          label="Description"
          rows={6}
          value={values.description}
          maxLength={LISTING_DESCRIPTION_MAX}
          error={errors.description}
          hint={`${String(values.description.length)} / ${String(LISTING_DESCRIPTION_MAX)} characters. Condition, history, defects, what is included.`}
          onChange={(event) => {
            onChange('description', event.target.value);
          }}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Category"
            placeholder="Choose a category"
            options={categoryOptions}
            value={values.category}
            error={errors.category}
            onChange={(event) => {
              onChange('category', event.target.value as ListingCategory | '');
            }}
          />
          <SelectField
            label="Condition"
            placeholder="Choose a condition"
            options={conditionOptions}
            value={values.condition}
            error={errors.condition}
            onChange={(event) => {
              onChange('condition', event.target.value as ListingCondition | '');
            }}
          />
          <TextField
            label="City"
            autoComplete="address-level2"
            value={values.location_city}
            maxLength={200}
            error={errors.location_city}
            hint="Where a buyer collects the item."
            onChange={(event) => {
              onChange('location_city', event.target.value);
            }}
          />
          <CountryField
            value={values.location_country}
            error={errors.location_country}
            onChange={(code) => {
              onChange('location_country', code);
            }}
          />
        </div>
      </Card>

      {specifics}

      <Card className="flex flex-col gap-5 p-5">
        <SectionTitle>Price</SectionTitle>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Starting price"
            inputMode="decimal"
            autoComplete="off"
            placeholder="150.00"
            value={values.starting_price}
            error={errors.starting_price_cents}
            hint={moneyHint(values.starting_price, currency, amountHint)}
            onChange={(event) => {
              onChange('starting_price', event.target.value);
            }}
          />
          <TextField
            label="Reserve price"
            inputMode="decimal"
            autoComplete="off"
            placeholder="Optional"
            value={values.reserve_price}
            error={errors.reserve_price_cents}
            hint={moneyHint(
              values.reserve_price,
              currency,
              'Optional. The lowest price you accept; bidders only see whether it is met.',
            )}
            onChange={(event) => {
              onChange('reserve_price', event.target.value);
            }}
          />
        </div>
      </Card>
    </>
  );
}
