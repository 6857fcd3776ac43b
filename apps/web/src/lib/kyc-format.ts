import type { Address } from '@gavel/contract';
import { countryName } from './format';

/**
 * An address as declared KYC data reads, the same on the applicant's summary and the staff
 * review: "1 High Street, SW1A 1AA London, United Kingdom", the country written out.
 */
export const formatAddress = (address: Address): string =>
  [
    address.line1,
    address.line2,
    `${address.postal_code} ${address.city}`,
    countryName(address.country),
  ]
    .filter(Boolean)
    .join(', ');
