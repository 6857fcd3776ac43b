/**
 * Query keys of the dealer's own profile. `['dealer', 'profile']` is the key the shell's dealer
 * banner, the bid panel and the dealer pages read (same call, same answer), so saving the profile
 * or a KYC update refreshes all of them.
 */
export const dealerProfileKeys = {
  profile: ['dealer', 'profile'] as const,
};
