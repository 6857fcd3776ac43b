import type { ForgotPasswordBody } from '@gavel/contract';
import { useMutation } from '@tanstack/react-query';
import { answer, publicApi } from '../../../lib/api-client';

/**
 * `POST /api/auth/password/forgot` (public): 202 whether or not an account has that address;
 * when one has, the server emails it a link to `/reset-password?token=…` valid 60 minutes.
 */
export const requestPasswordReset = (body: ForgotPasswordBody) =>
  answer(publicApi.POST('/api/auth/password/forgot', { body }));

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
