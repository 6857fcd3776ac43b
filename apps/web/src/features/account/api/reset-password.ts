import type { ResetPasswordBody } from '@gavel/contract';
import { useMutation } from '@tanstack/react-query';
import { answer, publicApi } from '../../../lib/api-client';

/**
 * `POST /api/auth/password/reset` (public): 204; the emailed token is used up and every session
 * of the account ends. An unknown, used or expired token is 400 `invalid_token`.
 */
export const resetPassword = (body: ResetPasswordBody) =>
  answer(publicApi.POST('/api/auth/password/reset', { body }));

export const useResetPassword = () =>
  useMutation({
    mutationFn: resetPassword,
    // Holds a secret (password, code or token): dropped as soon as nothing watches it.
    gcTime: 0,
  });
