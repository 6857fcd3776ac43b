import type { ConditionReport } from '@gavel/contract';
import { describe, expect, it } from 'vitest';
import {
  comparableReport,
  emptyReportForm,
  gradePreview,
  newDamageRow,
  reportToForm,
  validateReportForm,
  type ReportFormValues,
} from './condition-report-form';

const report = (changes: Partial<ReportFormValues>): ReportFormValues => ({
  ...emptyReportForm(),
  keys: '2',
  ...changes,
});

const dent = newDamageRow({
  panel: 'front_left_door',
  kind: 'dent',
  severity: 'moderate',
  note: ' 3 cm ',
  photo_id: '',
});

describe('condition report form', () => {
  it('builds the PUT body: numbers as numbers, empty note and photo left out', () => {
    const { body, errors } = validateReportForm(
      report({
        damages: [dent],
        tyres: {
          front_left_mm: '6.5',
          front_right_mm: '6',
          rear_left_mm: '1,5',
          rear_right_mm: '0',
        },
      }),
    );
    expect(errors).toEqual({});
    expect(body).toEqual({
      damages: [{ panel: 'front_left_door', kind: 'dent', severity: 'moderate', note: '3 cm' }],
      tyres: { front_left_mm: 6.5, front_right_mm: 6, rear_left_mm: 1.5, rear_right_mm: 0 },
      warning_lights: false,
      runs_and_drives: true,
      keys: 2,
    });
  });

  it('needs the keys, all four tyres or none, depths in range with one decimal', () => {
    const { body, errors } = validateReportForm(
      report({
        keys: '',
        tyres: {
          front_left_mm: '20.05',
          front_right_mm: '',
          rear_left_mm: 'deep',
          rear_right_mm: '4',
        },
      }),
    );
    expect(body).toBeNull();
    expect(Object.keys(errors).sort()).toEqual([
      'condition_report.keys',
      'condition_report.tyres.front_left_mm',
      'condition_report.tyres.front_right_mm',
      'condition_report.tyres.rear_left_mm',
    ]);
    expect(validateReportForm(report({ keys: '6' })).errors).toEqual({
      'condition_report.keys': 'Enter a whole number from 0 to 5.',
    });
  });

  it('previews the grade as typed, with the contract lines', () => {
    expect(gradePreview(report({})).grade).toBe(1);
    const typed = gradePreview(
      report({
        damages: [dent, { ...dent, key: 'x', severity: 'major' }],
        tyres: { front_left_mm: '1.9', front_right_mm: '', rear_left_mm: '', rear_right_mm: '' },
        warning_lights: true,
      }),
    );
    // 3 + 6 + 3 (one worn tyre, counted before the others are typed) + 4 = 16 → grade 4.
    expect(typed.points).toBe(16);
    expect(typed.grade).toBe(4);
    expect(typed.lines.map((l) => [l.reason, l.points])).toEqual([
      ['damage_moderate', 3],
      ['damage_major', 6],
      ['worn_tyre', 3],
      ['warning_lights', 4],
    ]);
    expect(gradePreview(report({ runs_and_drives: false })).grade).toBe(3);
  });

  it('reads a saved report back and compares without the row keys', () => {
    const saved: ConditionReport = {
      damages: [
        {
          id: '6f1c1c52-8f0e-4a52-9d0b-3f7f0c1d2e3a',
          panel: 'bonnet',
          kind: 'chip',
          severity: 'minor',
          note: null,
          photo_id: null,
          thumbnail_url: null,
        },
      ],
      tyres: null,
      warning_lights: false,
      runs_and_drives: true,
      keys: 1,
      notes: null,
      points: 1,
      grade: 1,
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const form = reportToForm(saved);
    expect(form.keys).toBe('1');
    expect(form.damages[0]).toMatchObject({ panel: 'bonnet', note: '', photo_id: '' });
    expect(comparableReport(reportToForm(saved))).toBe(comparableReport(form));
    expect(comparableReport(reportToForm(null))).toBe(comparableReport(emptyReportForm()));
  });
});
