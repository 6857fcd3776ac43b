import { describe, expect, it } from 'vitest';
import {
  SCHEDULE_PRESETS,
  describeDuration,
  localInputToIso,
  timeZoneHint,
  toLocalInput,
} from './schedule-times';

describe('schedule times', () => {
  it('reads a datetime-local value as local time and sends UTC', () => {
    const iso = localInputToIso('2026-05-01T09:30');
    expect(iso).toBe(new Date(2026, 4, 1, 9, 30).toISOString());
    expect(iso?.endsWith('Z')).toBe(true);
  });

  it('round-trips through the input format', () => {
    const date = new Date(2026, 0, 31, 23, 5);
    expect(toLocalInput(date)).toBe('2026-01-31T23:05');
    expect(localInputToIso(toLocalInput(date))).toBe(date.toISOString());
  });

  it('refuses values that are not a real local time', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('2026-02-31T10:00')).toBeNull();
    expect(localInputToIso('tomorrow')).toBeNull();
  });

  it('starts "now" presets at the current minute and "tomorrow" at 9:00 local', () => {
    const now = new Date(2026, 2, 10, 14, 37, 42);
    const [hour, , week] = SCHEDULE_PRESETS;
    const quick = hour?.times(now);
    expect(quick?.start).toEqual(new Date(2026, 2, 10, 14, 37));
    expect(quick?.end).toEqual(new Date(2026, 2, 10, 15, 37));
    const later = week?.times(now);
    expect(later?.start).toEqual(new Date(2026, 2, 11, 9, 0));
    expect(later?.end).toEqual(new Date(2026, 2, 18, 9, 0));
  });

  it('describes durations for people', () => {
    expect(describeDuration(3_600_000)).toBe('1 hour');
    expect(describeDuration(7 * 86_400_000)).toBe('7 days');
    expect(describeDuration(26 * 3_600_000)).toBe('1 day 2 hours');
    expect(describeDuration(45 * 60_000)).toBe('45 minutes');
    expect(describeDuration(20_000)).toBe('less than a minute');
  });

  it('names the time zone the times are typed in, with its abbreviation at that date', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    const summer = new Date('2026-07-15T12:00:00Z');
    expect(timeZoneHint('Europe/London', winter)).toBe('In your time zone, Europe/London (GMT)');
    expect(timeZoneHint('Europe/London', summer)).toMatch(
      /^In your time zone, Europe\/London \((BST|GMT\+1)\)$/,
    );
    expect(timeZoneHint('UTC', winter)).toBe('In your time zone, UTC');
    expect(timeZoneHint(null)).toBe('In your time zone');
  });
});
