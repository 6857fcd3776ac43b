import type { MfaVerifyBody } from '@gavel/contract';
import { useMutation } from '@tanstack/react-query';
import { answer, publicApi } from '../../../lib/api-client';

/**
 * `POST /api/auth/mfa/verify` (public): the second step of signing in to an account with
 * two-step sign-in, with the login answer's `mfa_token` and a current or recovery code.
 */
export const verifyMfa = (body: MfaVerifyBody) =>
  answer(publicApi.POST('/api/auth/mfa/verify', { body }));

export const useVerifyMfa = () =>
  useMutation({
    mutationFn: verifyMfa,
    // Holds a secret (password, code or token): dropped as soon as nothing watches it.
    gcTime: 0,
  });
