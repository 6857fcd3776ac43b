import type { LoginResponse, RegisterBody } from '@gavel/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/auth/register` (public): creates a seller or dealer account and signs it in. */
export const register = (body: RegisterBody) =>
  apiFetch<LoginResponse>('/auth/register', { method: 'POST', body });

export const useRegister = () => useMutation({ mutationFn: register });
