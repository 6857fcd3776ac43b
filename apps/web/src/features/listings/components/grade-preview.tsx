import { PointsBreakdown } from '../../../components/condition/points-breakdown';
import { pointsWord } from '../../../components/condition/report-format';
import { gradePreview, type ReportFormValues } from '../condition-report-form';

/** The grade as the seller types, with how its points came (the contract's `pointsLines`). */
export function GradePreview({ report }: { report: ReportFormValues }) {
  const { grade, points, lines } = gradePreview(report);
  return (
    <section
      aria-label="Grade"
      className="flex flex-col gap-2 rounded-lg border border-zinc-200 bg-zinc-50 p-4 dark:border-zinc-700 dark:bg-zinc-900"
    >
      <div aria-live="polite" aria-atomic="true" className="flex items-baseline gap-3">
        <p className="text-2xl font-semibold text-zinc-900 dark:text-white">
          Grade {String(grade)}
        </p>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{pointsWord(points)}</p>
      </div>
      <PointsBreakdown lines={lines} />
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        Dealers see the same grade and how it came.
      </p>
    </section>
  );
}
