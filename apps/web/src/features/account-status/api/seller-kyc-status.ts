import type { SellerKycResponse } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { BANNER_STALE_TIMES } from '../../../lib/settings';

/**
 * `GET /api/seller/kyc` for the banner. The key is the seller KYC page's key, so submitting
 * KYC there refreshes the banner at once.
 */
export const sellerKycStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['seller', 'kyc'],
    queryFn: ({ signal }) => apiFetch<SellerKycResponse>('/seller/kyc', { auth: true, signal }),
    staleTime: BANNER_STALE_TIMES.sellerKyc,
    // A pending review ends without the seller doing anything: look again every minute.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 60_000 : false),
  });

export const useSellerKycStatus = (enabled: boolean) =>
  useQuery({ ...sellerKycStatusQueryOptions(), enabled });
