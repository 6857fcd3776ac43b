import { afterEach, describe, expect, it } from 'vitest';
import { emailedTokenSearch } from './emailed-token';
import { areaSearch, recallResetArea, rememberResetArea } from './reset-area';
import { groupSecret } from './two-step-setup';

afterEach(() => {
  localStorage.clear();
});

describe('account pages: small rules', () => {
  it('reads ?token= and ?area= by hand, dropping anything else', () => {
    expect(emailedTokenSearch({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(emailedTokenSearch({ token: '' })).toEqual({});
    expect(emailedTokenSearch({ token: 42 })).toEqual({});
    expect(emailedTokenSearch({ token: 'x'.repeat(513) })).toEqual({});
    expect(areaSearch({ area: 'dealer' })).toEqual({ area: 'dealer' });
    expect(areaSearch({ area: 'evil' })).toEqual({});
  });

  it('remembers the sign-in page a reset was asked from', () => {
    expect(recallResetArea()).toBeUndefined();
    rememberResetArea('admin');
    expect(recallResetArea()).toBe('admin');
    rememberResetArea(undefined);
    expect(recallResetArea()).toBeUndefined();
    localStorage.setItem('gavel:password-reset-area', 'somewhere');
    expect(recallResetArea()).toBeUndefined();
  });

  it('shows the setup key in groups of four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });
});
