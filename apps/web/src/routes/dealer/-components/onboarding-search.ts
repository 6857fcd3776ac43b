import type { SearchSchemaInput } from '@tanstack/react-router';

export const ONBOARDING_STEPS = ['profile', 'kyc', 'status'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export interface OnboardingSearch {
  /** Absent: the step the dealer is at, worked out from its profile and KYC. */
  step?: OnboardingStep | undefined;
}

/** `/dealer/onboarding?step=`: not zod, as it runs in the route tree (the first download). */
export function validateOnboardingSearch(
  input: OnboardingSearch & SearchSchemaInput,
): OnboardingSearch {
  const step: unknown = input.step;
  return typeof step === 'string' && (ONBOARDING_STEPS as readonly string[]).includes(step)
    ? { step: step as OnboardingStep }
    : {};
}
