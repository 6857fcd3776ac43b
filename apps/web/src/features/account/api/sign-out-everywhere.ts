import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/**
 * `POST /api/auth/logout-all` (auth): 204; every refresh token of the account is revoked, this
 * device's too, so the local session ends here, at the mutation, whether or not the page that
 * asked is still on screen; the caller only says so and leaves for `/`.
 */
export const signOutEverywhere = () => answer(api.POST('/api/auth/logout-all'));

export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      clearSession();
      queryClient.clear();
    },
  });
}
