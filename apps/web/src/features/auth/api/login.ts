import type { LoginBody } from '@gavel/contract';
import { useMutation } from '@tanstack/react-query';
import { answer, publicApi } from '../../../lib/api-client';

/**
 * `POST /api/auth/login` (public): a session, or `{mfa_required, mfa_token}` for an account
 * with two-step sign-in (then `verify-mfa.ts`).
 */
export const login = (body: LoginBody) => answer(publicApi.POST('/api/auth/login', { body }));

export const useLogin = () =>
  useMutation({
    mutationFn: login,
    // Holds a secret (password, code or token): dropped as soon as nothing watches it.
    gcTime: 0,
  });
