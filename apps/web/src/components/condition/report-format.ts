import {
  DAMAGE_KIND_LABELS,
  DOES_NOT_RUN_POINTS,
  GRADE_FROM_POINTS,
  PANEL_LABELS,
  SEVERITY_LABELS,
  SEVERITY_POINTS,
  WARNING_LIGHTS_POINTS,
  WORN_TYRE_BELOW_MM,
  WORN_TYRE_POINTS,
  type PointsLine,
} from '@gavel/contract/condition';
import type { Damage } from '@gavel/contract';

export const pointsWord = (points: number) =>
  `${String(points)} ${points === 1 ? 'point' : 'points'}`;

/** What a report with no points says in place of its lines. */
export const NO_POINTS_TEXT =
  'No points: no damage, no worn tyre, no warning light, runs and drives.';

/** One line of the contract's `pointsLines`: "Minor damage × 2". */
export const pointsLineLabel = (line: PointsLine) =>
  `${line.label}${line.count > 1 ? ` × ${String(line.count)}` : ''}`;

/** The points a grade spans: "0–2 points", …, "21 or more points". */
export function gradeBand(grade: number): string {
  const from = grade === 1 ? 0 : (GRADE_FROM_POINTS[grade - 2] ?? 0);
  const next = GRADE_FROM_POINTS[grade - 1];
  return next === undefined
    ? `${String(from)} or more points`
    : `${String(from)}–${String(next - 1)} points`;
}

/** The grade's scale and what counts, from the contract's constants, for a dealer to recompute. */
export function gradeScaleText(): string {
  const grades = Array.from({ length: GRADE_FROM_POINTS.length + 1 }, (_, i) => i + 1);
  const bands = grades.map((g) => `${String(g)}: ${gradeBand(g)}`).join(', ');
  const { minor, moderate, major } = SEVERITY_POINTS;
  return (
    `Grades ${bands}. Each damage counts ${String(minor)} (minor), ${String(moderate)} ` +
    `(moderate) or ${String(major)} (major); each tyre under ${WORN_TYRE_BELOW_MM.toFixed(1)} mm ` +
    `${String(WORN_TYRE_POINTS)}; warning lights on ${String(WARNING_LIGHTS_POINTS)}; not ` +
    `running and driving ${String(DOES_NOT_RUN_POINTS)}.`
  );
}

/** A tyre's tread depth, "6.5 mm"; worn under the contract's limit. */
export const tyreText = (mm: number) => `${mm.toFixed(1)} mm`;
export const isWornTyre = (mm: number) => mm < WORN_TYRE_BELOW_MM;

/** "Scratch on the front left door, minor": a damage's marker and link name. */
export const damageSummary = (damage: Pick<Damage, 'panel' | 'kind' | 'severity'>) =>
  `${DAMAGE_KIND_LABELS[damage.kind]}, ${PANEL_LABELS[damage.panel].toLowerCase()}, ${SEVERITY_LABELS[damage.severity].toLowerCase()}`;
