import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  categoriesAt,
  checkSpecifics,
  conditionReportBodySchema,
  GRADE_FROM_POINTS,
  gradeOf,
  gradeOfPoints,
  maskVin,
  mileageKm,
  missingRequiredSpecifics,
  normalizeVin,
  PANELS,
  pointsLines,
  SEVERITIES,
  vinCheckDigit,
  vinProblem,
  type Severity,
} from './specifics.js';

const VIN_CHARS = Array.from('ABCDEFGHJKLMNPRSTUVWXYZ0123456789');
const CHECK_CHARS = Array.from('0123456789X');
const now = new Date('2026-06-15T12:00:00Z');

/** A 17-character VIN of valid characters whose 9th is its check digit. */
const validVin = fc
  .array(fc.constantFrom(...VIN_CHARS), { minLength: 17, maxLength: 17 })
  .map((chars) => {
    const draft = chars.join('');
    return draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
  });

describe('VIN', () => {
  it.each([
    ['1M8GDM9AXKP042788', 'X'],
    ['11111111111111111', '1'],
    ['1HGCM82633A004352', '3'],
  ])('%s has check digit %s', (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
    expect(vinProblem(vin, 'US')).toBeNull();
  });

  it('refuses SPEC §11’s wrong check digit in the US and Canada only', () => {
    const wrong = '1M8GDM9A1KP042788';
    expect(vinProblem(wrong, 'US')).toMatch(/check digit/);
    expect(vinProblem(wrong, 'CA')).toMatch(/check digit/);
    expect(vinProblem(wrong, 'GB')).toBeNull();
    expect(vinProblem(wrong, null)).toBeNull();
  });

  it('a VIN with its computed check digit always passes in the US', () => {
    fc.assert(fc.property(validVin, (vin) => vinProblem(vin, 'US') === null));
  });

  it('changing the 9th character to another check character always fails in the US and Canada', () => {
    fc.assert(
      fc.property(
        validVin,
        fc.constantFrom(...CHECK_CHARS),
        fc.constantFrom('US', 'CA'),
        (vin, c, country) => {
          fc.pre(c !== vin.charAt(8));
          const changed = vin.slice(0, 8) + c + vin.slice(9);
          return vinProblem(changed, country) !== null && vinProblem(changed, 'GB') === null;
        },
      ),
    );
  });

  it('I, O and Q are always refused, wherever they are and whatever the country', () => {
    fc.assert(
      fc.property(
        validVin,
        fc.nat(16),
        fc.constantFrom('I', 'O', 'Q'),
        fc.constantFrom('US', 'CA', 'GB', null),
        (vin, at, c, country) => {
          const bad = vin.slice(0, at) + c + vin.slice(at + 1);
          return (vinProblem(bad, country) ?? '').includes('I, O or Q');
        },
      ),
    );
  });

  it('is 17 characters: shorter or longer is refused', () => {
    fc.assert(
      fc.property(validVin, fc.integer({ min: 1, max: 16 }), (vin, n) => {
        return vinProblem(vin.slice(0, n), 'GB') !== null && vinProblem(`${vin}A`, 'GB') !== null;
      }),
    );
  });

  it('normalizes case and spaces, and masks after the 11th character', () => {
    expect(normalizeVin(' 1m8gdm9axk p042788\t')).toBe('1M8GDM9AXKP042788');
    expect(maskVin('1M8GDM9AXKP042788')).toBe('1M8GDM9AXKP******');
    fc.assert(
      fc.property(validVin, (vin) => {
        const masked = maskVin(vin);
        return (
          masked.length === 17 &&
          masked.startsWith(vin.slice(0, 11)) &&
          masked.endsWith('*'.repeat(6))
        );
      }),
    );
  });
});

