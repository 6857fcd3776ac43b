import type { SellerKycBody } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, ApiError } from '../../../lib/api-client';
import { authKeys } from '../../../lib/queries/auth-keys';
import { kycKeys } from '../../../lib/queries/kyc-keys';

/** `POST /api/seller/kyc`: first submission or a resubmission after a review; → `pending`. */
export const submitSellerKyc = (body: SellerKycBody) =>
  answer(api.POST('/api/seller/kyc', { body }));

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
      // The address is not confirmed (SPEC §3.1): refresh `me`, so the banner and the alert
      // above the form say what to do.
      if (error instanceof ApiError && error.code === 'email_not_verified') {
        await queryClient.invalidateQueries({ queryKey: authKeys.me });
      }
      // Already pending or approved (submitted from another tab?): show the record as it is now.
      if (error instanceof ApiError && error.code === 'invalid_state') {
        await queryClient.invalidateQueries({ queryKey: kycKeys.seller });
      }
    },
  });
}
