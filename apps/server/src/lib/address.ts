import type { Address, AddressInput } from '@gavel/contract';

/** A stored address as answered: a missing second line is null (KYC records, dealer profiles). */
export const toAddress = (a: AddressInput): Address => ({
  line1: a.line1,
  line2: a.line2 ?? null,
  city: a.city,
  postal_code: a.postal_code,
  country: a.country,
});
