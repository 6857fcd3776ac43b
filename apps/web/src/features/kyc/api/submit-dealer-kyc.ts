import type { DealerKycBody } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, ApiError } from '../../../lib/api-client';
import { dealerProfileKeys } from '../../../lib/queries/dealer-profile-keys';
import { authKeys } from '../../../lib/queries/auth-keys';
import { kycKeys } from '../../../lib/queries/kyc-keys';

/** `POST /api/dealer/kyc`: first submission or a resubmission after a review; → `pending`. */
export const submitDealerKyc = (body: DealerKycBody) =>
  answer(api.POST('/api/dealer/kyc', { body }));

export function useSubmitDealerKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDealerKyc,
    onSuccess: async (record) => {
      queryClient.setQueryData(kycKeys.dealer, record);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: kycKeys.dealer }),
        queryClient.invalidateQueries({ queryKey: dealerProfileKeys.profile }),
      ]);
    },
    onError: async (error) => {
      // The address is not confirmed (SPEC §3.1): refresh `me`, so the banner and the alert
      // above the form say what to do.
      if (error instanceof ApiError && error.code === 'email_not_verified') {
        await queryClient.invalidateQueries({ queryKey: authKeys.me });
      }
      // Already pending or approved (submitted from another tab?): show the record as it is now.
      if (error instanceof ApiError && error.code === 'invalid_state') {
        await queryClient.invalidateQueries({ queryKey: kycKeys.dealer });
      }
    },
  });
}
