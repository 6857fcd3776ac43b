import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { DayRangeFields } from '../../components/day-range-fields';
import { lastDays, rangeErrors } from '../date-range';

const PRESETS = [7, 30, 90] as const;

/**
 * "From" and "To" (UTC days, both included) and quick ranges. Applying puts the range in the
 * URL; the server's own field errors for a range (`from`, `to`) are shown here too.
 */
export function RangeForm({
  from,
  to,
  now,
  serverErrors,
  onApply,
}: {
  from: string;
  to: string;
  /** For the quick ranges: "today" in UTC. */
  now: number;
  serverErrors: { from?: string | undefined; to?: string | undefined };
  onApply: (range: { from: string; to: string }) => void;
}) {
  const [values, setValues] = useState({ from, to });
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const shown = { from: errors.from ?? serverErrors.from, to: errors.to ?? serverErrors.to };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = rangeErrors(values.from, values.to);
    setErrors(found);
    if (!found.from && !found.to) onApply(values);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Date range"
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start"
    >
      <DayRangeFields value={values} onChange={setValues} errors={shown} />
      <div className="flex flex-wrap gap-2 sm:mt-6.5">
        <Button type="submit">Apply</Button>
        {PRESETS.map((days) => (
          <Button
            key={days}
            variant="ghost"
            onClick={() => {
              const range = lastDays(days, now);
              setValues(range);
              setErrors({});
              onApply(range);
            }}
          >
            Last {days} days
          </Button>
        ))}
      </div>
      <p className="text-xs text-zinc-500 sm:basis-full dark:text-zinc-400">
        Days in UTC. Auctions count on the day they ended, fees included.
      </p>
    </form>
  );
}
