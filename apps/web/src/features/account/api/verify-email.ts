import type { VerifyEmailBody } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, publicApi } from '../../../lib/api-client';
import { authKeys } from '../../../lib/queries/auth-keys';

/**
 * `POST /api/auth/verify-email` (public: the link works in any browser). An unknown, used or
 * expired token is 400 `invalid_token`.
 */
export const verifyEmail = (body: VerifyEmailBody) =>
  answer(publicApi.POST('/api/auth/verify-email', { body }));

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // Holds a secret (password, code, token or key): dropped as soon as nothing watches it.
    gcTime: 0,
    // Signed in here: the banner and the account page read `me` and should say so at once.
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.me }),
  });
}
