/**
 * Query keys of the seller's and the dealer's KYC. The shell's seller KYC banner reads `seller`
 * too, and the dealer's onboarding and profile pages read `dealer`.
 */
export const kycKeys = {
  seller: ['seller', 'kyc'] as const,
  dealer: ['dealer', 'kyc'] as const,
};
