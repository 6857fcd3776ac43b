/**
 * The plain parts of the vehicle condition report (SPEC §11): panels, damage kinds, severities,
 * tyres, their labels and the grade, with no zod, so the public auction page can draw and explain
 * a report through `@gavel/contract/values` without carrying the schemas (ADR 047). The schemas
 * built on them live in specifics.ts, which re-exports all of this.
 */
import type { ListingCategory } from './enums.js';
import type { Tyres } from './specifics.js';
import type { Grade } from './category-declarations.js';
import { DEFAULT_TEXT_MAX } from './values.js';

export const CONDITION_REPORT_CATEGORIES = [
  'vehicles',
] as const satisfies readonly ListingCategory[];

export const PANELS = [
  'front_bumper',
  'bonnet',
  'roof',
  'boot',
  'rear_bumper',
  'front_left_wing',
  'front_right_wing',
  'front_left_door',
  'front_right_door',
  'rear_left_door',
  'rear_right_door',
  'rear_left_quarter',
  'rear_right_quarter',
  'windscreen',
  'rear_window',
  'left_mirror',
  'right_mirror',
  'front_left_wheel',
  'front_right_wheel',
  'rear_left_wheel',
  'rear_right_wheel',
  'interior',
  'underbody',
  'engine',
] as const;
export type Panel = (typeof PANELS)[number];

export const PANEL_LABELS: Record<Panel, string> = {
  front_bumper: 'Front bumper',
  bonnet: 'Bonnet',
  roof: 'Roof',
  boot: 'Boot',
  rear_bumper: 'Rear bumper',
  front_left_wing: 'Front left wing',
  front_right_wing: 'Front right wing',
  front_left_door: 'Front left door',
  front_right_door: 'Front right door',
  rear_left_door: 'Rear left door',
  rear_right_door: 'Rear right door',
  rear_left_quarter: 'Rear left quarter',
  rear_right_quarter: 'Rear right quarter',
  windscreen: 'Windscreen',
  rear_window: 'Rear window',
  left_mirror: 'Left mirror',
  right_mirror: 'Right mirror',
  front_left_wheel: 'Front left wheel',
  front_right_wheel: 'Front right wheel',
  rear_left_wheel: 'Rear left wheel',
  rear_right_wheel: 'Rear right wheel',
  interior: 'Interior',
  underbody: 'Underbody',
  engine: 'Engine',
};

export const DAMAGE_KINDS = [
  'scratch',
  'scuff',
  'dent',
  'chip',
  'crack',
  'rust',
  'paint',
  'missing',
  'mechanical',
  'other',
] as const;
export type DamageKind = (typeof DAMAGE_KINDS)[number];
export const DAMAGE_KIND_LABELS: Record<DamageKind, string> = {
  scratch: 'Scratch',
  scuff: 'Scuff',
  dent: 'Dent',
  chip: 'Chip',
  crack: 'Crack',
  rust: 'Rust',
  paint: 'Paint defect',
  missing: 'Missing part',
  mechanical: 'Mechanical fault',
  other: 'Other',
};

export const SEVERITIES = ['minor', 'moderate', 'major'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const SEVERITY_LABELS: Record<Severity, string> = {
  minor: 'Minor',
  moderate: 'Moderate',
  major: 'Major',
};

export const DAMAGES_MAX = 60;
/** SPEC §8: a text field without a stated maximum takes at most 200 characters. */
export const DAMAGE_NOTE_MAX = DEFAULT_TEXT_MAX;
export const REPORT_NOTES_MAX = 2000;
export const KEYS_MAX = 5;
export const TYRE_DEPTH_MAX_MM = 20;
export const TYRES = ['front_left_mm', 'front_right_mm', 'rear_left_mm', 'rear_right_mm'] as const;
export type Tyre = (typeof TYRES)[number];
export const TYRE_LABELS: Record<Tyre, string> = {
  front_left_mm: 'Front left',
  front_right_mm: 'Front right',
  rear_left_mm: 'Rear left',
  rear_right_mm: 'Rear right',
};

/** Whether a number has at most one decimal (tyre depths: 7.5, not 7.55). */
export const hasAtMostOneDecimal = (v: number): boolean =>
  Math.abs(v * 10 - Math.round(v * 10)) < 1e-9;

/** Points per damage by severity (SPEC §11). */
export const SEVERITY_POINTS: Record<Severity, number> = { minor: 1, moderate: 3, major: 6 };
/** A tyre under this depth adds `WORN_TYRE_POINTS`. */
export const WORN_TYRE_BELOW_MM = 2;
export const WORN_TYRE_POINTS = 3;
export const WARNING_LIGHTS_POINTS = 4;
export const DOES_NOT_RUN_POINTS = 10;
/** The least points of grades 2, 3, 4 and 5; grade 1 is 0–2 points. */
export const GRADE_FROM_POINTS = [3, 7, 13, 21] as const;

/** What the grade reads of a report: the body or the answer. */
export interface GradedReport {
  damages: readonly { severity: Severity }[];
  tyres?: Tyres | null | undefined;
  warning_lights: boolean;
  runs_and_drives: boolean;
}

/** One line of how the points came: what, how many times, how many points in all. */
export interface PointsLine {
  reason:
    | 'damage_minor'
    | 'damage_moderate'
    | 'damage_major'
    | 'worn_tyre'
    | 'warning_lights'
    | 'does_not_run';
  label: string;
  count: number;
  points: number;
}

/** The lines of a report's points, those that add something, in a fixed order. */
export function pointsLines(report: GradedReport): PointsLine[] {
  const lines: PointsLine[] = [];
  for (const severity of SEVERITIES) {
    const count = report.damages.filter((d) => d.severity === severity).length;
    if (count > 0) {
      lines.push({
        reason: `damage_${severity}`,
        label: `${SEVERITY_LABELS[severity]} damage`,
        count,
        points: count * SEVERITY_POINTS[severity],
      });
    }
  }
  const { tyres } = report;
  const worn = tyres ? TYRES.filter((t) => tyres[t] < WORN_TYRE_BELOW_MM).length : 0;
  if (worn > 0) {
    lines.push({
      reason: 'worn_tyre',
      label: `Tyre under ${WORN_TYRE_BELOW_MM.toFixed(1)} mm`,
      count: worn,
      points: worn * WORN_TYRE_POINTS,
    });
  }
  if (report.warning_lights) {
    lines.push({
      reason: 'warning_lights',
      label: 'Warning lights on',
      count: 1,
      points: WARNING_LIGHTS_POINTS,
    });
  }
  if (!report.runs_and_drives) {
    lines.push({
      reason: 'does_not_run',
      label: 'Does not run and drive',
      count: 1,
      points: DOES_NOT_RUN_POINTS,
    });
  }
  return lines;
}

export const conditionPoints = (report: GradedReport): number =>
  pointsLines(report).reduce((sum, l) => sum + l.points, 0);

/** Grade 1 (0–2 points) to 5 (21 or more), SPEC §11. */
export function gradeOfPoints(points: number): Grade {
  const above = GRADE_FROM_POINTS.filter((from) => points >= from).length;
  return (above + 1) as Grade;
}

export const gradeOf = (report: GradedReport): { points: number; grade: Grade } => {
  const points = conditionPoints(report);
  return { points, grade: gradeOfPoints(points) };
};
