import type { RegisterBody } from '@gavel/contract';
import { useMutation } from '@tanstack/react-query';
import { answer, publicApi } from '../../../lib/api-client';

/**
 * `POST /api/auth/register` (public): creates a seller or dealer account and signs it in (a new
 * account has no two-step sign-in, so the answer is always a session). The server emails a
 * link to confirm the address.
 */
export const register = (body: RegisterBody) =>
  answer(publicApi.POST('/api/auth/register', { body }));

export const useRegister = () => useMutation({ mutationFn: register });
