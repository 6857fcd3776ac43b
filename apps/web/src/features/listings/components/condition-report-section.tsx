import type { ListingPhoto } from '@gavel/contract';
import {
  DAMAGES_MAX,
  KEYS_MAX,
  PANELS,
  REPORT_NOTES_MAX,
  TYRE_DEPTH_MAX_MM,
  TYRE_LABELS,
  TYRES,
  WORN_TYRE_BELOW_MM,
  type Panel,
} from '@gavel/contract/condition';
import { useRef, useState } from 'react';
import { PanelList } from '../../../components/condition/car-diagram';
import { Card } from '../../../components/ui/card';
import { CheckboxField, TextareaField, TextField } from '../../../components/ui/field';
import {
  newDamageRow,
  REPORT_PATH,
  type DamageRow,
  type ReportFormValues,
} from '../condition-report-form';
import type { FieldErrors } from '../listing-form';
import { DamageForm, type DamageDraft } from './damage-form';
import { DamageList } from './damage-list';
import { GradePreview } from './grade-preview';
import { SectionTitle } from './listing-fields';
import { ReportDiagram } from './report-diagram';

/** A change of the report, and the path under `condition_report.` whose errors it answers. */
export type ReportChange = (report: ReportFormValues, path: string) => void;

/** The open damage form: `key` is the row key of the damage being changed (null: a new one). */
type Editing = { key: string | null; draft: DamageDraft } | null;

const at = (path: string) => `${REPORT_PATH}.${path}`;

/**
 * A vehicle's condition report (SPEC §11): the drawing and the panel list to add damages, the
 * damages, tyre depths, the three checks, notes and the grade as the seller types. Saved with
 * the listing ("Save draft", "Submit for review"), as everything else on the page (ADR 048).
 */
