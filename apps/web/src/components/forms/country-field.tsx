import { useId } from 'react';
import { controlClasses } from '../ui/field';
import { countryOptions } from './country-options';

/**
 * The address "Country" select: common countries first, then all of them. A local control
 * because the shared SelectField has no option groups; it keeps the same label and error chrome.
 */
export function CountryField({
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
        name="country"
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
