import type { DealerProfileBody } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { dealerProfileKeys } from '../../../lib/queries/dealer-profile-keys';

/** `POST /api/dealer/profile`: creates the profile (201, `pending`) or updates it (200). */
export const saveDealerProfile = (body: DealerProfileBody) =>
  answer(api.POST('/api/dealer/profile', { body }));

export function useSaveDealerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDealerProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(dealerProfileKeys.profile, profile);
      // A profile that completes an approved KYC activates the dealer: the banner and every
      // reader re-read the server's answer.
      await queryClient.invalidateQueries({ queryKey: dealerProfileKeys.profile });
    },
  });
}
