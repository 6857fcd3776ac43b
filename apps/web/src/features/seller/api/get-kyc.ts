import type { SellerKycResponse } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sellerKeys } from './keys';

/** `GET /api/seller/kyc`: the record, or `{status: 'not_started'}` before the first submission. */
export const fetchSellerKyc = (signal?: AbortSignal) =>
  apiFetch<SellerKycResponse>('/seller/kyc', { auth: true, signal });

export const sellerKycQueryOptions = () =>
  queryOptions({
    queryKey: sellerKeys.kyc,
    queryFn: ({ signal }) => fetchSellerKyc(signal),
  });

export const useSellerKyc = () => useQuery(sellerKycQueryOptions());
