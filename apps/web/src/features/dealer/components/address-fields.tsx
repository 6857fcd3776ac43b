import { useId } from 'react';
import { controlClasses, TextField } from '../../../components/ui/field';
import { countryOptions } from './country-options';

export interface AddressValues {
  line1: string;
  line2: string;
  city: string;
  postal_code: string;
  country: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  line1: '',
  line2: '',
  city: '',
  postal_code: '',
  country: '',
};

/** The address as answered (`line2` null when there is none) as form values. */
export const addressValues = (
  address:
    | { line1: string; line2: string | null; city: string; postal_code: string; country: string }
    | null
    | undefined,
): AddressValues => (address ? { ...address, line2: address.line2 ?? '' } : EMPTY_ADDRESS);

/** The address as sent: a blank line 2 is left out. */
export const addressBody = (values: AddressValues) => ({
  line1: values.line1,
  ...(values.line2.trim() ? { line2: values.line2 } : {}),
  city: values.city,
  postal_code: values.postal_code,
  country: values.country,
});

/**
 * The "Country" select: common countries first, then all of them. A local control because the
 * shared SelectField has no option groups; same label and error chrome.
 */
function CountryField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const { common, all } = countryOptions();
  const known = value === '' || all.some((c) => c.code === value);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        Country
      </label>
      <select
        id={id}
        autoComplete="country"
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={controlClasses}
      >
        <option value="">Choose a country</option>
        {!known && <option value={value}>{value}</option>}
        <optgroup label="Common">
          {common.map((c) => (
            <option key={`common-${c.code}`} value={c.code}>
              {c.name}
            </option>
          ))}
        </optgroup>
        <optgroup label="All countries">
          {all.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </optgroup>
      </select>
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * "Address line 1", "Address line 2", "City", "Postal code", "Country". Errors are keyed by the
 * API's paths (`address.city`).
 */
export function AddressFields({
  values,
  errors,
  onChange,
}: {
  values: AddressValues;
  errors: Record<string, string>;
  onChange: (next: AddressValues) => void;
}) {
  const set = (field: keyof AddressValues) => (event: { target: { value: string } }) => {
    onChange({ ...values, [field]: event.target.value });
  };
  return (
    <>
      <TextField
        label="Address line 1"
        autoComplete="address-line1"
        value={values.line1}
        onChange={set('line1')}
        error={errors['address.line1']}
        className="sm:col-span-2"
      />
      <TextField
        label="Address line 2"
        autoComplete="address-line2"
        hint="Optional."
        value={values.line2}
        onChange={set('line2')}
        error={errors['address.line2']}
        className="sm:col-span-2"
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        value={values.city}
        onChange={set('city')}
        error={errors['address.city']}
      />
      <TextField
        label="Postal code"
        autoComplete="postal-code"
        value={values.postal_code}
        onChange={set('postal_code')}
        error={errors['address.postal_code']}
      />
      <CountryField
        value={values.country}
        onChange={(country) => {
          onChange({ ...values, country });
        }}
        error={errors['address.country']}
      />
    </>
  );
}
