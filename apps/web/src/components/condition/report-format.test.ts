import { pointsLines } from '@gavel/contract/condition';
import { describe, expect, it } from 'vitest';
import {
  damageSummary,
  gradeBand,
  gradeScaleText,
  isWornTyre,
  pointsLineLabel,
} from './report-format';

const report = (over: Partial<Parameters<typeof pointsLines>[0]> = {}) => ({
  damages: [],
  tyres: null,
  warning_lights: false,
  runs_and_drives: true,
  ...over,
});

describe('pointsLineLabel', () => {
  it('names every line the contract counts, with its count', () => {
    expect(
      pointsLines(
        report({
          damages: [{ severity: 'minor' }, { severity: 'minor' }, { severity: 'major' }],
          tyres: { front_left_mm: 1.5, front_right_mm: 1.9, rear_left_mm: 2, rear_right_mm: 6 },
          warning_lights: true,
          runs_and_drives: false,
        }),
      ).map(pointsLineLabel),
    ).toEqual([
      'Minor damage × 2',
      'Major damage',
      'Tyre under 2.0 mm × 2',
      'Warning lights on',
      'Does not run and drive',
    ]);
  });
});

describe('grades', () => {
  it('names each grade’s points from the contract', () => {
    expect([1, 2, 3, 4, 5].map(gradeBand)).toEqual([
      '0–2 points',
      '3–6 points',
      '7–12 points',
      '13–20 points',
      '21 or more points',
    ]);
    expect(gradeScaleText()).toContain('5: 21 or more points');
    expect(gradeScaleText()).toContain('warning lights on 4');
  });

  it('tells worn tyres and names a damage', () => {
    expect(isWornTyre(1.9)).toBe(true);
    expect(isWornTyre(2)).toBe(false);
    expect(damageSummary({ panel: 'front_left_door', kind: 'dent', severity: 'moderate' })).toBe(
      'Dent, front left door, moderate',
    );
  });
});
