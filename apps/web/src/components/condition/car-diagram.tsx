/**
 * The car seen from above with its 24 panels of SPEC §11 (ADR 047): one drawing for the seller's
 * editor (panels clickable) and the auction page (numbered damage markers linking to photos).
 *
 * ```tsx
 * // Read-only (auction page, staff review): pure markup, works without JavaScript.
 * <CarDiagram markers={[{ panel: 'bonnet', number: 1, severity: 'minor',
 *   label: '1: Scratch on the bonnet, minor', href: photoUrl }]} />
 * // Interactive (editor): a click (or Enter/Space on a focused panel) picks a panel.
 * <CarDiagram markers={markers} selected={panel} onSelectPanel={setPanel} />
 * <PanelList selected={panel} onSelectPanel={setPanel} counts={countsByPanel} />
 * ```
 *
 * - `markers`: several on one panel line up beside each other; colour says the severity, the
 *   number ties the marker to the damage list. With `href` a marker is a plain link (an SVG
 *   `<a>`, opening a new tab as the gallery's photos do), so it opens the photo without
 *   JavaScript; its `label` is its accessible name.
 * - A panel with markers is tinted by its worst severity.
 * - `onSelectPanel` makes the panels buttons (accessible name: the panel's label, `aria-pressed`
 *   for `selected`); `panelsInTabOrder={false}` leaves them to the mouse when a `PanelList`
 *   beside the drawing is the keyboard's way: the drawing is then an image to assistive
 *   technology, which meets each panel once, in the list. Markers are then only pictures.
 */
