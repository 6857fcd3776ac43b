import type { PointsLine } from '@gavel/contract/condition';
import { gradeScaleText, NO_POINTS_TEXT, pointsLineLabel, pointsWord } from './report-format';

/**
 * How a report's points came, one line per reason of the contract's `pointsLines`, and the
 * grade's scale: the same on the lot page and in the editor's preview.
 */
export function PointsBreakdown({ lines }: { lines: readonly PointsLine[] }) {
  return (
    <>
      {lines.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{NO_POINTS_TEXT}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm" aria-label="How the points came">
          {lines.map((line) => (
            <li key={line.reason} className="flex justify-between gap-4">
              <span className="text-zinc-700 dark:text-zinc-300">{pointsLineLabel(line)}</span>
              <span className="sr-only">: </span>
              <span className="font-medium text-zinc-900 tabular-nums dark:text-zinc-100">
                {pointsWord(line.points)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-zinc-500 dark:text-zinc-400">{gradeScaleText()}</p>
    </>
  );
}