describe('grade', () => {
  it.each([
    [0, 1],
    [2, 1],
    [3, 2],
    [6, 2],
    [7, 3],
    [12, 3],
    [13, 4],
    [20, 4],
    [21, 5],
    [1000, 5],
  ])('%i points is grade %i', (points, grade) => {
    expect(gradeOfPoints(points)).toBe(grade);
  });

  it('is monotone in points, between 1 and 5, and moves exactly at the band edges', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return (
          gradeOfPoints(lo) <= gradeOfPoints(hi) && gradeOfPoints(hi) <= 5 && gradeOfPoints(lo) >= 1
        );
      }),
    );
    for (const edge of GRADE_FROM_POINTS) {
      expect(gradeOfPoints(edge)).toBe(gradeOfPoints(edge - 1) + 1);
    }
  });

  const severities = fc.constantFrom(...SEVERITIES);
  const depth = fc.integer({ min: 0, max: 200 }).map((d) => d / 10);
  const report = fc.record({
    damages: fc.array(fc.record({ severity: severities }), { maxLength: 60 }),
    tyres: fc.option(
      fc.record({
        front_left_mm: depth,
        front_right_mm: depth,
        rear_left_mm: depth,
        rear_right_mm: depth,
      }),
      { nil: null },
    ),
    warning_lights: fc.boolean(),
    runs_and_drives: fc.boolean(),
  });
  const WEIGHT: Record<Severity, number> = { minor: 1, moderate: 3, major: 6 };

  it('counts points as SPEC §11 says, the lines adding up to them', () => {
    fc.assert(
      fc.property(report, (r) => {
        const tyres: number[] = r.tyres ? Object.values(r.tyres) : [];
        const expected =
          r.damages.reduce((sum, d) => sum + WEIGHT[d.severity], 0) +
          3 * tyres.filter((d) => d < 2).length +
          (r.warning_lights ? 4 : 0) +
          (r.runs_and_drives ? 0 : 10);
        const { points, grade } = gradeOf(r);
        const lines = pointsLines(r);
        return (
          points === expected &&
          grade === gradeOfPoints(expected) &&
          lines.reduce((s, l) => s + l.points, 0) === expected &&
          lines.every((l) => l.count > 0 && l.points > 0)
        );
      }),
    );
  });

  it('a tyre at exactly 2.0 mm is not worn; 1.9 mm is', () => {
    const base = { damages: [], warning_lights: false, runs_and_drives: true };
    const tyres = (d: number) => ({
      front_left_mm: d,
      front_right_mm: 8,
      rear_left_mm: 8,
      rear_right_mm: 8,
    });
    expect(gradeOf({ ...base, tyres: tyres(2) }).points).toBe(0);
    expect(gradeOf({ ...base, tyres: tyres(1.9) }).points).toBe(3);
  });
});

