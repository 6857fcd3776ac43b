import type { SearchSchemaInput } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { validateOnboardingSearch } from './onboarding-search';
import { validateDealerHomeSearch } from './tabs';

const input = (value: Record<string, unknown>) => value as SearchSchemaInput;

describe('dealer search params', () => {
  it('keeps a known tab and falls back to Live otherwise', () => {
    expect(validateDealerHomeSearch(input({ tab: 'bidding' }))).toEqual({ tab: 'bidding' });
    expect(validateDealerHomeSearch(input({}))).toEqual({ tab: 'live' });
    expect(validateDealerHomeSearch(input({ tab: 'everything' }))).toEqual({ tab: 'live' });
    expect(validateDealerHomeSearch(input({ tab: 3 }))).toEqual({ tab: 'live' });
  });

  it('keeps a known onboarding step and drops anything else', () => {
    expect(validateOnboardingSearch(input({ step: 'kyc' }))).toEqual({ step: 'kyc' });
    expect(validateOnboardingSearch(input({ step: 'payment' }))).toEqual({});
  });
});