export function ConditionReportSection({
  report,
  errors,
  photos,
  onChange,
}: {
  report: ReportFormValues;
  errors: FieldErrors;
  photos: readonly ListingPhoto[];
  onChange: ReportChange;
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const damagesHeadingRef = useRef<HTMLHeadingElement>(null);
  const panelsRef = useRef<HTMLDivElement>(null);
  const full = report.damages.length >= DAMAGES_MAX;
  const counts: Partial<Record<Panel, number>> = {};
  for (const d of report.damages) counts[d.panel] = (counts[d.panel] ?? 0) + 1;

  const choosePanel = (panel: Panel) => {
    setEditing((current) =>
      current
        ? { ...current, draft: { ...current.draft, panel } }
        : {
            key: null,
            draft: { panel, kind: '', severity: '', note: '', photo_id: '' },
          },
    );
  };

  const focusDamage = (key: string | undefined) => {
    requestAnimationFrame(() => {
      const selector = key ? `[data-damage="${key}"] button` : null;
      (selector ? listRef.current?.querySelector<HTMLElement>(selector) : null)?.focus();
    });
  };

  const done = (damage: Omit<DamageRow, 'key'>) => {
    if (!editing) return;
    const key = editing.key;
    const index = key === null ? -1 : report.damages.findIndex((d) => d.key === key);
    if (key === null || index < 0) {
      const row = newDamageRow(damage);
      onChange({ ...report, damages: [...report.damages, row] }, 'damages');
      focusDamage(row.key);
    } else {
      const damages = report.damages.map((d) => (d.key === key ? { ...d, ...damage } : d));
      onChange({ ...report, damages }, `damages.${String(index)}`);
      focusDamage(key);
    }
    setEditing(null);
  };

  const remove = (index: number) => {
    const removed = report.damages[index];
    const damages = report.damages.filter((_, i) => i !== index);
    onChange({ ...report, damages }, 'damages');
    if (removed && editing?.key === removed.key) setEditing(null);
    const next = damages[Math.min(index, damages.length - 1)];
    if (next) focusDamage(next.key);
    else requestAnimationFrame(() => damagesHeadingRef.current?.focus());
  };

  const editingIndex =
    editing?.key == null ? null : report.damages.findIndex((d) => d.key === editing.key);

  return (
    <Card className="flex flex-col gap-6 p-5">
      <div>
        <SectionTitle>Condition report</SectionTitle>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          Record every damage on its panel, the tyres and the checks. Dealers bid on this report and
          its grade; it is needed to submit a vehicle.
        </p>
      </div>
      {errors[REPORT_PATH] && (
        <p className="text-sm text-red-700 dark:text-red-400" role="alert">
          {errors[REPORT_PATH]}
        </p>
      )}

      <div className="grid gap-6 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] md:items-start">
        <ReportDiagram
          damages={report.damages}
          selected={editing?.draft.panel ?? null}
          onChoose={full ? undefined : choosePanel}
        />
        <div className="flex flex-col gap-5">
          <GradePreview report={report} />
          {full ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              The maximum of {DAMAGES_MAX} damages is reached.
            </p>
          ) : (
            <div ref={panelsRef} className="flex flex-col gap-2">
              <h3 className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
                Choose the panel of a damage
              </h3>
              <PanelList
                selected={editing?.draft.panel ?? null}
                counts={counts}
                onSelectPanel={choosePanel}
              />
            </div>
          )}
        </div>
      </div>

      {editing && (
        <DamageForm
          key={editing.key ?? 'new'}
          draft={editing.draft}
          editing={editingIndex === null || editingIndex < 0 ? null : editingIndex}
          photos={photos}
          onDraftChange={(draft) => {
            setEditing({ ...editing, draft });
          }}
          onDone={done}
          onCancel={() => {
            const { key, draft } = editing;
            const panel = draft.panel;
            setEditing(null);
            if (key !== null) {
              focusDamage(key);
              return;
            }
            requestAnimationFrame(() => {
              panelsRef.current?.querySelectorAll('button')[PANELS.indexOf(panel)]?.focus();
            });
          }}
        />
      )}

      <div ref={listRef} className="flex flex-col gap-2">
        <h3
          ref={damagesHeadingRef}
          tabIndex={-1}
          className="font-semibold text-zinc-900 focus:outline-none dark:text-white"
        >
          Damages ({String(report.damages.length)})
        </h3>
        {errors[at('damages')] && (
          <p className="text-sm text-red-700 dark:text-red-400" role="alert">
            {errors[at('damages')]}
          </p>
        )}
        <DamageList
          damages={report.damages}
          photos={photos}
          errors={errors}
          onEdit={(index) => {
            const d = report.damages[index];
            if (d) setEditing({ key: d.key, draft: { ...d } });
          }}
          onRemove={remove}
        />
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="font-semibold text-zinc-900 dark:text-white">Tread depth (mm)</legend>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Optional: all four or none, from 0 to {TYRE_DEPTH_MAX_MM} mm with one decimal. A tyre
          under {WORN_TYRE_BELOW_MM.toFixed(1)} mm adds points.
        </p>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {TYRES.map((t) => (
            <TextField
              key={t}
              label={`${TYRE_LABELS[t]} tyre (mm)`}
              type="number"
              inputMode="decimal"
              min={0}
              max={TYRE_DEPTH_MAX_MM}
              step={0.1}
              value={report.tyres[t]}
              error={errors[at(`tyres.${t}`)]}
              onChange={(event) => {
                onChange(
                  { ...report, tyres: { ...report.tyres, [t]: event.target.value } },
                  'tyres',
                );
              }}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="font-semibold text-zinc-900 dark:text-white">Checks</legend>
        <div className="grid gap-4 sm:grid-cols-3 sm:items-start">
          <CheckboxField
            label="Warning lights on"
            hint="Any light on the dashboard with the engine running."
            checked={report.warning_lights}
            onChange={(event) => {
              onChange({ ...report, warning_lights: event.target.checked }, 'warning_lights');
            }}
          />
          <CheckboxField
            label="Runs and drives"
            hint="Starts and moves under its own power."
            checked={report.runs_and_drives}
            onChange={(event) => {
              onChange({ ...report, runs_and_drives: event.target.checked }, 'runs_and_drives');
            }}
          />
          <TextField
            label="Keys"
            requiredMark
            type="number"
            inputMode="numeric"
            min={0}
            max={KEYS_MAX}
            step={1}
            hint={`How many come with it, 0 to ${String(KEYS_MAX)}.`}
            value={report.keys}
            error={errors[at('keys')]}
            onChange={(event) => {
              onChange({ ...report, keys: event.target.value }, 'keys');
            }}
          />
        </div>
      </fieldset>

      <TextareaField
        label="Report notes"
        rows={3}
        maxLength={REPORT_NOTES_MAX}
        value={report.notes}
        error={errors[at('notes')]}
        hint="Optional: anything a dealer should know that no panel shows."
        onChange={(event) => {
          onChange({ ...report, notes: event.target.value }, 'notes');
        }}
      />
    </Card>
  );
}
