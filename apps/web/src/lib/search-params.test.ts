import { describe, expect, it } from 'vitest';
import { isoDay, oneOf, uuid } from './search-params';

describe('search param readers', () => {
  it('oneOf keeps only listed values', () => {
    expect(oneOf(['a', 'b'] as const, 'a')).toBe('a');
    expect(oneOf(['a', 'b'] as const, 'c')).toBeUndefined();
    expect(oneOf(['a', 'b'] as const, 1)).toBeUndefined();
  });

  it('isoDay keeps real calendar days only', () => {
    expect(isoDay('2026-11-21')).toBe('2026-11-21');
    expect(isoDay('2026-02-30')).toBeUndefined();
    expect(isoDay('21/11/2026')).toBeUndefined();
    expect(isoDay(20261121)).toBeUndefined();
  });

  it('uuid keeps UUIDs only', () => {
    expect(uuid('5b0e3a52-3c4b-4c42-9d3c-6f5c6c0f2a11')).toBe(
      '5b0e3a52-3c4b-4c42-9d3c-6f5c6c0f2a11',
    );
    expect(uuid('nope')).toBeUndefined();
  });
});
