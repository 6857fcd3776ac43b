import { z } from 'zod';

/** `?redirect=/path` on login and signup pages: where to return after signing in. */
export const authSearchSchema = z.object({
  redirect: z.string().max(2000).optional().catch(undefined),
});
