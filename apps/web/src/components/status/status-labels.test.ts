import { describe, expect, it } from 'vitest';
import { reserveBadgeOf } from './status-labels';

describe('the reserve badge', () => {
  it('says whether a live auction’s reserve is met', () => {
    expect(reserveBadgeOf({ status: 'live', reserve_met: false })).toEqual({
      label: 'Reserve not met',
      tone: 'warning',
    });
    expect(reserveBadgeOf({ status: 'live', reserve_met: true })).toEqual({
      label: 'Reserve met',
      tone: 'success',
    });
    expect(reserveBadgeOf({ status: 'live', reserve_met: null })).toEqual({
      label: 'No reserve',
      tone: 'neutral',
    });
  });

  it('before bidding opens, says only whether there is a reserve', () => {
    expect(reserveBadgeOf({ status: 'scheduled', reserve_met: false })).toEqual({
      label: 'Has a reserve',
      tone: 'neutral',
    });
    expect(reserveBadgeOf({ status: 'scheduled', reserve_met: null })?.label).toBe('No reserve');
  });

  it('leaves an ended auction to its outcome badge', () => {
    expect(reserveBadgeOf({ status: 'ended', reserve_met: false })).toBeNull();
    expect(reserveBadgeOf({ status: 'ended', reserve_met: true })).toBeNull();
  });
});