import {
  PANEL_LABELS,
  PANELS,
  SEVERITIES,
  SEVERITY_LABELS,
  type Panel,
  type Severity,
} from '@gavel/contract/condition';
import type { KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import {
  CAR_DETAILS,
  CAR_VIEWBOX,
  MARKER_RADIUS,
  markerPosition,
  PANEL_SHAPES,
  type ShapeKind,
} from './car-shapes';

export interface CarDiagramMarker {
  panel: Panel;
  /** The damage's number in the list beside the drawing (1-based). */
  number: number;
  severity: Severity;
  /** Its accessible name and tooltip, e.g. "Damage 1: scratch on the bonnet, minor". */
  label: string;
  /** The damage's photo; the marker links to it. */
  href?: string | undefined;
}

export interface CarDiagramProps {
  markers?: readonly CarDiagramMarker[];
  selected?: Panel | null | undefined;
  /** Makes the panels clickable. */
  onSelectPanel?: ((panel: Panel) => void) | undefined;
  panelsInTabOrder?: boolean;
  /** The drawing's accessible name. */
  label?: string;
  className?: string;
}

/** The fill and number colours of a severity, shared by the markers and `MarkerBadge`. */
const MARKER_FILL: Record<Severity, { svg: string; html: string; text: string }> = {
  minor: { svg: 'fill-amber-300', html: 'bg-amber-300', text: 'fill-zinc-950 text-zinc-950' },
  moderate: { svg: 'fill-orange-500', html: 'bg-orange-500', text: 'fill-zinc-950 text-zinc-950' },
  major: { svg: 'fill-red-700', html: 'bg-red-700', text: 'fill-white text-white' },
};

const PANEL_TINT: Record<Severity, string> = {
  minor: 'fill-amber-100 dark:fill-amber-950',
  moderate: 'fill-orange-200 dark:fill-orange-950',
  major: 'fill-red-200 dark:fill-red-950',
};

const SHAPE_FILL: Record<ShapeKind, string> = {
  body: 'fill-zinc-100 dark:fill-zinc-800',
  mirror: 'fill-zinc-100 dark:fill-zinc-800',
  glass: 'fill-sky-100 dark:fill-sky-950',
  wheel: 'fill-zinc-700 dark:fill-zinc-600',
  zone: 'fill-white dark:fill-zinc-900',
};

const worst = (a: Severity | undefined, b: Severity): Severity =>
  a === undefined || SEVERITIES.indexOf(b) > SEVERITIES.indexOf(a) ? b : a;

export function CarDiagram({
  markers = [],
  selected,
  onSelectPanel,
  panelsInTabOrder = true,
  label = 'Drawing of the car seen from above',
  className,
}: CarDiagramProps) {
  const interactive = onSelectPanel !== undefined;
  const byPanel = new Map<Panel, CarDiagramMarker[]>();
  for (const marker of markers) {
    byPanel.set(marker.panel, [...(byPanel.get(marker.panel) ?? []), marker]);
  }
  const tint = (panel: Panel) =>
    byPanel.get(panel)?.reduce<Severity | undefined>((w, m) => worst(w, m.severity), undefined);
  const linked = !interactive && markers.some((m) => m.href);
  // Mouse-only panels (a `PanelList` beside carries the same buttons): hidden from assistive
  // technology, so a screen reader meets each panel once.
  const panelsHidden = interactive && !panelsInTabOrder;

  const choose = (panel: Panel) => onSelectPanel?.(panel);
  const onKey = (panel: Panel) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(panel);
    }
  };

  return (
    <svg
      viewBox={CAR_VIEWBOX}
      role={(interactive && !panelsHidden) || linked ? 'group' : 'img'}
      aria-label={label}
      className={cn('h-auto w-full select-none', className)}
    >
      <g aria-hidden={interactive && !panelsHidden ? undefined : true}>
        {PANELS.map((panel) => {
          const shape = PANEL_SHAPES[panel];
          const severity = tint(panel);
          const isSelected = selected === panel;
          return (
            <g key={panel}>
              <path
                d={shape.d}
                data-panel={panel}
                className={cn(
                  'stroke-zinc-400 dark:stroke-zinc-500',
                  shape.kind === 'zone' && '[stroke-dasharray:3_2]',
                  isSelected
                    ? 'fill-brand-200 dark:fill-brand-800'
                    : severity && shape.kind !== 'wheel'
                      ? PANEL_TINT[severity]
                      : SHAPE_FILL[shape.kind],
                  interactive &&
                    'cursor-pointer outline-none hover:fill-brand-100 focus-visible:stroke-focus-ring focus-visible:stroke-[3] dark:hover:fill-brand-900',
                )}
                strokeWidth={1}
                {...(panelsHidden
                  ? { onClick: () => choose(panel) }
                  : interactive
                    ? {
                        role: 'button',
                        'aria-label': PANEL_LABELS[panel],
                        'aria-pressed': isSelected,
                        tabIndex: 0,
                        onClick: () => choose(panel),
                        onKeyDown: onKey(panel),
                      }
                    : {})}
              >
                <title>{PANEL_LABELS[panel]}</title>
              </path>
              {shape.text && (
                <text
                  x={shape.text.x}
                  y={shape.text.y}
                  textAnchor="middle"
                  fontSize={10.5}
                  aria-hidden="true"
                  className="pointer-events-none fill-zinc-700 font-medium dark:fill-zinc-300"
                >
                  {shape.text.label}
                </text>
              )}
            </g>
          );
        })}
        {CAR_DETAILS.map((d) => (
          <path
            key={d}
            d={d}
            aria-hidden="true"
            className="pointer-events-none fill-zinc-300 dark:fill-zinc-600"
          />
        ))}
        {selected && (
          // The chosen panel's outline again on top, so no neighbour covers its edge.
          <path
            d={PANEL_SHAPES[selected].d}
            aria-hidden="true"
            strokeWidth={2.5}
            className="pointer-events-none fill-none stroke-brand-600 dark:stroke-brand-300"
          />
        )}
      </g>
      <g aria-hidden={interactive ? true : undefined}>
        {[...byPanel].flatMap(([panel, list]) =>
          list.map((marker, index) => {
            const [x, y] = markerPosition(PANEL_SHAPES[panel], index, list.length);
            return (
              <Marker
                key={`${panel}-${String(marker.number)}`}
                marker={marker}
                x={x}
                y={y}
                linked={!interactive}
              />
            );
          }),
        )}
      </g>
    </svg>
  );
}

