import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, ApiError } from '../../../lib/api-client';
import { authKeys } from '../../../lib/queries/auth-keys';

/**
 * `POST /api/auth/verify-email/resend` (auth): 202 and a new link by email; 409 `invalid_state`
 * once the address is confirmed; 429 after 5 in an hour.
 */
export const resendVerificationEmail = () => answer(api.POST('/api/auth/verify-email/resend'));

export function useResendVerificationEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerificationEmail,
    onError: async (error) => {
      // Confirmed meanwhile (in another tab or browser): show the account as it is now.
      if (error instanceof ApiError && error.code === 'invalid_state') {
        await queryClient.invalidateQueries({ queryKey: authKeys.me });
      }
    },
  });
}
