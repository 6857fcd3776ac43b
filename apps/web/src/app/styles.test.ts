/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Color from 'colorjs.io';
import { describe, expect, it } from 'vitest';
import { buttonClasses, type ButtonVariant } from '../components/ui/button';

// Read from disk: Vitest hands CSS imports (even `?raw`) to tests as empty strings.
const styles = readFileSync(join(import.meta.dirname, 'styles.css'), 'utf8');
const tailwindTheme = readFileSync(
  createRequire(import.meta.filename).resolve('tailwindcss/theme.css'),
  'utf8',
);

/*
 * WCAG AA for the button roles of styles.css, computed as axe-core computes it: Color.js, clipped
 * into sRGB, WCAG 2.1 contrast. The pairs come from the button variants themselves, so a new
 * variant or a changed token is checked without editing this file. Disabled buttons are exempt
 * (WCAG 1.4.3 "inactive user interface components").
 */

type Scheme = 'light' | 'dark';

/** `--color-name: value;` declarations of a block of CSS. */
function declarations(css: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of css.matchAll(/--color-([\w-]+):\s*([^;]+);/g)) {
    if (name && value) found.set(name, value.trim());
  }
  return found;
}

/** The bodies of the blocks that open with `prelude {` (none of them nests another block). */
function blocks(css: string, prelude: RegExp): string {
  const source = new RegExp(`${prelude.source}\\s*\\{([^{}]*)\\}`, 'g');
  return [...css.matchAll(source)].map((match) => match[1] ?? '').join('\n');
}

const palette = declarations(tailwindTheme);
const light = declarations(blocks(styles, /@theme/));
const dark = declarations(blocks(styles, /html\.dark/));

/** A colour token's value in a theme, following `var(--color-…)` down to a colour. */
function resolve(name: string, scheme: Scheme): string {
  const value =
    (scheme === 'dark' ? dark.get(name) : undefined) ?? light.get(name) ?? palette.get(name);
  if (value === undefined) throw new Error(`--color-${name} is not defined`);
  const reference = /^var\(--color-([\w-]+)\)$/.exec(value);
  return reference?.[1] ? resolve(reference[1], scheme) : value;
}

function contrast(foreground: string, background: string): number {
  const parse = (value: string) => new Color(value).toGamut({ space: 'srgb', method: 'clip' });
  return Math.round(parse(foreground).contrast(parse(background), 'WCAG21') * 100) / 100;
}

/**
 * What a transparent button sits on: the page (body), cards and dialogs, and the zinc-50/100
 * (dark: zinc-800) panels of the pages.
 */
const SURFACES: Record<Scheme, string[]> = {
  light: ['white', 'zinc-50', 'zinc-100'],
  dark: ['zinc-950', 'zinc-900', 'zinc-800'],
};

interface Look {
  background?: string;
  text?: string;
}

/** The colour utilities of a variant, at rest and under the pointer. */
function looks(variant: ButtonVariant): { rest: Look; hover: Look; colours: string[] } {
  const rest: Look = {};
  const hover: Look = {};
  const colours: string[] = [];
  for (const utility of buttonClasses({ variant }).split(/\s+/)) {
    const match = /^(hover:)?(bg|text|border)-([\w-]+)$/.exec(utility);
    const name = match?.[3];
    if (!match || !name || !(light.has(name) || palette.has(name))) continue;
    colours.push(utility);
    const look = match[1] ? hover : rest;
    if (match[2] === 'bg') look.background = name;
    if (match[2] === 'text') look.text = name;
  }
  return { rest, hover, colours };
}

const VARIANTS: ButtonVariant[] = ['primary', 'destructive', 'secondary', 'ghost'];
const SCHEMES: Scheme[] = ['light', 'dark'];

describe('button role tokens', () => {
  it.each(VARIANTS)('%s draws its colours from the role tokens only, never dark:', (variant) => {
    const classes = buttonClasses({ variant });
    expect(classes).not.toMatch(/(^|\s)dark:/);
    const { colours } = looks(variant);
    expect(colours.length).toBeGreaterThan(0);
    for (const utility of colours) {
      const name = utility.replace(/^(hover:)?(bg|text|border)-/, '');
      expect(light.has(name), `${utility} is a role token of styles.css`).toBe(true);
    }
  });

  describe.each(SCHEMES)('%s theme', (scheme) => {
    it.each(VARIANTS)('%s text meets 4.5:1 at rest and under the pointer', (variant) => {
      const { rest, hover } = looks(variant);
      const states = {
        rest: { text: rest.text, background: rest.background },
        hover: { text: hover.text ?? rest.text, background: hover.background ?? rest.background },
      };
      for (const [state, { text, background }] of Object.entries(states)) {
        expect(text, `${variant} names its text colour`).toBeDefined();
        if (!text) continue;
        const grounds = background ? [resolve(background, scheme)] : [];
        // Transparent: whatever the button sits on.
        if (!background) grounds.push(...SURFACES[scheme].map((name) => resolve(name, scheme)));
        for (const ground of grounds) {
          const ratio = contrast(resolve(text, scheme), ground);
          expect(
            ratio,
            `${variant} ${state}: ${text} on ${background ?? ground} is ${String(ratio)}:1`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      }
    });

    it('the focus ring stands out 3:1 from every surface', () => {
      for (const surface of SURFACES[scheme]) {
        const ratio = contrast(resolve('focus-ring', scheme), resolve(surface, scheme));
        expect(ratio, `focus ring on ${surface}`).toBeGreaterThanOrEqual(3);
      }
    });
  });

  it('reads the tokens it checks (the parser still matches styles.css)', () => {
    expect(resolve('destructive', 'light')).toBe(palette.get('red-600'));
    expect(resolve('on-secondary', 'dark')).toBe(palette.get('zinc-100'));
    expect(resolve('primary', 'dark')).toBe(palette.get('indigo-600'));
  });
});