function Marker({
  marker,
  x,
  y,
  linked,
}: {
  marker: CarDiagramMarker;
  x: number;
  y: number;
  linked: boolean;
}) {
  const colours = MARKER_FILL[marker.severity];
  const dot = (
    <>
      <circle
        cx={x}
        cy={y}
        r={MARKER_RADIUS + 3}
        className="fill-none stroke-focus-ring stroke-2 opacity-0 group-focus-visible:opacity-100"
      />
      <circle
        cx={x}
        cy={y}
        r={MARKER_RADIUS}
        strokeWidth={1.5}
        className={cn(colours.svg, 'stroke-white dark:stroke-zinc-950')}
      />
      <text
        x={x}
        y={y}
        dy="0.35em"
        textAnchor="middle"
        fontSize={marker.number > 9 ? 8 : 9.5}
        fontWeight={700}
        className={cn(colours.text, 'pointer-events-none')}
      >
        {marker.number}
      </text>
    </>
  );
  if (linked && marker.href) {
    return (
      // A new tab, as the gallery's photos open: the lot page stays where it was.
      <a
        href={marker.href}
        target="_blank"
        rel="noreferrer"
        aria-label={marker.label}
        className="group outline-none"
      >
        <title>{marker.label}</title>
        {dot}
      </a>
    );
  }
  return (
    <g
      className="pointer-events-none"
      {...(linked ? { role: 'img', 'aria-label': marker.label } : {})}
    >
      <title>{marker.label}</title>
      {dot}
    </g>
  );
}

/** A damage's number in the colour of its severity, for the list beside the drawing. */
export function MarkerBadge({ number, severity }: { number: number; severity: Severity }) {
  const colours = MARKER_FILL[severity];
  return (
    <span
      className={cn(
        'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold tabular-nums',
        colours.html,
        colours.text,
      )}
    >
      {number}
    </span>
  );
}

/** What the markers' colours mean. */
export function SeverityLegend({ className }: { className?: string }) {
  return (
    <ul
      aria-label="Marker colours"
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400',
        className,
      )}
    >
      {SEVERITIES.map((severity) => (
        <li key={severity} className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={cn(
              'size-3 rounded-full ring-1 ring-zinc-900/10',
              MARKER_FILL[severity].html,
            )}
          />
          {SEVERITY_LABELS[severity]}
        </li>
      ))}
    </ul>
  );
}

/**
 * The panels as buttons: the keyboard's (and a screen reader's) way to the drawing's panels.
 * `counts` shows how many damages a panel has.
 */
export function PanelList({
  selected,
  onSelectPanel,
  counts,
  label = 'Panels',
  className,
}: {
  selected?: Panel | null | undefined;
  onSelectPanel: (panel: Panel) => void;
  counts?: Partial<Record<Panel, number>>;
  label?: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn('grid grid-cols-2 gap-1.5 sm:grid-cols-3', className)}>
      {PANELS.map((panel) => {
        const count = counts?.[panel] ?? 0;
        const isSelected = selected === panel;
        return (
          <li key={panel}>
            <button
              type="button"
              aria-pressed={isSelected}
              onClick={() => onSelectPanel(panel)}
              className={cn(
                'flex min-h-9 w-full cursor-pointer items-center justify-between gap-2 rounded-md border px-2.5 py-1.5 text-left text-sm transition-colors',
                isSelected
                  ? 'border-brand-600 bg-brand-50 font-medium text-brand-900 dark:border-brand-400 dark:bg-brand-950 dark:text-brand-100'
                  : 'border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800',
              )}
            >
              <span>{PANEL_LABELS[panel]}</span>
              {count > 0 && (
                <span className="rounded-full bg-zinc-200 px-1.5 text-xs tabular-nums text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100">
                  {count}
                  <span className="sr-only"> {count === 1 ? 'damage' : 'damages'}</span>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
