import type { Address } from '@gavel/contract';
import { TextField } from '../ui/field';
import { CountryField } from './country-field';

/** The contract's address shape as form values: every field a string, line 2 blank when absent. */
export type AddressValues = Record<keyof Address, string>;

export const EMPTY_ADDRESS: AddressValues = {
  line1: '',
  line2: '',
  city: '',
  postal_code: '',
  country: '',
};

/** The address as answered (`line2` null when there is none) as form values. */
export const addressValues = (address: Address | null | undefined): AddressValues =>
  address ? { ...address, line2: address.line2 ?? '' } : EMPTY_ADDRESS;

/** The address as sent: a blank line 2 is left out. */
export const addressBody = (values: AddressValues) => ({
  line1: values.line1,
  ...(values.line2.trim() ? { line2: values.line2 } : {}),
  city: values.city,
  postal_code: values.postal_code,
  country: values.country,
});

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
