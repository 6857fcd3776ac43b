import { PANEL_LABELS, type Panel } from '@gavel/contract/condition';

/**
 * The drawing of a car seen from above, front at the top, its left side on the left (as a
 * person standing behind it sees it): one shape per outer panel of SPEC §11, and the three
 * zones that are not outer panels (interior, underbody, engine) as labelled chips below it.
 * Coordinates are in the drawing's own units (`CAR_VIEWBOX`); the right side mirrors the left.
 */
export const CAR_WIDTH = 200;
export const CAR_HEIGHT = 430;
export const CAR_VIEWBOX = `0 0 ${String(CAR_WIDTH)} ${String(CAR_HEIGHT)}`;

export type ShapeKind = 'body' | 'glass' | 'wheel' | 'mirror' | 'zone';

export interface PanelShape {
  /** SVG path data. */
  d: string;
  kind: ShapeKind;
  /** Where the first marker sits, and the way further markers of the panel line up. */
  anchor: readonly [number, number];
  flow: 'row' | 'column';
  /** Markers in one line before the next line starts. */
  perLine: number;
  /** A zone's label, drawn inside its chip. */
  text?: { x: number; y: number; label: string };
}

type Point = readonly [number, number];

const num = (n: number) => String(Math.round(n * 10) / 10);
const polygon = (points: readonly Point[]) =>
  `M${points.map(([x, y]) => `${num(x)},${num(y)}`).join(' L')} Z`;
const mirror = (points: readonly Point[]): Point[] => points.map(([x, y]) => [CAR_WIDTH - x, y]);
function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  const [a, b, c, e] = [x + r, x + w - r, y + r, y + h - r].map(num);
  return (
    `M${a},${num(y)} H${b ?? ''} Q${num(x + w)},${num(y)} ${num(x + w)},${c ?? ''} V${e ?? ''} ` +
    `Q${num(x + w)},${num(y + h)} ${b ?? ''},${num(y + h)} H${a ?? ''} ` +
    `Q${num(x)},${num(y + h)} ${num(x)},${e ?? ''} V${c ?? ''} Q${num(x)},${num(y)} ${a ?? ''},${num(y)} Z`
  );
}

// The body runs from x 25 to 175; the cabin (glass and roof) narrows to 60–140.
const BODY_L = 25;
const HOOD_L = 52; // bonnet, boot and the front edge of the windscreen
const CABIN_L = 60; // roof
const Y = {
  bumperFront: 6,
  bonnet: 28,
  windscreen: 112,
  roof: 148,
  doorSplit: 200,
  rearWindow: 256,
  quarterSplit: 270,
  boot: 286,
  bumperRear: 356,
  end: 380,
};
/** Where the rear window's side edge crosses the line between rear door and quarter. */
const QUARTER_X =
  CABIN_L - ((CABIN_L - HOOD_L) * (Y.quarterSplit - Y.rearWindow)) / (Y.boot - Y.rearWindow);

const LEFT = {
  wing: [
    [BODY_L, Y.bonnet],
    [HOOD_L, Y.bonnet],
    [HOOD_L, Y.windscreen],
    [BODY_L, Y.windscreen],
  ],
  frontDoor: [
    [BODY_L, Y.windscreen],
    [HOOD_L, Y.windscreen],
    [CABIN_L, Y.roof],
    [CABIN_L, Y.doorSplit],
    [BODY_L, Y.doorSplit],
  ],
  rearDoor: [
    [BODY_L, Y.doorSplit],
    [CABIN_L, Y.doorSplit],
    [CABIN_L, Y.rearWindow],
    [QUARTER_X, Y.quarterSplit],
    [BODY_L, Y.quarterSplit],
  ],
  quarter: [
    [BODY_L, Y.quarterSplit],
    [QUARTER_X, Y.quarterSplit],
    [HOOD_L, Y.boot],
    [HOOD_L, Y.bumperRear],
    [BODY_L, Y.bumperRear],
  ],
  mirror: [
    [BODY_L, 118],
    [12, 121],
    [9, 125],
    [9, 131],
    [12, 134],
    [BODY_L, 136],
  ],
} satisfies Record<string, Point[]>;

const WHEEL = { x: 11, w: 12, h: 50, front: 42, rear: 296 };
const wheel = (x: number, y: number) => roundedRect(x, y, WHEEL.w, WHEEL.h, 4);
const RIGHT_WHEEL_X = CAR_WIDTH - WHEEL.x - WHEEL.w;

const ZONE = { y: 396, h: 28, w: 58, gap: 9 };
function zone(index: number, panel: Panel): PanelShape {
  const x = (CAR_WIDTH - 3 * ZONE.w - 2 * ZONE.gap) / 2 + index * (ZONE.w + ZONE.gap);
  return {
    d: roundedRect(x, ZONE.y, ZONE.w, ZONE.h, ZONE.h / 2),
    kind: 'zone',
    anchor: [x + ZONE.w / 2, ZONE.y],
    flow: 'row',
    perLine: 4,
    text: { x: x + ZONE.w / 2, y: ZONE.y + ZONE.h / 2 + 4.5, label: PANEL_LABELS[panel] },
  };
}

const side = (points: readonly Point[], kind: ShapeKind, anchor: Point, perLine: number) => ({
  left: { d: polygon(points), kind, anchor, flow: 'column' as const, perLine },
  right: {
    d: polygon(mirror(points)),
    kind,
    anchor: [CAR_WIDTH - anchor[0], anchor[1]] as const,
    flow: 'column' as const,
    perLine,
  },
});
const wing = side(LEFT.wing, 'body', [38.5, 70], 4);
const frontDoor = side(LEFT.frontDoor, 'body', [40, 172], 3);
const rearDoor = side(LEFT.rearDoor, 'body', [40, 232], 3);
const quarter = side(LEFT.quarter, 'body', [38.5, 318], 4);
const mirrors = side(LEFT.mirror, 'mirror', [16, 127], 2);

