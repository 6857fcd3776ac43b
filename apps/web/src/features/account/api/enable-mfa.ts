import type { MfaEnableBody, MfaEnableResponse } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { authKeys } from '../../auth/api/keys';

/**
 * `POST /api/auth/mfa/enable` (auth) with a code from the app: two-step sign-in is on, and the
 * answer holds the ten recovery codes, shown this once. A wrong code is a 422 on `code`.
 */
export const enableMfa = (body: MfaEnableBody) =>
  apiFetch<MfaEnableResponse>('/auth/mfa/enable', { method: 'POST', auth: true, body });

export function useEnableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me }),
  });
}
