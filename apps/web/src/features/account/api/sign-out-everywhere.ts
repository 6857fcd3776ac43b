import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/**
 * `POST /api/auth/logout-all` (auth): 204; every refresh token of the account is revoked, this
 * device's too, so the local session ends here, at the mutation, whether or not the page that
 * asked is still on screen (as a lost session: a page still open goes to its login page); the
 * caller ends the rest as Log out does (`useEndLocalSession`: ended here, the toast, the way to
 * `/`, then the cached answers — not before the page has been left).
 */
export const signOutEverywhere = () => answer(api.POST('/api/auth/logout-all'));

export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      clearSession();
    },
  });
}
