import {
  DAMAGE_KIND_LABELS,
  PANEL_LABELS,
  pointsLines,
  SEVERITY_LABELS,
  TYRE_LABELS,
  TYRES,
  type Severity,
} from '@gavel/contract/condition';
import type { ConditionReport, ListingPhoto } from '@gavel/contract';
import { resolveApiUrl } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useFormatDateTime } from '../../lib/format';
import { Badge, type BadgeTone } from '../ui/badge';
import { Thumbnail } from '../media/thumbnail';
import { CarDiagram, MarkerBadge, SeverityLegend, type CarDiagramMarker } from './car-diagram';
import { PointsBreakdown } from './points-breakdown';
import { damageSummary, isWornTyre, pointsWord, tyreText } from './report-format';

const SEVERITY_TONE: Record<Severity, BadgeTone> = {
  minor: 'neutral',
  moderate: 'warning',
  major: 'danger',
};

/** Where a damage's photo opens: the full photo, or its thumbnail when the photo is not listed. */
function photoHref(
  damage: ConditionReport['damages'][number],
  photos: readonly ListingPhoto[],
): string | undefined {
  if (!damage.photo_id) return undefined;
  const photo = photos.find((p) => p.id === damage.photo_id);
  const url = photo?.url ?? damage.thumbnail_url;
  return url ? resolveApiUrl(url) : undefined;
}

/**
 * A vehicle's condition report, read-only (SPEC §11): the grade and how its points came, the
 * checks and tyre depths, the drawing with a numbered marker per damage (each opening the
 * damage's photo) and the same numbers in the list below. Plain markup: it reads the same
 * server-rendered, hydrated, and without JavaScript.
 */
export function ConditionReportView({
  report,
  photos,
  headingId = 'condition-report',
}: {
  report: ConditionReport;
  photos: readonly ListingPhoto[];
  headingId?: string;
}) {
  const formatDateTime = useFormatDateTime();
  const damages = report.damages.map((damage, index) => ({
    damage,
    number: index + 1,
    href: photoHref(damage, photos),
  }));
  const markers: CarDiagramMarker[] = damages.map(({ damage, number, href }) => ({
    panel: damage.panel,
    number,
    severity: damage.severity,
    label: `Damage ${String(number)}: ${damageSummary(damage)}${href ? ' (opens its photo)' : ''}`,
    href,
  }));

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <h2 id={headingId} className="text-xl font-semibold text-zinc-900 dark:text-white">
        Condition report
      </h2>
      <div className="grid gap-6 sm:grid-cols-[minmax(0,15rem)_minmax(0,1fr)] sm:items-start">
        <figure className="mx-auto flex w-full max-w-[16rem] flex-col gap-2 sm:mx-0">
          <CarDiagram
            markers={markers}
            label={`Drawing of the car from above, front at the top, with ${damages.length === 1 ? 'one damage' : `${String(damages.length)} damages`} marked`}
          />
          <figcaption className="flex justify-center">
            <SeverityLegend />
          </figcaption>
        </figure>
        <div className="flex min-w-0 flex-col gap-5">
          <Grade report={report} />
          <Checks report={report} />
          <Tyres report={report} />
        </div>
      </div>
      <div>
        <h3 className="text-base font-semibold text-zinc-900 dark:text-white">
          Damage{damages.length > 0 ? ` (${String(damages.length)})` : ''}
        </h3>
        {damages.length === 0 ? (
          <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">No damage recorded.</p>
        ) : (
          <ol className="mt-3 divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
            {damages.map(({ damage, number, href }) => (
              <li key={damage.id} className="flex items-start gap-3 p-3">
                <MarkerBadge number={number} severity={damage.severity} />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-medium text-zinc-900 dark:text-zinc-100">
                      {DAMAGE_KIND_LABELS[damage.kind]}
                      <span className="text-zinc-500 dark:text-zinc-400"> · </span>
                      {PANEL_LABELS[damage.panel]}
                    </span>
                    <Badge tone={SEVERITY_TONE[damage.severity]}>
                      {SEVERITY_LABELS[damage.severity]}
                    </Badge>
                  </p>
                  {damage.note && (
                    <p className="mt-1 text-sm break-words text-zinc-600 dark:text-zinc-400">
                      {damage.note}
                    </p>
                  )}
                </div>
                {href && damage.thumbnail_url ? (
                  <a
                    href={href}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`Photo of damage ${String(number)}`}
                    className="shrink-0 rounded-md"
                  >
                    <Thumbnail url={damage.thumbnail_url} className="size-14" />
                  </a>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </div>
      {report.notes && (
        <div>
          <h3 className="text-base font-semibold text-zinc-900 dark:text-white">Notes</h3>
          <p className="mt-2 max-w-prose text-sm leading-relaxed break-words whitespace-pre-line text-zinc-700 dark:text-zinc-300">
            {report.notes}
          </p>
        </div>
      )}
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        Report updated {formatDateTime(report.updated_at)}
      </p>
    </section>
  );
}

function Grade({ report }: { report: ConditionReport }) {
  return (
    <div className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-2xl font-bold text-zinc-900 dark:text-white">
          Grade {report.grade}
        </span>
        <span className="text-sm text-zinc-600 dark:text-zinc-400">
          of 5 · 1 is the best · {pointsWord(report.points)}
        </span>
      </p>
      <div className="mt-2 flex flex-col gap-2">
        <PointsBreakdown lines={pointsLines(report)} />
      </div>
    </div>
  );
}

function Checks({ report }: { report: ConditionReport }) {
  const checks: [string, string, boolean][] = [
    ['Warning lights', report.warning_lights ? 'On' : 'Off', report.warning_lights],
    ['Runs and drives', report.runs_and_drives ? 'Yes' : 'No', !report.runs_and_drives],
    ['Keys', String(report.keys), report.keys === 0],
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {checks.map(([term, value, concern]) => (
        <div key={term}>
          <dt className="text-xs font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
            {term}
          </dt>
          <dd
            className={cn(
              'mt-0.5 font-medium',
              concern ? 'text-red-700 dark:text-red-400' : 'text-zinc-900 dark:text-zinc-100',
            )}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Tyres({ report }: { report: ConditionReport }) {
  const { tyres } = report;
  return (
    <div>
      <h3 className="text-xs font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
        Tyre tread
      </h3>
      {tyres ? (
        <dl className="mt-1.5 grid grid-cols-2 gap-2">
          {TYRES.map((tyre) => (
            <div
              key={tyre}
              className="flex items-baseline justify-between gap-2 rounded-md bg-zinc-50 px-3 py-1.5 dark:bg-zinc-900"
            >
              <dt className="text-sm text-zinc-600 dark:text-zinc-400">{TYRE_LABELS[tyre]}</dt>
              <dd
                className={cn(
                  'text-sm font-medium tabular-nums',
                  isWornTyre(tyres[tyre])
                    ? 'text-red-700 dark:text-red-400'
                    : 'text-zinc-900 dark:text-zinc-100',
                )}
              >
                {tyreText(tyres[tyre])}
                {isWornTyre(tyres[tyre]) && <span className="font-normal"> (worn)</span>}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">Not measured.</p>
      )}
    </div>
  );
}
