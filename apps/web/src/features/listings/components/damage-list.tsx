import type { ListingPhoto } from '@gavel/contract';
import { DAMAGE_KIND_LABELS, PANEL_LABELS, SEVERITY_LABELS } from '@gavel/contract/condition';
import { MarkerBadge } from '../../../components/condition/car-diagram';
import { Button } from '../../../components/ui/button';
import { REPORT_PATH, type DamageRow } from '../condition-report-form';
import type { FieldErrors } from '../listing-form';

/**
 * The report's damages, numbered as the drawing's markers, each with its photo and the buttons
 * to change or remove it; a server message on a damage (`damages.3.photo_id`) shows in its row.
 */
export function DamageList({
  damages,
  photos,
  errors,
  onEdit,
  onRemove,
}: {
  damages: readonly DamageRow[];
  photos: readonly ListingPhoto[];
  errors: FieldErrors;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}) {
  if (damages.length === 0) {
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        No damage recorded. Choose a panel on the drawing or in the list to add one.
      </p>
    );
  }
  return (
    <ol
      aria-label="Damages"
      className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800"
    >
      {damages.map((d, i) => {
        const photoIndex = photos.findIndex((p) => p.id === d.photo_id);
        const photo = photos[photoIndex];
        const rowErrors = Object.entries(errors)
          .filter(([path]) => path.startsWith(`${REPORT_PATH}.damages.${String(i)}.`))
          .map(([, message]) => message);
        return (
          <li key={d.key} data-damage={d.key} className="flex items-start gap-3 py-3">
            <span aria-hidden="true" className="mt-0.5">
              <MarkerBadge number={i + 1} severity={d.severity} />
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <p className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
                <span className="sr-only">Damage {String(i + 1)}: </span>
                {PANEL_LABELS[d.panel]} — {DAMAGE_KIND_LABELS[d.kind]},{' '}
                {SEVERITY_LABELS[d.severity].toLowerCase()}
              </p>
              {d.note.trim() && (
                <p className="text-sm break-words text-zinc-600 dark:text-zinc-400">{d.note}</p>
              )}
              {rowErrors.map((message) => (
                <p key={message} role="alert" className="text-sm text-red-700 dark:text-red-400">
                  {message}
                </p>
              ))}
            </div>
            {photo && (
              <img
                src={photo.thumbnail_url}
                alt={`Photo ${String(photoIndex + 1)} of the damage`}
                className="size-12 shrink-0 rounded object-cover"
              />
            )}
            <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Change damage ${String(i + 1)}`}
                onClick={() => {
                  onEdit(i);
                }}
              >
                Change
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 dark:text-red-400"
                aria-label={`Remove damage ${String(i + 1)}`}
                onClick={() => {
                  onRemove(i);
                }}
              >
                Remove
              </Button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
