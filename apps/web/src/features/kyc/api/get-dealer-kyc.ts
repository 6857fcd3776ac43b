import type { DealerKycResponse } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { kycKeys } from './keys';

/** `GET /api/dealer/kyc`: the record, or `{status: 'not_started'}` before the first submission. */
export const dealerKycQueryOptions = () =>
  queryOptions({
    queryKey: kycKeys.dealer,
    queryFn: ({ signal }) => apiFetch<DealerKycResponse>('/dealer/kyc', { auth: true, signal }),
  });

export const useDealerKyc = () => useQuery(dealerKycQueryOptions());
