import type { MfaDisableBody } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, ApiError } from '../../../lib/api-client';
import { authKeys } from '../../../lib/queries/auth-keys';

/**
 * `POST /api/auth/mfa/disable` (auth) `{password, code}`: 204. A wrong password is a 422 on
 * `password`, a wrong code a 422 on `code`.
 */
export const disableMfa = (body: MfaDisableBody) =>
  answer(api.POST('/api/auth/mfa/disable', { body }));

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    // Holds a secret (password, code, token or key): dropped as soon as nothing watches it.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me }),
    onError: async (error) => {
      // Already off (another tab or device): show the account as it is now.
      if (error instanceof ApiError && error.code === 'invalid_state') {
        await queryClient.invalidateQueries({ queryKey: authKeys.me });
      }
    },
  });
}
