import type { MfaEnableBody } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, ApiError } from '../../../lib/api-client';
import { authKeys } from '../../../lib/queries/auth-keys';

/**
 * `POST /api/auth/mfa/enable` (auth) with a code from the app: two-step sign-in is on, and the
 * answer holds the ten recovery codes, shown this once. A wrong code is a 422 on `code`.
 */
export const enableMfa = (body: MfaEnableBody) =>
  answer(api.POST('/api/auth/mfa/enable', { body }));

export function useEnableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableMfa,
    // Holds a secret (password, code, token or key): dropped as soon as nothing watches it.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me }),
    onError: async (error) => {
      // Already on (another tab or device): show the account as it is now.
      if (error instanceof ApiError && error.code === 'invalid_state') {
        await queryClient.invalidateQueries({ queryKey: authKeys.me });
      }
    },
  });
}
