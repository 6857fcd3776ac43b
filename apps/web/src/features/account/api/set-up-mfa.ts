import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, ApiError } from '../../../lib/api-client';
import { authKeys } from '../../../lib/queries/auth-keys';

/**
 * `POST /api/auth/mfa/setup` (auth): a new secret and its `otpauth://` URL; nothing changes for
 * signing in until `enable-mfa.ts` confirms a code. 409 `invalid_state` when it is already on.
 */
export const setUpMfa = () => answer(api.POST('/api/auth/mfa/setup'));

export function useSetUpMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUpMfa,
    // Holds a secret (password, code, token or key): dropped as soon as nothing watches it.
    gcTime: 0,
    onError: async (error) => {
      if (error instanceof ApiError && error.code === 'invalid_state') {
        await queryClient.invalidateQueries({ queryKey: authKeys.me });
      }
    },
  });
}