describe('the condition report body', () => {
  const good = { damages: [], warning_lights: false, runs_and_drives: true, keys: 2 };
  const tyres = { front_left_mm: 5, front_right_mm: 5, rear_left_mm: 5, rear_right_mm: 5 };
  it.each([
    [
      '61 damages',
      {
        damages: Array.from({ length: 61 }, () => ({
          panel: 'roof',
          kind: 'dent',
          severity: 'minor',
        })),
      },
      'damages',
    ],
    ['a tyre of 20.05 mm', { tyres: { ...tyres, front_left_mm: 20.05 } }, 'tyres.front_left_mm'],
    ['a tyre of 7.55 mm', { tyres: { ...tyres, rear_left_mm: 7.55 } }, 'tyres.rear_left_mm'],
    ['keys: 6', { keys: 6 }, 'keys'],
    [
      'an unknown panel',
      { damages: [{ panel: 'spoiler', kind: 'dent', severity: 'minor' }] },
      'damages.0.panel',
    ],
    [
      'a photo id that is no uuid',
      { damages: [{ panel: 'roof', kind: 'dent', severity: 'minor', photo_id: 'x' }] },
      'damages.0.photo_id',
    ],
  ])('refuses %s on its path', (_what, change, path) => {
    const res = conditionReportBodySchema.safeParse({ ...good, ...change });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('takes every panel, 60 damages, 20.0 mm and 5 keys', () => {
    const damages = Array.from({ length: 60 }, (_, i) => ({
      panel: PANELS[i % PANELS.length],
      kind: 'scratch',
      severity: 'minor',
    }));
    const res = conditionReportBodySchema.safeParse({
      ...good,
      damages,
      keys: 5,
      tyres: { ...tyres, front_left_mm: 20, rear_left_mm: 0.1 },
    });
    expect(res.success, JSON.stringify(res.error?.issues)).toBe(true);
  });
});

describe('checkSpecifics', () => {
  const vehicle = {
    vin: '1M8GDM9AXKP042788',
    make: 'Ford',
    model: 'Focus',
    year: 2019,
    mileage: 42_000,
    mileage_unit: 'mi',
    fuel: 'diesel',
    transmission: 'manual',
  };
  const check = (specifics: Record<string, unknown>, country: string | null = 'US') =>
    checkSpecifics('vehicles', specifics, { now, country });
  const paths = (specifics: Record<string, unknown>, country: string | null = 'US') =>
    check(specifics, country).problems.map((p) => p.path);

  it('answers a valid map normalized, without problems', () => {
    expect(check({ ...vehicle, vin: '1m8g dm9axkp042788', make: ' Ford ' })).toEqual({
      value: vehicle,
      problems: [],
    });
  });

  it.each([
    ['a wrong type', { year: '2019' }, 'specifics.year'],
    ['a fraction', { previous_owners: 1.5 }, 'specifics.previous_owners'],
    ['out of range', { engine_size_cc: 20_001 }, 'specifics.engine_size_cc'],
    ['below range', { previous_owners: -1 }, 'specifics.previous_owners'],
    ['an unknown key', { horsepower: 100 }, 'specifics.horsepower'],
    ["another category's key", { box_and_papers: true }, 'specifics.box_and_papers'],
    ['an enum value not in the options', { body_type: 'limousine' }, 'specifics.body_type'],
    ['an enum value of another key', { fuel: 'manual' }, 'specifics.fuel'],
    ['a date in another format', { first_registered: '2020-1-5' }, 'specifics.first_registered'],
    [
      'a date that does not exist',
      { first_registered: '2021-02-29' },
      'specifics.first_registered',
    ],
    ['a year after next year', { year: 2028 }, 'specifics.year'],
    ['a two-line text', { colour: 'Red\nBlue' }, 'specifics.colour'],
    ['a VIN of 16 characters', { vin: '1M8GDM9AXKP04278' }, 'specifics.vin'],
  ])('refuses %s on its path', (_what, change, path) => {
    expect(paths({ ...vehicle, ...change })).toEqual([path]);
  });

  it('takes next year from the clock, and a leap day that exists', () => {
    expect(paths({ ...vehicle, year: 2027, first_registered: '2020-02-29' })).toEqual([]);
    const later = checkSpecifics(
      'vehicles',
      { year: 2028 },
      { now: new Date('2027-01-01T00:00:00Z') },
    );
    expect(later.problems).toEqual([]);
    expect(
      categoriesAt(now)
        .find((c) => c.id === 'vehicles')
        ?.specifics.find((s) => s.key === 'year')?.max,
    ).toBe(2027);
  });

  it('requires the check digit only in the US and Canada', () => {
    const wrong = { ...vehicle, vin: '1M8GDM9A1KP042788' };
    expect(paths(wrong, 'US')).toEqual(['specifics.vin']);
    expect(paths(wrong, 'GB')).toEqual([]);
    expect(paths(wrong, null)).toEqual([]);
  });

  it('takes booleans as booleans only, and refuses every key without a category', () => {
    const watch = (v: unknown) =>
      checkSpecifics('jewellery_watches', { box_and_papers: v }, { now }).problems.length;
    expect(watch(true)).toBe(0);
    expect(watch('true')).toBe(1);
    expect(
      checkSpecifics(null, { make: 'Ford', year: 2019 }, { now }).problems.map((p) => p.path),
    ).toEqual(['specifics.make', 'specifics.year']);
    expect(checkSpecifics('other', {}, { now })).toEqual({ value: {}, problems: [] });
  });

  it('takes a year from 1886 to next year in every category, art included', () => {
    for (const category of ['vehicles', 'machinery', 'art_collectibles'] as const) {
      const year = (v: number) =>
        checkSpecifics(category, { year: v }, { now }).problems.map((p) => p.path);
      expect(year(1885), category).toEqual(['specifics.year']);
      expect(year(850), category).toEqual(['specifics.year']);
      expect(year(1886), category).toEqual([]);
      expect(year(now.getUTCFullYear() + 1), category).toEqual([]);
      expect(year(now.getUTCFullYear() + 2), category).toEqual(['specifics.year']);
    }
  });

  it('refuses control characters in text specifics before trimming, never cuts them', () => {
    for (const make of ['Ford\n', '\tFord', 'Ford\r\n', ' Ford\u2028']) {
      const { value, problems } = checkSpecifics('vehicles', { make }, { now });
      expect(problems, JSON.stringify(make)).toEqual([
        { path: 'specifics.make', message: 'Make must be a single line' },
      ]);
      expect(value).toEqual({});
    }
    expect(
      checkSpecifics('vehicles', { vin: '1M8GDM9AXKP042788\n' }, { now }).problems.map(
        (p) => p.path,
      ),
    ).toEqual(['specifics.vin']);
    expect(checkSpecifics('vehicles', { make: '  Ford ' }, { now }).value).toEqual({
      make: 'Ford',
    });
  });

  it('missingRequiredSpecifics names the required keys absent, in declaration order', () => {
    expect(missingRequiredSpecifics('vehicles', { make: 'Ford' })).toEqual([
      'specifics.vin',
      'specifics.model',
      'specifics.year',
      'specifics.mileage',
      'specifics.mileage_unit',
      'specifics.fuel',
      'specifics.transmission',
    ]);
    expect(missingRequiredSpecifics('vehicles', vehicle)).toEqual([]);
    expect(missingRequiredSpecifics('electronics', {})).toEqual([]);
  });

  it('mileageKm counts miles as 1.609344 km', () => {
    expect(mileageKm({ mileage: 100, mileage_unit: 'mi' })).toBe(161);
    expect(mileageKm({ mileage: 100, mileage_unit: 'km' })).toBe(100);
    expect(mileageKm({})).toBeNull();
  });
});
