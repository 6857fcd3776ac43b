import type { MfaSetupResponse } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { authKeys } from '../../auth/api/keys';

/**
 * `POST /api/auth/mfa/setup` (auth): a new secret and its `otpauth://` URL; nothing changes for
 * signing in until `enable-mfa.ts` confirms a code. 409 `invalid_state` when it is already on.
 */
export const setUpMfa = () =>
  apiFetch<MfaSetupResponse>('/auth/mfa/setup', { method: 'POST', auth: true });

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