const centre = CAR_WIDTH / 2;
const row = (anchorY: number, perLine: number) => ({
  anchor: [centre, anchorY] as const,
  flow: 'row' as const,
  perLine,
});

export const PANEL_SHAPES: Record<Panel, PanelShape> = {
  front_bumper: {
    d:
      `M${String(BODY_L)},${String(Y.bonnet)} V20 C25,10 34,6 48,6 H152 C166,6 175,10 175,20 ` +
      `V${String(Y.bonnet)} Z`,
    kind: 'body',
    ...row(17, 6),
  },
  bonnet: {
    d: polygon([
      [HOOD_L, Y.bonnet],
      [CAR_WIDTH - HOOD_L, Y.bonnet],
      [CAR_WIDTH - HOOD_L, Y.windscreen],
      [HOOD_L, Y.windscreen],
    ]),
    kind: 'body',
    ...row(70, 5),
  },
  windscreen: {
    d: polygon([
      [HOOD_L, Y.windscreen],
      [CAR_WIDTH - HOOD_L, Y.windscreen],
      [CAR_WIDTH - CABIN_L, Y.roof],
      [CABIN_L, Y.roof],
    ]),
    kind: 'glass',
    ...row(130, 4),
  },
  roof: {
    d: roundedRect(CABIN_L, Y.roof, CAR_WIDTH - 2 * CABIN_L, Y.rearWindow - Y.roof, 6),
    kind: 'body',
    ...row(202, 4),
  },
  rear_window: {
    d: polygon([
      [CABIN_L, Y.rearWindow],
      [CAR_WIDTH - CABIN_L, Y.rearWindow],
      [CAR_WIDTH - HOOD_L, Y.boot],
      [HOOD_L, Y.boot],
    ]),
    kind: 'glass',
    ...row(271, 4),
  },
  boot: {
    d: polygon([
      [HOOD_L, Y.boot],
      [CAR_WIDTH - HOOD_L, Y.boot],
      [CAR_WIDTH - HOOD_L, Y.bumperRear],
      [HOOD_L, Y.bumperRear],
    ]),
    kind: 'body',
    ...row(321, 5),
  },
  rear_bumper: {
    d:
      `M${String(BODY_L)},${String(Y.bumperRear)} H175 V366 C175,376 166,380 152,380 ` +
      `H48 C34,380 25,376 25,366 Z`,
    kind: 'body',
    ...row(368, 6),
  },
  front_left_wing: wing.left,
  front_right_wing: wing.right,
  front_left_door: frontDoor.left,
  front_right_door: frontDoor.right,
  rear_left_door: rearDoor.left,
  rear_right_door: rearDoor.right,
  rear_left_quarter: quarter.left,
  rear_right_quarter: quarter.right,
  left_mirror: mirrors.left,
  right_mirror: mirrors.right,
  front_left_wheel: {
    d: wheel(WHEEL.x, WHEEL.front),
    kind: 'wheel',
    anchor: [WHEEL.x + WHEEL.w / 2, WHEEL.front + WHEEL.h / 2],
    flow: 'column',
    perLine: 3,
  },
  front_right_wheel: {
    d: wheel(RIGHT_WHEEL_X, WHEEL.front),
    kind: 'wheel',
    anchor: [RIGHT_WHEEL_X + WHEEL.w / 2, WHEEL.front + WHEEL.h / 2],
    flow: 'column',
    perLine: 3,
  },
  rear_left_wheel: {
    d: wheel(WHEEL.x, WHEEL.rear),
    kind: 'wheel',
    anchor: [WHEEL.x + WHEEL.w / 2, WHEEL.rear + WHEEL.h / 2],
    flow: 'column',
    perLine: 3,
  },
  rear_right_wheel: {
    d: wheel(RIGHT_WHEEL_X, WHEEL.rear),
    kind: 'wheel',
    anchor: [RIGHT_WHEEL_X + WHEEL.w / 2, WHEEL.rear + WHEEL.h / 2],
    flow: 'column',
    perLine: 3,
  },
  interior: zone(0, 'interior'),
  underbody: zone(1, 'underbody'),
  engine: zone(2, 'engine'),
};

/** Lights and the like: drawn for the look, never clickable. */
export const CAR_DETAILS: readonly string[] = [
  // Headlights and tail lights.
  'M32,22 Q34,13 46,12 L58,12 L52,22 Z',
  'M168,22 Q166,13 154,12 L142,12 L148,22 Z',
  'M30,362 H54 L50,371 H40 Q32,370 30,362 Z',
  'M170,362 H146 L150,371 H160 Q168,370 170,362 Z',
];

/** Centre-to-centre distance of two markers on one panel. */
export const MARKER_SPACING = 17;
export const MARKER_RADIUS = 8;

/**
 * Where the `index`-th of `count` markers of a panel sits: lines of `perLine` along the panel's
 * flow, each line centred on the anchor, the lines themselves centred across it.
 */
export function markerPosition(shape: PanelShape, index: number, count: number): Point {
  const lines = Math.ceil(count / shape.perLine);
  const line = Math.floor(index / shape.perLine);
  const inLine = Math.min(shape.perLine, count - line * shape.perLine);
  const along = (index - line * shape.perLine - (inLine - 1) / 2) * MARKER_SPACING;
  const across = (line - (lines - 1) / 2) * MARKER_SPACING;
  const [x, y] = shape.anchor;
  return shape.flow === 'row' ? [x + along, y + across] : [x + across, y + along];
}
