import { TextField } from '../../../components/ui/field';

/** A range of UTC days as the staff pages take it (`YYYY-MM-DD`, empty for no bound). */
export interface DayRange {
  from: string;
  to: string;
}

/** The message for a range whose start is after its end (either may be empty); else none. */
export const dayOrderError = (from: string, to: string): string | undefined =>
  from !== '' && to !== '' && from > to ? 'The start must not be after the end' : undefined;

/**
 * "From" and "To" of a staff page's range of UTC days, both included: each bounds the other's
 * picker, and each shows its own error.
 */
export function DayRangeFields({
  value,
  onChange,
  errors = {},
}: {
  value: DayRange;
  onChange: (next: DayRange) => void;
  errors?: { from?: string | undefined; to?: string | undefined };
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex">
      <TextField
        label="From"
        type="date"
        className="min-w-0 sm:w-44"
        value={value.from}
        max={value.to || undefined}
        onChange={(event) => {
          onChange({ ...value, from: event.target.value });
        }}
        error={errors.from}
      />
      <TextField
        label="To"
        type="date"
        className="min-w-0 sm:w-44"
        value={value.to}
        min={value.from || undefined}
        onChange={(event) => {
          onChange({ ...value, to: event.target.value });
        }}
        error={errors.to}
      />
    </div>
  );
}
