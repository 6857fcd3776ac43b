import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { BANNER_STALE_TIMES } from '../../../lib/settings';
import { kycKeys } from '../../../lib/queries/kyc-keys';

/** `GET /api/seller/kyc`: the record, or `{status: 'not_started'}` before the first submission. */
export const fetchSellerKyc = (signal?: AbortSignal) =>
  answer(api.GET('/api/seller/kyc', { signal }));

export const sellerKycQueryOptions = () =>
  queryOptions({
    queryKey: kycKeys.seller,
    queryFn: ({ signal }) => fetchSellerKyc(signal),
  });

/**
 * The shell's KYC banner reads the same query, fresh for seed §9's 2 s. A pending review ends
 * without the seller doing anything: it looks again every minute.
 */
export const sellerKycBannerQueryOptions = () =>
  queryOptions({
    ...sellerKycQueryOptions(),
    staleTime: BANNER_STALE_TIMES.sellerKyc,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 60_000 : false),
  });

export const useSellerKyc = () => useQuery(sellerKycQueryOptions());
