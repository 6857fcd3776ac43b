import { z } from 'zod';
import {
  emailSchema,
  isoDateTimeSchema,
  passwordSchema,
  textSchema,
  uuidSchema,
} from './common.js';
import { registerRoleSchema, roleSchema } from './enums.js';

export const registerBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  role: registerRoleSchema,
  name: textSchema(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.strictObject({
  email: emailSchema,
  // Any length is accepted here so an over-long password is simply wrong, not a hint.
  password: z.string().min(1).max(1024),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** Refresh tokens are opaque strings; the bound stops abuse, not real tokens. */
const refreshTokenSchema = z.string().min(1).max(512);
export const refreshBodySchema = z.strictObject({ refresh_token: refreshTokenSchema });
export type RefreshBody = z.infer<typeof refreshBodySchema>;
export const logoutBodySchema = refreshBodySchema;
export type LogoutBody = RefreshBody;

export const sessionUserSchema = z.object({
  id: uuidSchema,
  email: z.string(),
  name: z.string(),
  roles: z.array(roleSchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginResponseSchema = tokenPairSchema.extend({ user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshResponseSchema = tokenPairSchema;
export type RefreshResponse = TokenPair;

export const meResponseSchema = sessionUserSchema.extend({ created_at: isoDateTimeSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** The web app's session in `localStorage["auth"]` (seed §3). */
export const storedSessionSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  roles: z.array(z.string()),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;
