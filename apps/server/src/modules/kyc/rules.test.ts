import { describe, expect, it } from 'vitest';
import { ageOn, maskDocumentNumber } from './rules.js';

describe('maskDocumentNumber', () => {
  it('shows only the last 4 characters behind a fixed-width mask', () => {
    expect(maskDocumentNumber('X123456781234')).toBe('•••••1234');
    expect(maskDocumentNumber('AB991234')).toBe('•••••1234');
  });

  it('never shows more than half of a short number', () => {
    expect(maskDocumentNumber('1234567')).toBe('•••••567');
    expect(maskDocumentNumber('AB12')).toBe('•••••12');
    expect(maskDocumentNumber('7')).toBe('•••••');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskDocumentNumber('ÄÖÜ-ßéñ1')).toBe('•••••ßéñ1');
  });
});

describe('ageOn', () => {
  const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

  it('turns 18 on the 18th birthday, not the day before', () => {
    expect(ageOn('2008-03-15', on('2026-03-14'))).toBe(17);
    expect(ageOn('2008-03-15', on('2026-03-15'))).toBe(18);
  });

  it('uses the UTC date of the instant', () => {
    expect(ageOn('2008-03-15', new Date('2026-03-14T23:59:59Z'))).toBe(17);
    expect(ageOn('2008-03-15', new Date('2026-03-15T00:00:00Z'))).toBe(18);
  });

  it('treats 29 February as passed on 1 March in other years', () => {
    expect(ageOn('2008-02-29', on('2026-02-28'))).toBe(17);
    expect(ageOn('2008-02-29', on('2026-03-01'))).toBe(18);
  });

  it('is negative for a date in the future', () => {
    expect(ageOn('2030-01-01', on('2026-01-01'))).toBeLessThan(0);
  });
});
