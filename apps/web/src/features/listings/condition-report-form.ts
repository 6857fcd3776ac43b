import {
  conditionReportBodySchema,
  DAMAGES_MAX,
  gradeOf,
  KEYS_MAX,
  pointsLines,
  TYRE_DEPTH_MAX_MM,
  TYRES,
  tyresSchema,
  type ConditionReport,
  type ConditionReportBody,
  type DamageKind,
  type Grade,
  type Panel,
  type PointsLine,
  type Severity,
  type Tyre,
  type Tyres,
} from '@gavel/contract';

/** One damage as the editor holds it; `key` only tells React the rows apart. */
export interface DamageRow {
  key: string;
  panel: Panel;
  kind: DamageKind;
  severity: Severity;
  note: string;
  /** One of the listing's photos, or '' for none. */
  photo_id: string;
}

/** What the condition report's inputs hold: numbers as typed. */
export interface ReportFormValues {
  damages: DamageRow[];
  tyres: Record<Tyre, string>;
  warning_lights: boolean;
  runs_and_drives: boolean;
  keys: string;
  notes: string;
}

/** Error paths of the report in the editor's map: the PUT's own paths under this prefix. */
export const REPORT_PATH = 'condition_report';

let damageCount = 0;
export const newDamageRow = (damage: Omit<DamageRow, 'key'>): DamageRow => ({
  key: `damage-${String(++damageCount)}`,
  ...damage,
});

/**
 * A report not filled in yet: no damage, no tyre depths, the usual answers to the checks (no
 * warning light, runs and drives) and the keys left for the seller to count.
 */
export const emptyReportForm = (): ReportFormValues => ({
  damages: [],
  tyres: { front_left_mm: '', front_right_mm: '', rear_left_mm: '', rear_right_mm: '' },
  warning_lights: false,
  runs_and_drives: true,
  keys: '',
  notes: '',
});

export function reportToForm(report: ConditionReport | null): ReportFormValues {
  if (!report) return emptyReportForm();
  const tyres = report.tyres;
  return {
    damages: report.damages.map((d) =>
      newDamageRow({
        panel: d.panel,
        kind: d.kind,
        severity: d.severity,
        note: d.note ?? '',
        photo_id: d.photo_id ?? '',
      }),
    ),
    tyres: {
      front_left_mm: tyres ? String(tyres.front_left_mm) : '',
      front_right_mm: tyres ? String(tyres.front_right_mm) : '',
      rear_left_mm: tyres ? String(tyres.rear_left_mm) : '',
      rear_right_mm: tyres ? String(tyres.rear_right_mm) : '',
    },
    warning_lights: report.warning_lights,
    runs_and_drives: report.runs_and_drives,
    keys: String(report.keys),
    notes: report.notes ?? '',
  };
}

/** Equal when saving would change nothing (the rows' React keys aside). */
export function comparableReport(values: ReportFormValues): string {
  return JSON.stringify([
    values.damages.map((d) => [d.panel, d.kind, d.severity, d.note.trim(), d.photo_id]),
    TYRES.map((t) => values.tyres[t].trim()),
    values.warning_lights,
    values.runs_and_drives,
    values.keys.trim(),
    values.notes.trim(),
  ]);
}

const DECIMAL = /^\d+(?:[.,]\d+)?$/;
const parseDepth = (text: string): number | null => {
  const t = text.trim();
  return DECIMAL.test(t) ? Number(t.replace(',', '.')) : null;
};

/**
 * The PUT body and the problems by path (`condition_report.keys`, `condition_report.tyres.
 * front_left_mm`, `condition_report.damages.0.note`), checked by the contract's schema so the
 * rules are the server's; the messages here are the ones a person reads next to the field.
 */
export function validateReportForm(values: ReportFormValues): {
  body: ConditionReportBody | null;
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const at = (path: string) => `${REPORT_PATH}.${path}`;

  const keysText = values.keys.trim();
  const keys = /^\d+$/.test(keysText) ? Number(keysText) : null;
  if (keysText === '')
    errors[at('keys')] = `Enter how many keys come with the vehicle (0 to ${String(KEYS_MAX)}).`;

  const filled = TYRES.filter((t) => values.tyres[t].trim() !== '');
  const depths: Partial<Record<Tyre, number>> = {};
  for (const t of TYRES) {
    const text = values.tyres[t];
    if (text.trim() === '') {
      if (filled.length > 0) errors[at(`tyres.${t}`)] = 'Enter all four depths, or none.';
      continue;
    }
    const depth = parseDepth(text);
    if (depth === null) errors[at(`tyres.${t}`)] = 'Enter a depth in mm, such as 6.5.';
    else if (!tyresSchema.shape[t].safeParse(depth).success) {
      errors[at(`tyres.${t}`)] = friendlyMessage(['tyres'], '');
    } else depths[t] = depth;
  }

  const candidate = {
    damages: values.damages.map((d) => ({
      panel: d.panel,
      kind: d.kind,
      severity: d.severity,
      ...(d.note.trim() === '' ? {} : { note: d.note.trim() }),
      ...(d.photo_id === '' ? {} : { photo_id: d.photo_id }),
    })),
    ...(filled.length === TYRES.length ? { tyres: depths } : {}),
    warning_lights: values.warning_lights,
    runs_and_drives: values.runs_and_drives,
    keys: keys ?? keysText,
    ...(values.notes.trim() === '' ? {} : { notes: values.notes.trim() }),
  };
  const parsed = conditionReportBodySchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = at(issue.path.map(String).join('.'));
      errors[path] ??= friendlyMessage(issue.path.map(String), issue.message);
    }
  }
  if (values.damages.length > DAMAGES_MAX) {
    errors[at('damages')] = `At most ${String(DAMAGES_MAX)} damages.`;
  }
  return {
    body: Object.keys(errors).length === 0 && parsed.success ? parsed.data : null,
    errors,
  };
}

function friendlyMessage(path: string[], fallback: string): string {
  const [head] = path;
  if (head === 'keys') return `Enter a whole number from 0 to ${String(KEYS_MAX)}.`;
  if (head === 'tyres') {
    return `Enter a depth from 0 to ${String(TYRE_DEPTH_MAX_MM)} mm with at most one decimal.`;
  }
  return fallback.endsWith('.') ? fallback : `${fallback}.`;
}

/**
 * The grade as the seller types (SPEC §11, the contract's function): a depth that is not a
 * number yet counts as a tyre that is not worn, so one worn tyre counts as soon as it is typed.
 */
export function gradePreview(values: ReportFormValues): {
  points: number;
  grade: Grade;
  lines: PointsLine[];
} {
  const tyres = Object.fromEntries(
    TYRES.map((t) => [t, parseDepth(values.tyres[t]) ?? TYRE_DEPTH_MAX_MM]),
  ) as Tyres;
  const report = {
    damages: values.damages,
    tyres,
    warning_lights: values.warning_lights,
    runs_and_drives: values.runs_and_drives,
  };
  return { ...gradeOf(report), lines: pointsLines(report) };
}

/**
 * The report's paths (under `condition_report.`) the editor shows beside a field: a damage's
 * row shows every path under `damages.N.`. A server message on any other path is a toast.
 */
export const REPORT_FIELDS: readonly string[] = [
  'damages',
  ...TYRES.map((t) => `tyres.${t}`),
  'keys',
  'notes',
];

/**
 * The server's field errors of a PUT (`keys`, `damages.3.photo_id`) as the editor keys them.
 */
export const reportErrorPaths = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields).map(([path, message]) => [`${REPORT_PATH}.${path}`, message]),
  );
