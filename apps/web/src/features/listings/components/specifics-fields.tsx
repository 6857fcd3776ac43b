import {
  CATEGORY_DECLARATIONS,
  optionLabel,
  SPECIFIC_TEXT_MAX,
  VIN_LENGTH,
  VIN_SHOWN_PUBLICLY,
  type ListingCategory,
  type Specific,
} from '@gavel/contract';
import { Card } from '../../../components/ui/card';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/field';
import type { FieldErrors } from '../listing-form';
import { specificFieldsOf, type SpecificsFormValues } from '../specifics-form';
import { SectionTitle } from './listing-fields';

/** 2,000,000 but 1886: a year reads without a separator. */
const number = (n: number) => (Math.abs(n) >= 10_000 ? n.toLocaleString('en') : String(n));

const rangeHint = (s: Specific): string | undefined => {
  if (s.min === undefined || s.max === undefined) return undefined;
  const unit = s.unit ? ` ${s.unit}` : '';
  return `A whole number from ${number(s.min)} to ${number(s.max)}${unit}.`;
};

/** One specific as the contract declares it: its label, type, unit, range and options. */
function SpecificField({
  specific: s,
  value,
  error,
  onChange,
}: {
  specific: Specific;
  value: string | boolean | undefined;
  error: string | undefined;
  onChange: (value: string | boolean) => void;
}) {
  const label = s.unit ? `${s.label} (${s.unit})` : s.label;
  const text = typeof value === 'string' ? value : '';
  const common = { label, error, requiredMark: s.required };
  switch (s.type) {
    case 'enum':
      return (
        <SelectField
          {...common}
          placeholder={s.required ? 'Choose…' : 'Not stated'}
          options={(s.options ?? []).map((o) => ({ value: o, label: optionLabel(o) }))}
          value={text}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      );
    case 'integer':
      return (
        <TextField
          {...common}
          type="number"
          inputMode="numeric"
          step={1}
          min={s.min}
          max={s.max}
          hint={rangeHint(s)}
          value={text}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      );
    case 'boolean':
      return (
        <CheckboxField
          label={label}
          error={error}
          className="self-end pb-2"
          checked={value === true}
          onChange={(event) => {
            onChange(event.target.checked);
          }}
        />
      );
    case 'date':
      return (
        <TextField
          {...common}
          type="date"
          value={text}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      );
    case 'text':
      return (
        <TextField
          {...common}
          autoComplete="off"
          spellCheck={s.key === 'vin' ? false : undefined}
          autoCapitalize={s.key === 'vin' ? 'characters' : undefined}
          maxLength={s.key === 'vin' ? VIN_LENGTH + 8 : SPECIFIC_TEXT_MAX}
          hint={
            s.key === 'vin'
              ? `${String(VIN_LENGTH)} letters and digits, never I, O or Q. Buyers who are not signed in see only the first ${String(VIN_SHOWN_PUBLICLY)}.`
              : undefined
          }
          value={text}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      );
  }
}

/**
 * The chosen category's specifics, built from the contract's declaration (SPEC §11): nothing
 * when the category has none or none is chosen.
 */
export function SpecificsFields({
  category,
  values,
  errors,
  now,
  onChange,
}: {
  category: ListingCategory | '';
  values: SpecificsFormValues;
  errors: FieldErrors;
  now: Date;
  /** The new values, and the key that changed. */
  onChange: (values: SpecificsFormValues, key: string) => void;
}) {
  const fields = specificFieldsOf(category, now);
  if (category === '' || fields.length === 0) return null;
  return (
    <Card className="flex flex-col gap-5 p-5">
      <div>
        <SectionTitle>{`${CATEGORY_DECLARATIONS[category].name}: specifics`}</SectionTitle>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          What buyers filter and compare by.
          {fields.some((f) => f.required) && (
            <>
              {' '}
              Fields marked <span className="text-red-700 dark:text-red-400">*</span> are needed to
              submit.
            </>
          )}
        </p>
      </div>
      {errors.specifics && (
        <p className="text-sm text-red-700 dark:text-red-400" role="alert">
          {errors.specifics}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((s) => (
          <SpecificField
            key={s.key}
            specific={s}
            value={values[s.key]}
            error={errors[`specifics.${s.key}`]}
            onChange={(value) => {
              onChange({ ...values, [s.key]: value }, s.key);
            }}
          />
        ))}
      </div>
    </Card>
  );
}
