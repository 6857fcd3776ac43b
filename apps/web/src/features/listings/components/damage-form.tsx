import {
  DAMAGE_KIND_LABELS,
  DAMAGE_KINDS,
  DAMAGE_NOTE_MAX,
  PANEL_LABELS,
  PANELS,
  SEVERITIES,
  SEVERITY_LABELS,
  type DamageKind,
  type ListingPhoto,
  type Panel,
  type Severity,
} from '@gavel/contract';
import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import type { DamageRow } from '../condition-report-form';

export interface DamageDraft {
  panel: Panel;
  kind: DamageKind | '';
  severity: Severity | '';
  note: string;
  photo_id: string;
}

const kindOptions = DAMAGE_KINDS.map((k) => ({ value: k, label: DAMAGE_KIND_LABELS[k] }));
const severityOptions = SEVERITIES.map((s) => ({ value: s, label: SEVERITY_LABELS[s] }));
const panelOptions = PANELS.map((p) => ({ value: p, label: PANEL_LABELS[p] }));

/** One of the listing's photos to show the damage, as thumbnails to choose from (radios). */
function PhotoChoice({
  photos,
  value,
  onChange,
}: {
  photos: readonly ListingPhoto[];
  value: string;
  onChange: (photoId: string) => void;
}) {
  const name = useId();
  const choice = (id: string, label: string, content: ReactNode) => (
    <label
      key={id || 'none'}
      className={cn(
        'relative flex size-20 cursor-pointer items-center justify-center overflow-hidden rounded-md border-2 text-center text-xs text-zinc-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 dark:text-zinc-300',
        value === id
          ? 'border-brand-600 dark:border-brand-400'
          : 'border-zinc-200 dark:border-zinc-700',
      )}
    >
      <input
        type="radio"
        name={name}
        value={id}
        checked={value === id}
        aria-label={label}
        className="sr-only"
        onChange={() => {
          onChange(id);
        }}
      />
      {content}
      {value === id && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 flex size-5 items-center justify-center rounded-full bg-brand-600 text-xs text-white"
        >
          ✓
        </span>
      )}
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-zinc-800 dark:text-zinc-200">Photo</legend>
      {photos.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Add photos to the listing to show a damage on one of them.
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {choice('', 'No photo', <span className="px-1">No photo</span>)}
          {photos.map((photo, i) =>
            choice(
              photo.id,
              `Photo ${String(i + 1)}`,
              <img src={photo.thumbnail_url} alt="" className="size-full object-cover" />,
            ),
          )}
        </div>
      )}
    </fieldset>
  );
}

/**
 * "Add damage" (or change one): panel, kind, severity, a note and one of the listing's photos.
 * Its own form: Enter in the note adds the damage.
 */
export function DamageForm({
  draft,
  editing,
  photos,
  onDraftChange,
  onDone,
  onCancel,
}: {
  /** What the form holds; the section keeps it, so a panel chosen on the drawing lands here. */
  draft: DamageDraft;
  /** The number of the damage being changed, or null for a new one. */
  editing: number | null;
  photos: readonly ListingPhoto[];
  onDraftChange: (draft: DamageDraft) => void;
  onDone: (damage: Omit<DamageRow, 'key'>) => void;
  onCancel: () => void;
}) {
  const [errors, setErrors] = useState<{ kind?: string; severity?: string }>({});
  const kindRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useEffect(() => {
    kindRef.current?.querySelector('select')?.focus();
  }, []);

  const set = <K extends keyof DamageDraft>(key: K, value: DamageDraft[K]) => {
    onDraftChange({ ...draft, [key]: value });
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const { kind, severity } = draft;
    if (kind === '' || severity === '') {
      setErrors({
        ...(kind === '' ? { kind: 'Choose the kind of damage.' } : {}),
        ...(severity === '' ? { severity: 'Choose how bad it is.' } : {}),
      });
      requestAnimationFrame(() => {
        kindRef.current?.parentElement
          ?.querySelector<HTMLElement>('[aria-invalid="true"]')
          ?.focus();
      });
      return;
    }
    onDone({ panel: draft.panel, kind, severity, note: draft.note, photo_id: draft.photo_id });
  };

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-lg border border-brand-200 bg-brand-50/40 p-4 dark:border-brand-800 dark:bg-brand-950/30"
    >
      <h3 id={headingId} className="font-semibold text-zinc-900 dark:text-white">
        {editing === null ? 'Add damage' : `Change damage ${String(editing + 1)}`}
      </h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Panel"
          options={panelOptions}
          value={draft.panel}
          onChange={(event) => {
            set('panel', event.target.value as Panel);
          }}
        />
        <div ref={kindRef}>
          <SelectField
            label="Kind"
            placeholder="Choose…"
            options={kindOptions}
            value={draft.kind}
            error={errors.kind}
            onChange={(event) => {
              set('kind', event.target.value as DamageKind | '');
            }}
          />
        </div>
        <SelectField
          label="Severity"
          placeholder="Choose…"
          options={severityOptions}
          value={draft.severity}
          error={errors.severity}
          onChange={(event) => {
            set('severity', event.target.value as Severity | '');
          }}
        />
      </div>
      <TextField
        label="Note"
        placeholder="Optional, e.g. 5 cm scratch below the handle"
        maxLength={DAMAGE_NOTE_MAX}
        value={draft.note}
        onChange={(event) => {
          set('note', event.target.value);
        }}
      />
      <PhotoChoice
        photos={photos}
        value={draft.photo_id}
        onChange={(id) => {
          set('photo_id', id);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          {editing === null ? 'Add damage' : 'Save damage'}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
