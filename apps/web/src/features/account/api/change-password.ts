import type { ChangePasswordBody } from '@gavel/contract';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { renewTokens } from '../../../lib/session';

/**
 * `POST /api/auth/password` (auth): new tokens for this device, every other session ended. A
 * wrong current password is a 422 on `current_password` (never a 401, which would refresh).
 */
export const changePassword = (body: ChangePasswordBody) =>
  answer(api.POST('/api/auth/password', { body }));

export const useChangePassword = () =>
  useMutation({
    mutationFn: changePassword,
    // Holds a secret (password, code, token or key): dropped as soon as nothing watches it.
    gcTime: 0,
    // The old refresh token is revoked: keep this device signed in with the new pair.
    onSuccess: (tokens) => {
      renewTokens(tokens.access_token, tokens.refresh_token);
    },
  });
