/**
 * Query keys of the signed-in account. `me` is read by the account page and the shell's
 * "Confirm your email address" banner; the account's mutations refresh it through this key.
 */
export const authKeys = {
  me: ['auth', 'me'] as const,
};
