import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../api-client';
import { kycKeys } from './kyc-keys';

/** `GET /api/dealer/kyc`: the record, or `{status: 'not_started'}` before the first submission. */
export const dealerKycQueryOptions = () =>
  queryOptions({
    queryKey: kycKeys.dealer,
    queryFn: ({ signal }) => answer(api.GET('/api/dealer/kyc', { signal })),
  });

export const useDealerKyc = () => useQuery(dealerKycQueryOptions());
