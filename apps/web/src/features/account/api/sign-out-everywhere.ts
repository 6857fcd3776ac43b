import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * `POST /api/auth/logout-all` (auth): 204; every refresh token of the account is revoked, this
 * device's too, so the caller ends the local session afterwards.
 */
export const signOutEverywhere = () =>
  apiFetch<undefined>('/auth/logout-all', { method: 'POST', auth: true });

export const useSignOutEverywhere = () => useMutation({ mutationFn: signOutEverywhere });
