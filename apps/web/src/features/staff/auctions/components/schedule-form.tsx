import type { StaffAuction } from '@gavel/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { actionToast } from '../../../../lib/toasts';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { formErrors } from '../../../../lib/form-errors';
import { formatDateTime } from '../../../../lib/format';
import { serverNow } from '../../../../lib/server-clock';
import { useScheduleAuction } from '../api/schedule-auction';
import {
  SCHEDULE_PRESETS,
  describeDuration,
  localInputToIso,
  timeZoneHint,
  toLocalInput,
} from '../schedule-times';

const FIELDS = ['start_at', 'end_at'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

const initialValue = (iso: string | null) => (iso ? toLocalInput(new Date(iso)) : '');

/**
 * "Start" and "End" in the person's local time, quick presets, and "Schedule". Used for a
 * pending auction and, prefilled, to move a scheduled one that has not started yet.
 */
export function ScheduleForm({
  auction,
  onDone,
}: {
  auction: StaffAuction;
  /** Called after a successful schedule (e.g. to close a reschedule panel). */
  onDone?: () => void;
}) {
  const [start, setStart] = useState(() => initialValue(auction.start_at));
  const [end, setEnd] = useState(() => initialValue(auction.end_at));
  const [errors, setErrors] = useState<Errors>({});
  const schedule = useScheduleAuction(auction.id);
  const presetsLabel = useId();
  const zoneHint = timeZoneHint();

  const startIso = localInputToIso(start);
  const endIso = localInputToIso(end);
  const duration =
    startIso && endIso && Date.parse(endIso) > Date.parse(startIso)
      ? `Runs for ${describeDuration(Date.parse(endIso) - Date.parse(startIso))}`
      : undefined;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (schedule.isPending) return;
    const local: Errors = {};
    if (!startIso) local.start_at = start ? 'Enter a valid date and time' : 'Start is required';
    if (!endIso) local.end_at = end ? 'Enter a valid date and time' : 'End is required';
    setErrors(local);
    if (!startIso || !endIso) return;
    // Whether the end comes after the start, and how long an auction may run, is the
    // server's rule (its configured limits); its message shows next to the field.
    // mutateAsync, not per-call callbacks: a scheduled auction leaves the "Schedulable" list
    // (this form unmounts) when the lists refresh, and the confirmation must still show.
    schedule.mutateAsync({ start_at: startIso, end_at: endIso }).then(
      (updated) => {
        const title = updated.listing.title ?? 'The auction';
        actionToast(
          'schedule',
          'success',
          updated.status === 'live'
            ? `${title} is live until ${formatDateTime(endIso)}`
            : `${title} is scheduled for ${formatDateTime(startIso)}`,
        );
        onDone?.();
      },
      (error: unknown) => {
        setErrors(formErrors(error, FIELDS));
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Start"
          type="datetime-local"
          value={start}
          onChange={(event) => {
            setStart(event.target.value);
          }}
          error={errors.start_at}
          hint={zoneHint}
        />
        <TextField
          label="End"
          type="datetime-local"
          value={end}
          min={start || undefined}
          onChange={(event) => {
            setEnd(event.target.value);
          }}
          error={errors.end_at}
          hint={duration}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span id={presetsLabel} className="sr-only">
          Quick times
        </span>
        <div role="group" aria-labelledby={presetsLabel} className="flex flex-wrap gap-2">
          {SCHEDULE_PRESETS.map((preset) => (
            <Button
              key={preset.label}
              variant="ghost"
              size="sm"
              className="border border-dashed border-zinc-300 dark:border-zinc-700"
              onClick={() => {
                const times = preset.times(new Date(serverNow()));
                setStart(toLocalInput(times.start));
                setEnd(toLocalInput(times.end));
                setErrors({});
              }}
            >
              {preset.label}
            </Button>
          ))}
        </div>
        <Button type="submit" className="ml-auto" aria-busy={schedule.isPending}>
          {schedule.isPending ? 'Scheduling…' : 'Schedule'}
        </Button>
      </div>
    </form>
  );
}
