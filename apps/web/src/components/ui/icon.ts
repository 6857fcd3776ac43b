/**
 * The attributes of Gavel's line icons (24-unit grid, 2-unit stroke in the text colour, hidden
 * from assistive technology: the control beside or around an icon names it). Spread on an
 * `<svg>` and give it its size.
 */
export const LINE_ICON = {
  'aria-hidden': true,
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
