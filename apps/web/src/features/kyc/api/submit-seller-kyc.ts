import type { SellerKycBody, SellerKycRecord } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { kycKeys } from './keys';

/** `POST /api/seller/kyc`: first submission or a resubmission after a review; → `pending`. */
export const submitSellerKyc = (body: SellerKycBody) =>
  apiFetch<SellerKycRecord>('/seller/kyc', { method: 'POST', auth: true, body });

export function useSubmitSellerKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSellerKyc,
    onSuccess: async (record) => {
      queryClient.setQueryData(kycKeys.seller, record);
      // The banner reads the same key; refetch so every reader sees the server's answer.
      await queryClient.invalidateQueries({ queryKey: kycKeys.seller });
    },
    onError: async (error) => {
      // Already pending or approved (submitted from another tab?): show the record as it is now.
      if (error instanceof ApiError && error.code === 'invalid_state') {
        await queryClient.invalidateQueries({ queryKey: kycKeys.seller });
      }
    },
  });
}
