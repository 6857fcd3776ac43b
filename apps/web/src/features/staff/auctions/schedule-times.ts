/**
 * Schedule times are typed in the person's own time zone in `datetime-local` inputs
 * (`2026-05-01T09:00`) and sent as UTC ISO strings (SPEC §8).
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as a `datetime-local` value in this device's time zone, to the minute. */
export function toLocalInput(date: Date): string {
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/**
 * A `datetime-local` value read as local time, as a UTC ISO string; null when it is not one.
 * Parsed by hand: `Date.parse` of a partial string is implementation-defined territory.
 */
export function localInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => (part ? Number(part) : 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(y, mo - 1, d, h, mi, s);
  // Rejects 2026-02-31 and the like, which Date would roll over into March.
  if (Number.isNaN(date.getTime()) || date.getDate() !== d || date.getMonth() !== mo - 1) {
    return null;
  }
  return date.toISOString();
}

/** "1 hour", "7 days", "1 day 2 hours", "45 minutes": how long an auction would run. */
export function describeDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const part = (n: number, unit: string) => `${String(n)} ${unit}${n === 1 ? '' : 's'}`;
  const parts = [
    days > 0 ? part(days, 'day') : null,
    hours > 0 ? part(hours, 'hour') : null,
    rest > 0 && days === 0 ? part(rest, 'minute') : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' ') : 'less than a minute';
}

export interface SchedulePreset {
  label: string;
  /** Start and end for "now" (the server's clock), in local time. */
  times: (now: Date) => { start: Date; end: Date };
}

/** The start of the current minute: `datetime-local` has no seconds, and a start up to a
 * minute in the past is accepted and kept (SPEC §8), so "now" starts the auction at once. */
function thisMinute(now: Date): Date {
  const start = new Date(now);
  start.setSeconds(0, 0);
  return start;
}

function addDays(date: Date, days: number): Date {
  // Calendar days in local time, so 9:00 stays 9:00 across a daylight-saving change.
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

export const SCHEDULE_PRESETS: readonly SchedulePreset[] = [
  {
    label: 'Start now, 1 hour',
    times: (now) => {
      const start = thisMinute(now);
      return { start, end: new Date(start.getTime() + 3_600_000) };
    },
  },
  {
    label: 'Start now, 1 day',
    times: (now) => {
      const start = thisMinute(now);
      return { start, end: addDays(start, 1) };
    },
  },
  {
    label: 'Tomorrow 9:00, 7 days',
    times: (now) => {
      const start = addDays(now, 1);
      start.setHours(9, 0, 0, 0);
      return { start, end: addDays(start, 7) };
    },
  },
];

/** The person's time zone name for hints ("Europe/London"), when the browser knows it. */
function localTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * Where the typed times are, named so nobody has to guess: "In your time zone, Europe/London
 * (GMT)" — the zone's name and its abbreviation at `at` (GMT in winter, BST in summer).
 */
export function timeZoneHint(zone: string | null = localTimeZone(), at = new Date()): string {
  if (!zone) return 'In your time zone';
  let short: string | undefined;
  try {
    short = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    short = undefined;
  }
  return short && short !== zone
    ? `In your time zone, ${zone} (${short})`
    : `In your time zone, ${zone}`;
}
