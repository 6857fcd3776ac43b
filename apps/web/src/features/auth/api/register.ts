import type { RegisterBody, SessionResponse } from '@gavel/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * `POST /api/auth/register` (public): creates a seller or dealer account and signs it in (a new
 * account has no two-step sign-in, so the answer is always a session). The server emails a
 * link to confirm the address.
 */
export const register = (body: RegisterBody) =>
  apiFetch<SessionResponse>('/auth/register', { method: 'POST', body });

export const useRegister = () => useMutation({ mutationFn: register });
